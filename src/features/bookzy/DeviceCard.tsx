import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBarcode, IconListCheck, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RenameDialog } from '~/components/RenameDialog';
import { BOOKZY_DEVICE_NAME_MAX, bookzyDevicesApi, type BookzyDevice } from '~/contract/bookzy';
import { formatCalendarDate } from '~/lib/dates';
import { formatCents } from '~/lib/money';
import { CostField } from './CostField';
import { saveBookzyChange } from './useBookzyWrite';

export function DeviceCard({ device }: { device: BookzyDevice }) {
  const [renaming, renameDialog] = useDisclosure();
  const params = { id: device.deviceId };
  const name = device.deviceName;
  return (
    <Card withBorder padding="md" radius="md" data-testid="bookzy-device" aria-label={name} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={3} size="h4">
              {name}
            </Title>
            <ActionIcon variant="subtle" aria-label={`Rename ${name}`} onClick={renameDialog.open}>
              <IconPencil size={16} />
            </ActionIcon>
          </Group>
          <Badge color={device.status === 'ACTIVE' ? 'teal' : 'gray'} variant="light">
            {device.status === 'ACTIVE' ? 'Active' : 'Cancelled'}
          </Badge>
        </Group>
        {device.nextInvoiceDate && (
          <Text size="sm" c="dimmed">
            Next invoice {formatCalendarDate(device.nextInvoiceDate)}
          </Text>
        )}
        {/* Less side padding than a large button's: side by side, both labels fit a phone's half width. */}
        <Group grow>
          <Button
            renderRoot={(props) => <Link {...props} to="/bookzy/$deviceId/scan" params={{ deviceId: device.deviceId }} />}
            size="lg"
            px="md"
            leftSection={<IconBarcode />}
          >
            Scan
          </Button>
          <Button
            renderRoot={(props) => <Link {...props} to="/bookzy/$deviceId/triggers" params={{ deviceId: device.deviceId }} />}
            size="lg"
            px="md"
            variant="light"
            leftSection={<IconListCheck />}
          >
            Triggers
          </Button>
        </Group>
        <CostField
          label="Buy cost"
          description="What you pay per book"
          value={device.buyCost}
          rule={bookzyDevicesApi.setBuyCost.body.shape.buyCost}
          onSave={(buyCost) =>
            void saveBookzyChange('bookzyDevices.setBuyCost', { params, body: { buyCost } }, `Buy cost of ${name} → ${formatCents(buyCost)}`)
          }
        />
        <CostField
          label="Inbound cost"
          description="Shipping to the warehouse, per pound"
          value={device.inboundCost}
          rule={bookzyDevicesApi.setInboundCost.body.shape.inboundCost}
          onSave={(inboundCost) =>
            void saveBookzyChange(
              'bookzyDevices.setInboundCost',
              { params, body: { inboundCost } },
              `Inbound cost of ${name} → ${formatCents(inboundCost)}/lb`,
            )
          }
        />
        <Switch
          size="md"
          label="Hidden mode"
          description="The scan screen shows only accept or reject: for helpers scanning for you."
          checked={device.isHidden}
          onChange={(event) => {
            const isHidden = event.currentTarget.checked;
            void saveBookzyChange(
              'bookzyDevices.setHiddenMode',
              { params, body: { deviceId: device.deviceId, isHidden } },
              `Hidden mode of ${name} ${isHidden ? 'on' : 'off'}`,
            );
          }}
        />
      </Stack>
      {renaming && (
        <RenameDialog
          title="Rename Bookzy device"
          label="Device name"
          name={name}
          maxLength={BOOKZY_DEVICE_NAME_MAX}
          opened={renaming}
          onClose={renameDialog.close}
          onSave={(deviceName) => {
            renameDialog.close();
            void saveBookzyChange('bookzyDevices.rename', { params, body: { deviceName } }, `Rename ${name} → ${deviceName}`);
          }}
        />
      )}
    </Card>
  );
}
