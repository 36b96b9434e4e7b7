import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { BOOKZY_HISTORY_LIMIT } from '~/contract/constants';
import { formatCents } from '~/lib/money';
import { clearHistory, useSearchHistory, type HistoryFilter } from '~/offline/searchHistory';
import { inHiddenMode } from './hiddenMode';
import { hiddenLabel } from './ScanCard';
import { VerdictReasons } from './VerdictReasons';

const FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'REJECTED', label: 'Rejected' },
];

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The device's search history (spec 3.5): the last 100 scans on this phone, newest first. On a
 * hidden-mode device each row says only accept or reject, as the scan card does.
 */
export function HistoryPanel({ deviceId, hidden }: { deviceId: string; hidden: boolean }) {
  const [filter, setFilter] = useState('ALL');
  const stored = useSearchHistory(deviceId, filter === 'ALL' ? undefined : (filter as HistoryFilter));
  const entries = hidden ? stored.map(inHiddenMode) : stored;
  const [confirming, confirm] = useDisclosure();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl data={FILTERS} value={filter} onChange={setFilter} aria-label="Show" />
        <Button variant="subtle" color="red" onClick={confirm.open}>
          Clear history
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The last {BOOKZY_HISTORY_LIMIT} scans are kept on this device, and scans waiting for the network until they are judged.
      </Text>
      {entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          No scans here yet.
        </Text>
      ) : (
        <Table striped verticalSpacing="xs" data-testid="history-table">
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid="history-row" data-status={entry.status}>
                <Table.Td>
                  <Text size="sm" fw={600} c={entry.status === 'ACCEPTED' ? (entry.triggerColorCode ?? 'teal') : undefined}>
                    {hidden
                      ? hiddenLabel(entry.status)
                      : entry.status === 'ACCEPTED' ? entry.triggerName : entry.status === 'PENDING' ? 'Waiting' : entry.status === 'INVALID' ? 'Invalid' : 'Rejected'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.isbn} · {time(entry.date)}
                  </Text>
                  {entry.judgedLate && (
                    <Badge size="xs" variant="light" color="teal">
                      Judged later
                    </Badge>
                  )}
                </Table.Td>
                {!hidden && (
                  <>
                    <Table.Td>
                  <Text size="sm">
                        {entry.title ?? ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Rank {entry.sr?.toLocaleString('en-US') ?? '–'} · {entry.sq ?? '–'} offers
                      </Text>
                      <VerdictReasons entry={entry} hidden={hidden} size="xs" />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatCents(entry.profit)}</Text>
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={confirming} onClose={confirm.close} title="Clear the search history?" centered>
        <Text size="sm">This removes the scans kept on this device for this Bookzy device. It cannot be undone.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void clearHistory(deviceId).finally(confirm.close)}>
            Clear history
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
