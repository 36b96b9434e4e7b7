import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobile, IconDeviceDesktop, IconPencil, IconTrash } from '@tabler/icons-react';
import { z } from 'zod/mini';
import { useRemoveDevice, useRenameDevice } from '~/api/devices/mutations';
import { requiredText, type Device } from '~/contract';
import { formatDateTime, timeAgo } from '~/lib/dates';
import { zodFormValidator } from '~/lib/zodForm';

const renameForm = z.object({ deviceName: requiredText(60) });

function RenameDialog({ device, opened, onClose }: { device: Device; opened: boolean; onClose(): void }) {
  const rename = useRenameDevice();
  const form = useForm({ initialValues: { deviceName: device.deviceName }, validate: zodFormValidator(renameForm) });
  const submit = form.onSubmit((values) =>
    rename.mutate({ deviceId: device.deviceId, deviceName: values.deviceName }, { onSuccess: onClose }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Rename device" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Device name" data-autofocus maxLength={60} {...form.getInputProps('deviceName')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
    <Table.Tr data-testid="device-row">
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
        <Tooltip label={formatDateTime(device.lastSeenAt)}>
          <Text size="sm">{device.current ? 'Active now' : timeAgo(device.lastSeenAt)}</Text>
        </Tooltip>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" c="dimmed">
          {formatDateTime(device.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Rename ${device.deviceName}`} onClick={renameDialog.open}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${device.deviceName}`} onClick={removeDialog.open}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {renaming && <RenameDialog device={device} opened={renaming} onClose={renameDialog.close} />}
        <RemoveDialog device={device} opened={removing} onClose={removeDialog.close} />
      </Table.Td>
    </Table.Tr>
  );
}
