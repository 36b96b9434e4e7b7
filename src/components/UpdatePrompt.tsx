import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { reloadIntoUpdate, subscribeToUpdates } from '~/lib/pwa';

/** "A new version is ready": shown when a newer service worker waits to take over. */
export function UpdatePrompt() {
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => subscribeToUpdates(setReady), []);
  if (!ready || dismissed) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      style={{ position: 'fixed', top: 'var(--mantine-spacing-md)', right: 'var(--mantine-spacing-md)', zIndex: 1001 }}
    >
      <Group gap="sm">
        <Text size="sm">A new version of Folio is ready.</Text>
        <Button size="xs" onClick={reloadIntoUpdate}>
          Reload
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setDismissed(true)}>
          Later
        </Button>
      </Group>
    </Paper>
  );
}
