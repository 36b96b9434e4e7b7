import { Badge, Button, Card, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAdjustments, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { nsessionQueries } from '~/api/nsession/queries';
import { formatCents } from '~/lib/money';
import { CONDITION_WORDS } from '~/contract/inventory';
import { PendingScans } from '../../listing/PendingScans';
import { ScanPanel } from '../../listing/ScanPanel';
import { MakePlanButton } from '../MakePlanButton';
import { usePlan } from '../planContext';
import { PlanDefaultsDialog } from './PlanDefaultsDialog';
import { usePlanScans } from './usePlanScans';

/** Step 1: scan books into the plan (wedge scanner, camera or typed code), offline too. */
export function PlanScanningPage() {
  const { session, sessionId, type } = usePlan();
  const { onScan, last, pending, refused } = usePlanScans(sessionId, session.name);
  const recent = useQuery(nsessionQueries.recentItems(sessionId));
  const [editingDefaults, setEditingDefaults] = useState(false);
  const shownRefusal = last?.refusal?.id;
  const { settings } = session;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <ScanPanel onScan={(scan) => void onScan(scan)} last={last} enabled />
          <PendingScans pending={pending} refused={refused.filter((entry) => entry.id !== shownRefusal)} />
          <Group>
            <Button
              variant="default"
              leftSection={<IconList size={18} />}
              renderRoot={(props) => <Link {...props} to="/lister/session/$type/$sessionId/session-items" params={{ type, sessionId }} />}
            >
              Review items and prices
            </Button>
            <MakePlanButton waitingScans={pending.length} />
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <Card withBorder radius="md" component="section" aria-labelledby="plan-defaults">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id="plan-defaults">
                Each book scanned
              </Title>
              <Button size="xs" variant="light" leftSection={<IconAdjustments size={14} />} onClick={() => setEditingDefaults(true)}>
                Change
              </Button>
            </Group>
            <Group gap="xs">
              <Badge variant="light">{CONDITION_WORDS[settings.defaultCondition]}</Badge>
              <Badge variant="light" color="gray">
                {settings.defaultQuantity} per scan
              </Badge>
              <Badge variant="light" color="gray">
                Min {settings.defaultMinPrice === null ? 'none' : formatCents(settings.defaultMinPrice)}
              </Badge>
              <Badge variant="light" color="gray">
                Max {settings.defaultMaxPrice === null ? 'none' : formatCents(settings.defaultMaxPrice)}
              </Badge>
            </Group>
          </Card>
          <Card withBorder radius="md" component="section" aria-labelledby="recent-items">
            <Title order={3} size="h5" id="recent-items" mb="xs">
              Last scanned
            </Title>
            {recent.data?.content.length === 0 && <Text c="dimmed" size="sm">Nothing scanned yet. Scan a book’s barcode, or type its ISBN.</Text>}
            {recent.data && recent.data.content.length > 0 && (
              <Table aria-label="Last scanned items" verticalSpacing={4}>
                <Table.Tbody>
                  {recent.data.content.map((item) => (
                    <Table.Tr key={item.idStr}>
                      <Table.Td>
                        <Text size="sm">{item.title}</Text>
                        <Text size="xs" c="dimmed">{item.isbn13} · {CONDITION_WORDS[item.condition]}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">×{item.quantity}</Text>
                        {item.restricted && <Badge color="red" size="xs">Restricted</Badge>}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </Stack>
      </Grid.Col>
      {editingDefaults && <PlanDefaultsDialog sessionId={sessionId} settings={settings} onClose={() => setEditingDefaults(false)} />}
    </Grid>
  );
}
