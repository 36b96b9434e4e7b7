import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { SorterSettingsPage } from '~/features/sorter/config/SorterSettingsPage';

export const Route = createFileRoute('/_seller/sorter/settings')({
  staticData: meta('Sorter Settings'),
  component: SorterSettingsPage,
});
