import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/sorter/analytics')({
  staticData: meta('Sorter Analytics'),
  component: SorterAnalyticsScreen,
});

function SorterAnalyticsScreen() {
  return (
    <NotBuiltYet
      screen="Sorter analytics"
      purpose="The gate report, and hourly, daily, weekly, monthly and yearly reports of what was sorted."
    />
  );
}
