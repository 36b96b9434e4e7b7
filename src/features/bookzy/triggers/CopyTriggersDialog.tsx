import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useCopyTriggers } from '~/api/bookzy/triggerMutations';
import type { BookzyDevice, Trigger, TriggerCopyMode } from '~/contract/bookzy';
import { showToast } from '~/lib/toast';
import { plural } from '~/lib/plural';
import { usePendingEntries } from '~/offline/outboxHooks';
import { TRIGGER_WRITES } from '../useBookzyData';

export interface CopySource {
  device: BookzyDevice;
  triggerCount: number;
}

interface CopyTriggersDialogProps {
  /** The device that receives the copies, and its triggers now. */
  device: BookzyDevice;
  triggers: readonly Trigger[];
  /** The seller's other active devices. */
  sources: readonly CopySource[];
  onClose(): void;
}

/**
 * Gives this device the triggers of another one, so that a helper's phone judges books like the
 * owner's. Like creating a trigger it needs the network: the copies' ids come from the server.
 */
export function CopyTriggersDialog({ device, triggers, sources, onClose }: CopyTriggersDialogProps) {
  const { online } = useNetwork();
  // Trigger changes still in the outbox: a copy made before they arrive could undo them, or they it.
  const waitingChanges = usePendingEntries(TRIGGER_WRITES).length;
  const copy = useCopyTriggers();
  const firstWithTriggers = sources.find((source) => source.triggerCount > 0);
  const [choice, setChoice] = useState(() => ({
    sourceId: firstWithTriggers?.device.deviceId ?? '',
    mode: 'REPLACE' as TriggerCopyMode,
    // One key per choice: confirming it again after a lost reply copies once; another choice is another copy.
    idempotencyKey: crypto.randomUUID(),
  }));
  const { sourceId, mode, idempotencyKey } = choice;
  const choose = (change: Partial<Pick<typeof choice, 'sourceId' | 'mode'>>) =>
    setChoice((current) => ({ ...current, ...change, idempotencyKey: crypto.randomUUID() }));
  const source = sources.find((each) => each.device.deviceId === sourceId);
  const offline = !online;

  const submit = async () => {
    if (!source) return;
    try {
      await copy.mutateAsync({ deviceId: device.deviceId, sourceDeviceId: sourceId, mode, idempotencyKey });
      showToast(`${plural(source.triggerCount, 'trigger')} copied from ${source.device.deviceName}.`, 'success');
      onClose();
    } catch {
      // Shown below from copy.error; the dialog stays open to try again.
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Copy triggers to ${device.deviceName}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {firstWithTriggers ? (
            <NativeSelect
              label="Copy from"
              size="md"
              value={sourceId}
              onChange={(event) => choose({ sourceId: event.currentTarget.value })}
              data={sources.map(({ device: each, triggerCount }) => ({
                value: each.deviceId,
                label: `${each.deviceName} (${triggerCount === 0 ? 'no triggers' : plural(triggerCount, 'trigger')})`,
                disabled: triggerCount === 0,
              }))}
            />
          ) : (
            <Text size="sm">None of your other devices has triggers to copy yet.</Text>
          )}
          {firstWithTriggers && triggers.length > 0 ? (
            <Radio.Group label={`${device.deviceName} has ${plural(triggers.length, 'trigger')}`} value={mode} onChange={(value) => choose({ mode: value as TriggerCopyMode })}>
              <Stack gap="xs" mt="xs">
                <Radio value="REPLACE" label="Replace them with the copies" />
                <Radio value="APPEND" label="Keep them and add the copies below" />
              </Stack>
            </Radio.Group>
          ) : null}
          <Text size="sm" c="dimmed">
            The copies keep their order, and the ones switched off stay off. Later changes on either device do not affect
            the other.
          </Text>
          {copy.error && (
            <Alert color="red" role="alert">
              {copy.error.message}
            </Alert>
          )}
          {offline && (
            <Text size="sm" c="dimmed">
              <IconWifiOff size={14} aria-hidden /> Copying triggers needs a connection
            </Text>
          )}
          {!offline && waitingChanges > 0 && (
            <Text size="sm" c="dimmed">
              Waiting for {plural(waitingChanges, 'trigger change')} to reach the server first
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={copy.isPending} disabled={!source || source.triggerCount === 0 || offline || waitingChanges > 0}>
              Copy triggers
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
