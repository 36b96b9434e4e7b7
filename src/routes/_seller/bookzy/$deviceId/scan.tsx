import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { ScanPage } from '~/features/bookzy/scan/ScanPage';

export const Route = createFileRoute('/_seller/bookzy/$deviceId/scan')({
  staticData: meta('Bookzy Scan'),
  component: ScanPage,
});
