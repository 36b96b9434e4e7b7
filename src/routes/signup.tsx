import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInSeller } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SignupPage } from '~/features/auth/SignupPage';

export const Route = createFileRoute('/signup')({
  staticData: meta('Sign Up', 'Sign Up'),
  beforeLoad: redirectSignedInSeller,
  component: SignupPage,
});
