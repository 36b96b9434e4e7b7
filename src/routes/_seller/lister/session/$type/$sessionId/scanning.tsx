import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { PlanScanningPage } from '~/features/lister/plan/scanning/PlanScanningPage';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/scanning')({
  staticData: meta('Scanning'),
  component: PlanScanningPage,
});
