import { Card, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '~/api/user/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { DeviceRow } from './DeviceRow';

/** The browsers and phones signed in to the account (spec 7.1): rename them, remove them. */
export function DevicesCard() {
  const devices = useQuery(userQueries.devices());
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
            {devices.data.map((device) => (
              <DeviceRow key={device.deviceId} device={device} />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Card>
  );
}
