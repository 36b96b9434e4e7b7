import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AccountProfilePage } from '~/features/account/AccountProfilePage';

export const Route = createFileRoute('/_seller/account/')({
  staticData: meta('Profile'),
  component: AccountProfilePage,
});
