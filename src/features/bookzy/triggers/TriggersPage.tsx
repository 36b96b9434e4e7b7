import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconWifiOff } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import { useBookzyDevice, useDeviceTriggers } from '../useBookzyData';
import { CopyTriggers } from './CopyTriggers';
import { SortableTriggerList } from './SortableTriggerList';
import { TriggerDialogs, type TriggerDialog } from './TriggerDialogs';

const route = getRouteApi('/_seller/bookzy/$deviceId/triggers');

/** A Bookzy device's profit triggers: what its scans accept, in the order they are tried. */
export function TriggersPage() {
  const { deviceId } = route.useParams();
  const { query: deviceQuery, device } = useBookzyDevice(deviceId);
  const { query, triggers } = useDeviceTriggers(deviceId);
  const { online } = useNetwork();
  const [dialog, setDialog] = useState<TriggerDialog | null>(null);
  const missing = deviceQuery.isSuccess && !device;

  const newTrigger = (
    <Stack gap={4}>
      <Button size="lg" leftSection={<IconPlus />} disabled={!online} onClick={() => setDialog({ kind: 'create' })}>
        New trigger
      </Button>
      {!online && (
        <Text size="sm" c="dimmed">
          <IconWifiOff size={14} aria-hidden /> Creating a trigger needs a connection
        </Text>
      )}
    </Stack>
  );

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/bookzy" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> Bookzy
        </Group>
      </Anchor>
      <div>
        <Text c="dimmed" fw={500} data-testid="trigger-device-name">
          {device?.deviceName ?? '\u00a0'}
        </Text>
        <Title order={1}>Triggers</Title>
        <Text size="sm" mt={4}>
          A scanned book is accepted by the first active trigger it matches, from the top.
        </Text>
      </div>
      {missing ? (
        <Alert color="gray">This Bookzy device is not in your account, or it is no longer active.</Alert>
      ) : (
        <>
          <QueryStatus query={query} what="triggers" rows={3} />
          {triggers?.length === 0 && (
            <Alert color="blue" title="No triggers yet">
              A trigger is a rule for the books you want: a minimum profit, a sales rank, how many offers compete. When you
              scan a book, Bookzy accepts it if an active trigger matches. Start with one, and add stricter or looser ones
              later.
            </Alert>
          )}
          {triggers && triggers.length > 0 && (
            <SortableTriggerList
              triggers={triggers}
              onEdit={(trigger) => setDialog({ kind: 'edit', trigger })}
              onMove={(trigger) => setDialog({ kind: 'move', trigger })}
              onDelete={(trigger) => setDialog({ kind: 'delete', trigger })}
            />
          )}
          {triggers && newTrigger}
          {triggers && <CopyTriggers deviceId={deviceId} triggers={triggers} />}
        </>
      )}
      <TriggerDialogs dialog={dialog} deviceId={deviceId} triggers={triggers ?? []} onClose={() => setDialog(null)} />
    </Stack>
  );
}
