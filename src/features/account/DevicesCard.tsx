import { Button, Card, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Device } from '~/contract';
import { ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { userQueries } from '~/api/user/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { DeviceRow } from './DeviceRow';

/** Devices shown before "Show all": a seller signing in on many browsers should not scroll past them all. */
export const DEVICES_SHOWN = 5;

/** The most recently active devices (the server's order), and this one wherever it stands. */
function firstDevices(devices: Device[]): Device[] {
  const first = devices.slice(0, DEVICES_SHOWN);
  const current = devices.find((device) => device.current);
  return current && !first.includes(current) ? [...first.slice(0, DEVICES_SHOWN - 1), current] : first;
}

/** The browsers and phones signed in to the account (spec 7.1): rename them, remove them. */
export function DevicesCard() {
  const devices = useQuery(userQueries.devices());
  const [all, { toggle }] = useDisclosure(false);
  const shown = devices.data ? (all ? devices.data : firstDevices(devices.data)) : [];
  const hidden = (devices.data?.length ?? 0) - shown.length;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4">
        Signed-in devices
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Remove a device you no longer use or do not recognise; it is signed out at once.
      </Text>
      <QueryStatus query={devices} what="devices" />
      {devices.data && (
        <ResponsiveTable minWidth={420} verticalSpacing="sm" aria-label="Signed-in devices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th>Last active</Table.Th>
              <Table.Th>Signed in</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((device) => (
              <DeviceRow key={device.deviceId} device={device} />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {devices.data && devices.data.length > DEVICES_SHOWN && (
        <Button variant="subtle" size="sm" mt="xs" onClick={toggle} aria-expanded={all} style={{ alignSelf: 'flex-start' }}>
          {all ? `Show the ${DEVICES_SHOWN} most recent` : `Show all ${devices.data.length} devices (${hidden} more)`}
        </Button>
      )}
    </Card>
  );
}
