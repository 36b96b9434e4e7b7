import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { ForgotPasswordPage } from '~/features/auth/ForgotPasswordPage';

export const Route = createFileRoute('/forgot-password')({
  staticData: meta('Forgot Password'),
  validateSearch: z.object({ token: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined) }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { token } = Route.useSearch();
  return <ForgotPasswordPage token={token} />;
}
