import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { discardEntry, retryEntry } from '~/offline/outbox';
import { retryMayHelp, type OutboxEntry } from '~/offline/outboxEntry';
import { useAttentionEntries } from '~/offline/outboxHooks';
import { syncOutboxNow } from '~/offline/syncService';

function AttentionEntry({ entry }: { entry: OutboxEntry }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work()
      .catch((error: unknown) => console.warn('Outbox action failed', error))
      .finally(() => setBusy(false));
  };
  return (
    <Alert color="red" variant="light" title={entry.label} data-testid="outbox-entry">
      <Stack gap={6}>
        <Text size="sm">{entry.lastError?.message ?? 'The server did not accept this change.'}</Text>
        <Text size="xs" c="dimmed">
          Saved {new Date(entry.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
        {confirming ? (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Discard this change for good?
            </Text>
            <Button size="compact-sm" color="red" loading={busy} onClick={() => act(() => discardEntry(entry.id))}>
              Discard it
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            {/* A Retry the server would refuse the same way is not offered: only Discard. */}
            {retryMayHelp(entry.lastError) && (
              <Button size="compact-sm" loading={busy} onClick={() => act(() => retryEntry(entry.id))}>
                Retry
              </Button>
            )}
            <Button size="compact-sm" variant="default" color="red" onClick={() => setConfirming(true)}>
              Discard
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** The outbox in full: what waits, "Sync now", and each refused write with Retry and Discard. */
export default function OutboxStatusDrawer(props: { pending: number; onClose(): void }) {
  const entries = useAttentionEntries();
  const [syncing, setSyncing] = useState(false);
  const syncNow = () => {
    setSyncing(true);
    void syncOutboxNow()
      .catch(() => undefined)
      .finally(() => setSyncing(false));
  };
  return (
    <Drawer opened onClose={props.onClose} position="right" title="Changes to sync" data-testid="outbox-drawer">
      <Stack>
        <Group justify="space-between">
          <Text size="sm">
            {props.pending === 0 ? 'Nothing is waiting to sync.' : `${props.pending} waiting to sync.`}
          </Text>
          <Button size="compact-sm" variant="light" loading={syncing} onClick={syncNow}>
            Sync now
          </Button>
        </Group>
        {entries.length > 0 && (
          <Text size="sm" fw={600}>
            The server did not accept these changes:
          </Text>
        )}
        {entries.map((entry) => (
          <AttentionEntry key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Drawer>
  );
}
