import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/customer-interaction')({
  staticData: meta('Customer Interactions'),
  component: CustomerInteractionsScreen,
});

function CustomerInteractionsScreen() {
  return (
    <NotBuiltYet
      screen="Customer interactions"
      purpose="The log of calls and messages with sellers, searchable by seller and text."
    />
  );
}
