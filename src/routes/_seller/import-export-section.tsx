import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/import-export-section')({
  staticData: meta('Section Import and Export'),
  beforeLoad: requireProducts(APP_PRODUCTS.repricer),
  component: SectionImportAndExportScreen,
});

function SectionImportAndExportScreen() {
  return (
    <NotBuiltYet
      screen="Section import and export"
      purpose="Export a repricer section to a file and import sections from one."
    />
  );
}
