import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectSignedInSeller } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { LoginPage } from '~/features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  staticData: meta('Login'),
  validateSearch: z.object({ redirectUrl: z.string().max(2000).optional().catch(undefined) }),
  beforeLoad: redirectSignedInSeller,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirectUrl } = Route.useSearch();
  return <LoginPage redirectUrl={redirectUrl} />;
}
