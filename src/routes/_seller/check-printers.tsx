import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/check-printers')({
  staticData: meta('Check Printers'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: CheckPrintersScreen,
});

function CheckPrintersScreen() {
  return (
    <NotBuiltYet
      screen="Printer check"
      purpose="Print a test label and set up a Dymo, Rollo or Zebra label printer."
    />
  );
}
