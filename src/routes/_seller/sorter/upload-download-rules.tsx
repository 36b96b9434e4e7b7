import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { RulesFilePage } from '~/features/sorter/config/RulesFilePage';

export const Route = createFileRoute('/_seller/sorter/upload-download-rules')({
  staticData: meta('Sorter Rules'),
  component: RulesFilePage,
});
