import { ActionIcon, Badge, Button, Group, Modal, Table, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobile, IconDeviceDesktop, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRemoveDevice, useRenameDevice } from '~/api/devices/mutations';
import { RenameDialog } from '~/components/RenameDialog';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import type { Device } from '~/contract';
import { formatDateTime, timeAgo } from '~/lib/dates';

function DeviceRenameDialog({ device, opened, onClose }: { device: Device; opened: boolean; onClose(): void }) {
  const rename = useRenameDevice();
  return (
    <RenameDialog
      title="Rename device"
      label="Device name"
      name={device.deviceName}
      maxLength={60}
      opened={opened}
      saving={rename.isPending}
      onClose={onClose}
      onSave={(deviceName) => rename.mutate({ deviceId: device.deviceId, deviceName }, { onSuccess: onClose })}
    />
  );
}

function RemoveDialog({ device, opened, onClose }: { device: Device; opened: boolean; onClose(): void }) {
  const remove = useRemoveDevice();
  return (
    <Modal opened={opened} onClose={onClose} title={`Remove ${device.deviceName}?`} centered>
      <Text size="sm">
        {device.current
          ? 'This is the device you are using now: removing it signs you out here.'
          : 'It will be signed out the next time it is used. You can sign in on it again later.'}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(device.deviceId, { onSuccess: onClose })}>
          Remove device
        </Button>
      </Group>
    </Modal>
  );
}

export function DeviceRow({ device }: { device: Device }) {
  const [renaming, renameDialog] = useDisclosure();
  const [removing, removeDialog] = useDisclosure();
  const Icon = device.deviceType === 'MOBILE' ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Table.Tr data-testid="device-row" aria-label={device.deviceName}>
      <Cell kind="main">
        <Group gap="xs" wrap="nowrap">
          <Icon size={18} aria-hidden />
          <Text size="sm" fw={500}>
            {device.deviceName}
          </Text>
          {device.current && (
            <Badge size="sm" variant="light" color="teal">
              This device
            </Badge>
          )}
        </Group>
      </Cell>
      <Cell label="Last active">
        <Tooltip label={formatDateTime(device.lastSeenAt)}>
          <Text size="sm">{device.current ? 'Active now' : timeAgo(device.lastSeenAt)}</Text>
        </Tooltip>
      </Cell>
      <Cell label="Signed in">
        <Text size="sm" c="dimmed">
          {formatDateTime(device.createdAt)}
        </Text>
      </Cell>
      <Cell kind="actions">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Rename ${device.deviceName}`} onClick={renameDialog.open}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${device.deviceName}`} onClick={removeDialog.open}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {renaming && <DeviceRenameDialog device={device} opened={renaming} onClose={renameDialog.close} />}
        <RemoveDialog device={device} opened={removing} onClose={removeDialog.close} />
      </Cell>
    </Table.Tr>
  );
}
