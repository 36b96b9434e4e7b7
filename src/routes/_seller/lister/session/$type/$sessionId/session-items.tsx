import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { SessionItemsPage } from '~/features/lister/plan/items/SessionItemsPage';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/session-items')({
  staticData: meta('Session Items'),
  component: SessionItemsPage,
});
