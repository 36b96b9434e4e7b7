import { createFileRoute } from '@tanstack/react-router';
import { profileQueries } from '~/api/profile/queries';
import { meta } from '~/app/routeMeta';
import { AccountProfilePage } from '~/features/account/AccountProfilePage';

export const Route = createFileRoute('/_seller/account/')({
  staticData: meta('Profile'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(profileQueries.profile()),
  component: AccountProfilePage,
});
