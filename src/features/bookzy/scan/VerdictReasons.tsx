import { List, Stack, Text } from '@mantine/core';
import type { SearchHistoryEntry } from '~/offline/searchHistoryEntry';
import { rejectionWords } from './rejectionWords';

interface VerdictReasonsProps {
  entry: Pick<SearchHistoryEntry, 'status' | 'rejection'>;
  /** Hidden mode shows only ACCEPT or REJECT (spec 3.5): the reasons are details like any other. */
  hidden: boolean;
  size: 'xs' | 'sm' | 'md';
}

/**
 * Why a scan was rejected, wherever a scan is shown (the scan card, the history): the one place
 * that words a verdict's reasons and that hides them in hidden mode. Scans stored before verdicts
 * carried reasons show none.
 */
export function VerdictReasons({ entry, hidden, size }: VerdictReasonsProps) {
  if (hidden || entry.status !== 'REJECTED' || !entry.rejection) return null;
  const { heading, lines } = rejectionWords(entry.rejection);
  return (
    <Stack gap={2} data-testid="verdict-reasons">
      <Text fz={size} fw={700} c="inherit">
        {heading}
      </Text>
      <List fz={size} spacing={0} withPadding c="inherit">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
