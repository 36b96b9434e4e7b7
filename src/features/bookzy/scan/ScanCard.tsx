import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { SearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { textColourOn } from '~/lib/colourContrast';
import { formatCents } from '~/lib/money';
import type { ShownScan } from './shownScans';
import { VerdictReasons } from './VerdictReasons';

const VERDICT_LOOK: Record<SearchHistoryEntry['status'], { label: string; color: string }> = {
  ACCEPTED: { label: 'Accept', color: 'teal' },
  REJECTED: { label: 'Reject', color: 'red' },
  NOT_FOUND: { label: 'Not found', color: 'red' },
  INVALID: { label: 'Invalid code', color: 'gray' },
  PENDING: { label: 'Waiting for network', color: 'yellow' },
};

/** In hidden mode a helper sees only whether to keep the book (spec: accept or reject). */
export function hiddenLabel(status: SearchHistoryEntry['status']) {
  if (status === 'ACCEPTED') return 'ACCEPT';
  if (status === 'PENDING' || status === 'INVALID') return VERDICT_LOOK[status].label.toUpperCase();
  return 'REJECT';
}

const count = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US'));

/** One scanned book, readable at arm's length: the verdict's colour fills the card. */
export function ScanCard({ entry, hidden, large }: { entry: ShownScan; hidden: boolean; large: boolean }) {
  const look = VERDICT_LOOK[entry.status];
  const triggerColour = entry.status === 'ACCEPTED' ? entry.triggerColorCode : null;
  const background = triggerColour ?? `var(--mantine-color-${look.color}-filled)`;
  return (
    <Card
      padding={large ? 'lg' : 'md'}
      radius="md"
      c={triggerColour ? textColourOn(triggerColour) : 'white'}
      style={{ background }}
      data-testid="scan-card"
      data-status={entry.status}
      data-sound-event={entry.soundEvent}
      aria-label={`${entry.isbn}: ${hidden ? hiddenLabel(entry.status) : look.label}`}
    >
      {hidden ? (
        <Text fz={large ? 48 : 28} fw={800} ta="center" data-testid="scan-verdict">
          {hiddenLabel(entry.status)}
        </Text>
      ) : (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fz={large ? 32 : 22} fw={800} lh={1.1} data-testid="scan-verdict">
              {entry.status === 'ACCEPTED' ? entry.triggerName : look.label}
            </Text>
            {entry.source === 'snapshot' && (
              <Badge color="dark" variant="light" size="sm">
                Offline catalog
              </Badge>
            )}
          </Group>
          <Text fz={large ? 'lg' : 'md'} lineClamp={2} data-testid="scan-title">
            {entry.title ?? entry.isbn}
          </Text>
          <Group gap="lg" fz={large ? 'lg' : 'sm'}>
            <Text inherit fw={700}>
              Profit {formatCents(entry.profit)}
            </Text>
            <Text inherit>Rank {count(entry.sr)}</Text>
            <Text inherit>Offers {count(entry.sq)}</Text>
          </Group>
          <VerdictReasons entry={entry} hidden={hidden} size={large ? 'md' : 'sm'} />
          <Text fz="xs">
            {entry.isbn}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
