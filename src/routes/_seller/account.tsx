import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AccountLayout } from '~/features/account/AccountLayout';

export const Route = createFileRoute('/_seller/account')({
  staticData: meta('Account'),
  component: AccountLayout,
});
