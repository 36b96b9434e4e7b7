import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AnalyticsPage } from '~/features/sorter/analytics/AnalyticsPage';

export const Route = createFileRoute('/_seller/sorter/analytics')({
  staticData: meta('Sorter Analytics'),
  component: AnalyticsPage,
});
