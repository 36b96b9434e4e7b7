import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/import-inventory')({
  staticData: meta('Import and Export Inventory'),
  component: ImportAndExportInventoryScreen,
});

function ImportAndExportInventoryScreen() {
  return (
    <NotBuiltYet
      screen="Import and export inventory"
      purpose="Import your inventory from a file and export it again."
    />
  );
}
