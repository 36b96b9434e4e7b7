import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/bookzy/')({
  staticData: meta('Bookzy'),
  component: BookzyScreen,
});

function BookzyScreen() {
  return (
    <NotBuiltYet
      screen="Bookzy devices"
      purpose="Here you will enter Bookzy on a device and manage your Bookzy devices: names, buy and inbound costs, hidden mode and status."
    />
  );
}
