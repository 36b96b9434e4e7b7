import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/sorter/upload-download-rules')({
  staticData: meta('Sorter Rules'),
  component: SorterRulesScreen,
});

function SorterRulesScreen() {
  return (
    <NotBuiltYet
      screen="Sorter rules upload and download"
      purpose="Download your sorter rules as a file and upload them again."
    />
  );
}
