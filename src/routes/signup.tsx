import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInSeller } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SignupPage } from '~/features/auth/SignupPage';

export const Route = createFileRoute('/signup')({
  // Not split off: a new device's first visit lands here (guards send the signed-out to /login),
  // so the page comes with the first script instead of one request round after it.
  codeSplitGroupings: [],
  staticData: meta('Sign Up', 'Sign Up'),
  beforeLoad: redirectSignedInSeller,
  component: SignupPage,
});
