import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { redirectSignedInSeller } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SignupConfirmPage } from '~/features/auth/SignupConfirmPage';

export const Route = createFileRoute('/signup_/confirm')({
  staticData: meta('Confirm Sign Up', 'Confirm Sign Up'),
  beforeLoad: redirectSignedInSeller,
  validateSearch: z.object({ token: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined) }),
  component: SignupConfirmRoute,
});

function SignupConfirmRoute() {
  const { token } = Route.useSearch();
  return <SignupConfirmPage token={token} />;
}
