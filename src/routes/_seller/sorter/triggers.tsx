import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { SectionsPage } from '~/features/sorter/config/SectionsPage';

export const Route = createFileRoute('/_seller/sorter/triggers')({
  staticData: meta('Sorter Triggers'),
  component: SectionsPage,
});
