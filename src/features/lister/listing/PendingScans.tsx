import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { plural } from '~/lib/plural';
import { discardEntry, retryEntry } from '~/offline/outbox';
import { retryMayHelp, type OutboxEntry } from '~/offline/outboxEntry';
import { codeOfEntry, refusalMessage } from './scanOutcome';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** Scans kept on this device that the server does not have yet, in scan order; and the refused ones. */
export function PendingScans({ pending, refused }: { pending: OutboxEntry[]; refused: OutboxEntry[] }) {
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap="xs">
      {pending.length > 0 && (
        <Alert color="blue" icon={<IconCloudUpload size={18} />} title={`${plural(pending.length, 'scan')} not on the server yet`}>
          <List size="sm" aria-label="Scans waiting to sync">
            {pending.map((entry) => (
              <List.Item key={entry.id}>
                {codeOfEntry(entry)} <Text span size="xs" c="dimmed">scanned {timeFormat.format(entry.createdAt)}</Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert color="red" title="Scans the server refused">
          <List size="sm" aria-label="Refused scans">
            {refused.map((entry) => (
              <List.Item key={entry.id}>
                <Group gap="xs">
                  <Text size="sm">
                    {codeOfEntry(entry)}: {refusalMessage(entry)}
                  </Text>
                  {retryMayHelp(entry.lastError) && (
                    <Button size="compact-xs" variant="light" onClick={() => void retryEntry(entry.id)}>
                      Retry
                    </Button>
                  )}
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void discardEntry(entry.id)}>
                    Dismiss
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
