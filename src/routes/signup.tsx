import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { redirectSignedInSeller } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SignupPage } from '~/features/auth/SignupPage';

export const Route = createFileRoute('/signup')({
  // Not split off: a new device's first visit lands here (guards send the signed-out to /login),
  // so the page comes with the first script instead of one request round after it.
  codeSplitGroupings: [],
  staticData: meta('Sign Up', 'Sign Up'),
  // ?ref=CODE: a referral link (account/affiliation); the code is checked when the form is sent.
  validateSearch: z.object({ ref: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined) }),
  beforeLoad: redirectSignedInSeller,
  component: SignupRoute,
});

function SignupRoute() {
  const { ref } = Route.useSearch();
  return <SignupPage referralCode={ref} />;
}
