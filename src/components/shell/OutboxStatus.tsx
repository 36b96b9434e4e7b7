import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useOutboxCounts } from '~/offline/outboxHooks';
import { startOutboxSync } from '~/offline/syncService';

// The drawer (Mantine's Drawer and the list) loads only when the seller opens it.
const OutboxDrawer = lazy(() => import('./OutboxStatusDrawer'));

/** The shell is mounted only for a signed-in seller: replay the outbox while it is. Logout stops it. */
export function useOutboxSync() {
  useEffect(() => startOutboxSync(), []);
}

/** Words a phone's header has no room for: there the badges show their icon and count. */
function OnWiderScreens({ children }: { children: string }) {
  return (
    <Text span inherit visibleFrom="xs">
      {children}
    </Text>
  );
}

/** The header's view of the outbox: writes waiting to sync, and writes the server refused. */
export function OutboxStatus() {
  const { pending, attention } = useOutboxCounts();
  const [opened, setOpened] = useState(false);
  if (pending === 0 && attention === 0 && !opened) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {pending > 0 && (
        <UnstyledButton onClick={() => setOpened(true)} aria-label={`${pending} waiting to sync: show`}>
          <Badge color="gray" variant="light" leftSection={<IconCloudUpload size={12} />} data-testid="outbox-pending">
            {pending}
            <OnWiderScreens> waiting to sync</OnWiderScreens>
          </Badge>
        </UnstyledButton>
      )}
      {attention > 0 && (
        <Button
          size="compact-xs"
          color="red"
          leftSection={<IconAlertTriangle size={12} />}
          onClick={() => setOpened(true)}
          data-testid="outbox-attention"
          aria-label={`${attention} ${attention === 1 ? 'needs' : 'need'} attention`}
        >
          {attention}
          <OnWiderScreens>{` ${attention === 1 ? 'needs' : 'need'} attention`}</OnWiderScreens>
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <OutboxDrawer pending={pending} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Group>
  );
}
