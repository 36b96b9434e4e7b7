import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { routeParams } from '~/app/routeParams';
import { KnownDevice } from '~/features/bookzy/KnownDevice';
import { ScanPage } from '~/features/bookzy/scan/ScanPage';

export const Route = createFileRoute('/_seller/bookzy/$deviceId/scan')({
  ...routeParams(z.object({ deviceId: z.uuid() })),
  staticData: meta('Bookzy Scan'),
  component: BookzyScanScreen,
});

function BookzyScanScreen() {
  const { deviceId } = Route.useParams();
  return (
    <KnownDevice key={deviceId} deviceId={deviceId}>
      <ScanPage />
    </KnownDevice>
  );
}
