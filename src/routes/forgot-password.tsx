import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { meta } from '~/app/routeMeta';
import { ForgotPasswordPage } from '~/features/auth/ForgotPasswordPage';

export const Route = createFileRoute('/forgot-password')({
  staticData: meta('Forgot Password'),
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { token } = Route.useSearch();
  return <ForgotPasswordPage token={token} />;
}
