import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '~/api/profile/queries';
import { userQueries } from '~/api/user/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { PRODUCT_LABELS } from '~/contract';
import { DevicesCard } from './DevicesCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';

/** The account's '' tab: the seller's details and password, the products in use, and the devices. */
export function AccountProfilePage() {
  const user = useQuery(userQueries.me()).data;
  const profile = useQuery(profileQueries.profile());
  const usable = user?.usageStatuses.filter((status) => status.usable).map((status) => PRODUCT_LABELS[status.product]) ?? [];
  return (
    <Stack gap="lg">
      <QueryStatus query={profile} what="profile" />
      {profile.data && <ProfileCard profile={profile.data} />}
      <Card withBorder radius="lg" padding="md">
        <Group gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Products in use:
          </Text>
          <Text size="sm">{usable.length > 0 ? usable.join(', ') : 'none yet'}</Text>
        </Group>
      </Card>
      <PasswordCard />
      <DevicesCard />
    </Stack>
  );
}
