import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { UnderConstruction } from '~/components/UnderConstruction';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/inventory-manager')({
  staticData: meta('Inventory Manager'),
  beforeLoad: requireProducts(APP_PRODUCTS.inventoryManager),
  component: InventoryManagerScreen,
});

function InventoryManagerScreen() {
  return <UnderConstruction app="Inventory Manager" purpose="The Inventory Manager will keep your stock counts and locations in one place." />;
}
