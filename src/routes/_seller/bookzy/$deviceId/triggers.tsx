import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { TriggersPage } from '~/features/bookzy/triggers/TriggersPage';

export const Route = createFileRoute('/_seller/bookzy/$deviceId/triggers')({
  staticData: meta('Bookzy Triggers'),
  component: TriggersPage,
});
