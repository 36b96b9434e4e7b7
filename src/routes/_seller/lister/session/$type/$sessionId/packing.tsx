import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { PackingPage } from '~/features/lister/plan/packing/PackingPage';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing')({
  staticData: meta('Packing'),
  component: PackingPage,
});
