import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { ImportInventoryPage } from '~/features/inventory/ImportInventoryPage';

export const Route = createFileRoute('/_seller/import-inventory')({
  staticData: meta('Import and Export Inventory'),
  component: ImportInventoryPage,
});
