import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { redirectSignedInSeller } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { LoginPage } from '~/features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  // Not split off: a new device's first visit lands here (guards send the signed-out to /login),
  // so the page comes with the first script instead of one request round after it.
  codeSplitGroupings: [],
  staticData: meta('Login'),
  validateSearch: z.object({ redirectUrl: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  beforeLoad: redirectSignedInSeller,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirectUrl } = Route.useSearch();
  return <LoginPage redirectUrl={redirectUrl} />;
}
