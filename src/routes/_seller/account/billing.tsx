import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/account/billing')({
  staticData: meta('Billing'),
  component: BillingScreen,
});

function BillingScreen() {
  return (
    <NotBuiltYet
      screen="Billing"
      purpose="Your payment methods and billing history, with each invoice as a PDF."
    />
  );
}
