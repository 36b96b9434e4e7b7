import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ListingSession } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { CHANNEL_COLOR, formatPounds } from '../channels';

/** The session's name, channel, state and totals, kept current by every reply's session summary. */
export function SessionHeader({ session }: { session: ListingSession }) {
  const figures = [
    { label: 'Units', value: session.itemQuantity },
    { label: 'SKUs', value: session.skuQuantity },
    { label: 'Weight', value: formatPounds(session.weight) },
    { label: 'Boxed', value: `${session.boxedQuantity} in ${plural(session.boxCount, 'box', 'boxes')}` },
  ];
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Title order={2}>{session.name}</Title>
        <Badge color={CHANNEL_COLOR[session.channel]}>{session.channel}</Badge>
        <Badge color={session.status === 'OPEN' ? 'green' : 'gray'} variant="light">
          {session.status === 'OPEN' ? 'Open' : 'Submitted'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-label="Session totals">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={600} data-testid={`session-${figure.label.toLowerCase()}`}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
