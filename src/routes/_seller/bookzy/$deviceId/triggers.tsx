import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { routeParams } from '~/app/routeParams';
import { KnownDevice } from '~/features/bookzy/KnownDevice';
import { TriggersPage } from '~/features/bookzy/triggers/TriggersPage';

export const Route = createFileRoute('/_seller/bookzy/$deviceId/triggers')({
  ...routeParams(z.object({ deviceId: z.uuid() })),
  staticData: meta('Bookzy Triggers'),
  component: BookzyTriggersScreen,
});

function BookzyTriggersScreen() {
  const { deviceId } = Route.useParams();
  return (
    <KnownDevice key={deviceId} deviceId={deviceId}>
      <TriggersPage />
    </KnownDevice>
  );
}
