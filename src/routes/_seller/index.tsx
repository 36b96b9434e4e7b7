import { createFileRoute } from '@tanstack/react-router';
import { noteQueries } from '~/api/notes/queries';
import { meta } from '~/app/routeMeta';
import { DashboardPage } from '~/features/dashboard/DashboardPage';

export const Route = createFileRoute('/_seller/')({
  staticData: meta('Dashboard'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(noteQueries.list()),
  component: DashboardPage,
});
