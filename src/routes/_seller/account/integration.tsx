import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/account/integration')({
  staticData: meta('Integration'),
  component: IntegrationScreen,
});

function IntegrationScreen() {
  return (
    <NotBuiltYet
      screen="Marketplace integration"
      purpose="Your marketplace credentials and the button that authorises Folio on your seller account."
    />
  );
}
