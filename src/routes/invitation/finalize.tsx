import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { InvitationFinalizePage } from '~/features/auth/InvitationFinalizePage';

export const Route = createFileRoute('/invitation/finalize')({
  staticData: meta('Finalize Invitation', 'Finalize Invitation'),
  validateSearch: z.object({ token: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined) }),
  component: InvitationFinalizeRoute,
});

function InvitationFinalizeRoute() {
  const { token } = Route.useSearch();
  return <InvitationFinalizePage token={token} />;
}
