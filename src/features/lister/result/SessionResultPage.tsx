import { Alert, Anchor, Badge, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { listerQueries } from '~/api/lister/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { ListingSession, Shipment } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { SessionHeader } from '../listing/SessionHeader';
import { ShipmentWeight } from '../ShipmentWeight';
import { missingSession } from '../sessionAddress';

/** What a submitted session became (spec 2.1 listings/:sessionId/result): its shipments, and where to box them. */
export function SessionResultPage({ sessionId }: { sessionId: number }) {
  const session = useQuery(listerQueries.session(sessionId));
  return (
    <Stack>
      <QueryStatus query={session} what="session" missing={missingSession(sessionId)} />
      {session.data && <SessionResult session={session.data} />}
    </Stack>
  );
}

function SessionResult({ session }: { session: ListingSession }) {
  const channel = session.channel;
  const listingId = session.id;
  return (
    <>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/listings/$channel/$listingId" params={{ channel, listingId }} />}>
        <Group gap={4}>
          <IconArrowLeft size={16} /> Back to the session's items
        </Group>
      </Anchor>
      <SessionHeader session={session} />
      {session.status === 'OPEN' ? (
        <Alert color="gray">This session is not submitted yet: it has no shipments.</Alert>
      ) : (
        <>
          <Title order={3}>
            {plural(session.shipments.length, 'shipment')}
          </Title>
          <ResponsiveTable minWidth={640} aria-label="Shipments" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Shipment</Table.Th>
                <Table.Th>Destination</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Packed</Table.Th>
                <Table.Th ta="right">Weight</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {session.shipments.map((shipment) => (
                <ShipmentRow key={shipment.id} shipment={shipment} />
              ))}
            </Table.Tbody>
          </ResponsiveTable>
          <Group>
            <Button
              variant="light"
              renderRoot={(props) => <Link {...props} to="/listings/$channel/$listingId/submit-shipments" params={{ channel, listingId }} />}
            >
              Submit shipments and print labels
            </Button>
          </Group>
        </>
      )}
    </>
  );
}

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const packed = shipment.itemQuantity === 0 ? 0 : Math.round((100 * shipment.boxedQuantity) / shipment.itemQuantity);
  return (
    <Table.Tr aria-label={shipment.name}>
      <Cell kind="main">
        <Text fw={500}>{shipment.name}</Text>
        <Text size="xs" c="dimmed">
          {shipment.shipmentCode}
          {shipment.hazmat ? ' · hazmat' : ''}
        </Text>
      </Cell>
      <Cell label="Destination">{shipment.destination}</Cell>
      <Cell label="Status">
        <Badge variant="light" color={shipment.status === 'CANCELLED' ? 'red' : shipment.status === 'BOXING' ? 'blue' : 'green'}>
          {shipment.status}
        </Badge>
      </Cell>
      <Cell label="Packed" miw={160}>
        <Text size="xs">
          {shipment.boxedQuantity} of {plural(shipment.itemQuantity, 'unit')} in {plural(shipment.boxCount, 'box', 'boxes')}
        </Text>
        <Progress value={packed} size="sm" aria-label={`${shipment.name} packed`} />
      </Cell>
      <Cell label="Weight" ta="right">
        <ShipmentWeight shipment={shipment} />
      </Cell>
      <Cell kind="actions">
        {shipment.status === 'BOXING' && (
          <Button
            size="xs"
            leftSection={<IconPackage size={16} />}
            renderRoot={(props) => (
              <Link {...props} to="/listings/$sessionId/boxing/$shipmentId/{-$boxId}" params={{ sessionId: shipment.sessionId, shipmentId: shipment.id }} />
            )}
          >
            Box items
          </Button>
        )}
      </Cell>
    </Table.Tr>
  );
}
