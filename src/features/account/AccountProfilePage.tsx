import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '~/api/user/queries';
import { PRODUCT_LABELS } from '~/contract';
import { DevicesCard } from './DevicesCard';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** The account profile: who is signed in, which products are usable, and the devices. */
export function AccountProfilePage() {
  const user = useQuery(userQueries.me()).data;
  if (!user) return null;
  const usable = user.usageStatuses.filter((status) => status.usable).map((status) => PRODUCT_LABELS[status.product]);
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="md">
          Profile
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Name" value={`${user.businessInfo.firstName} ${user.businessInfo.lastName}`} />
          <Field label="Email" value={user.email} />
          <Field label="Business" value={user.businessInfo.companyName} />
        </SimpleGrid>
        <Group mt="md" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Products in use:
          </Text>
          <Text size="sm">{usable.length > 0 ? usable.join(', ') : 'none yet'}</Text>
        </Group>
      </Card>
      <DevicesCard />
    </Stack>
  );
}
