import { Alert, Button, List, Text } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';
import { acknowledgeLateVerdicts } from '~/offline/searchHistory';
import type { SearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { inHiddenMode } from './hiddenMode';
import { hiddenLabel } from './ScanCard';

const books = (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`;

/** "3 books judged since you came back online: 1 accepted, 2 rejected." */
export function judgedLateSummary(judged: readonly Pick<SearchHistoryEntry, 'status'>[]): string {
  const accepted = judged.filter((entry) => entry.status === 'ACCEPTED').length;
  const unreadable = judged.filter((entry) => entry.status === 'INVALID').length;
  const rejected = judged.length - accepted - unreadable;
  const parts = [`${accepted} accepted`, ...(rejected ? [`${rejected} rejected`] : []), ...(unreadable ? [`${unreadable} refused as invalid`] : [])];
  return `${books(judged.length)} judged since you came back online: ${parts.join(', ')}.`;
}

/**
 * Scans kept for the network and judged after the seller moved on: the books they deliberately
 * scanned and never heard about. The accepted ones are listed (those are worth going back for);
 * all are marked in the history. Until the seller says they have seen them, the cap keeps them.
 */
export function JudgedLateNotice({ deviceId, history, hidden }: { deviceId: string; history: SearchHistoryEntry[]; hidden: boolean }) {
  const judged = history.filter((entry) => entry.judgedLate === true);
  if (judged.length === 0) return null;
  const accepted = judged.filter((entry) => entry.status === 'ACCEPTED').map((entry) => (hidden ? inHiddenMode(entry) : entry));
  return (
    <Alert color="teal" variant="light" icon={<IconCloudCheck size={20} />} title={judgedLateSummary(judged)} data-testid="judged-late">
      {accepted.length > 0 && (
        <List size="sm" spacing={2} mb="xs">
          {accepted.map((entry) => (
            <List.Item key={entry.id}>
              {hidden ? `${hiddenLabel(entry.status)} · ${entry.isbn}` : `${entry.triggerName ?? 'Accepted'} · ${entry.title ?? entry.isbn} · ${entry.isbn}`}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mb="xs">
        They are marked “Judged later” in the history.
      </Text>
      <Button size="compact-md" variant="light" color="teal" onClick={() => void acknowledgeLateVerdicts(deviceId).catch(() => undefined)}>
        Got it
      </Button>
    </Alert>
  );
}
