import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { meta } from '~/app/routeMeta';
import { InvitationFinalizePage } from '~/features/auth/InvitationFinalizePage';

export const Route = createFileRoute('/invitation/finalize')({
  staticData: meta('Finalize Invitation', 'Finalize Invitation'),
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: InvitationFinalizeRoute,
});

function InvitationFinalizeRoute() {
  const { token } = Route.useSearch();
  return <InvitationFinalizePage token={token} />;
}
