import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { PrintLabelsPage } from '~/features/lister/plan/labels/PrintLabelsPage';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/print-labels')({
  staticData: meta('Print Labels'),
  component: PrintLabelsPage,
});
