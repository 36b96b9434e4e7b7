import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { SorterScanPage } from '~/features/sorter/scan/SorterScanPage';

export const Route = createFileRoute('/_seller/sorter/')({
  staticData: meta('Sorter'),
  component: SorterScanPage,
});
