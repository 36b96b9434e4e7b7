import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Nsession, ShippingMethod } from '~/contract/nsession';
import { formatPounds } from '../../channels';
import { formatCents } from '~/lib/money';
import { plural } from '~/lib/plural';
import { Countdown } from '../Countdown';
import { useNow } from '../useNow';

interface BookedShipmentsProps {
  session: Nsession;
  busy: boolean;
  onVoid(shipmentId: string): void;
  onBook(method: ShippingMethod): void;
}

/** The confirmed placement's shipments: each one's id for labels, its carrier and its void window. */
export function BookedShipments({ session, busy, onVoid, onBook }: BookedShipmentsProps) {
  const now = useNow();
  const unbooked = session.shipments.filter((shipment) => !shipment.transportOptionId);
  return (
    <Stack>
      {session.shipments.map((shipment) => {
        const transport = session.transportOptions.find((option) => option.id === shipment.transportOptionId);
        return (
          <Card key={shipment.shipmentId} withBorder radius="md" component="section" aria-label={`Shipment ${shipment.confirmationId}`}>
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={3} size="h5">
                  {shipment.confirmationId} to {shipment.destination}
                </Title>
                <Text size="sm" c="dimmed">
                  {plural(shipment.boxIds.length, 'box', 'boxes')} · {plural(shipment.units, 'unit')} · {formatPounds(shipment.weight)}
                </Text>
                {transport ? (
                  <Text size="sm">
                    {transport.carrier}, {formatCents(transport.cost)}
                    {transport.pallets ? ` · ${plural(transport.pallets, 'pallet')}, class ${transport.freightClass}` : ''}
                  </Text>
                ) : (
                  <Badge color="orange" variant="light" w="fit-content">
                    No carrier booked
                  </Badge>
                )}
              </Stack>
              {shipment.voidableUntil && (
                <Stack gap={4} align="flex-end">
                  <Countdown until={shipment.voidableUntil} label="Can be voided for" passed="Void window closed" />
                  <Button size="xs" variant="light" color="red" disabled={busy || Date.parse(shipment.voidableUntil) <= now} onClick={() => onVoid(shipment.shipmentId)}>
                    Void transport
                  </Button>
                </Stack>
              )}
            </Group>
          </Card>
        );
      })}
      {unbooked.length > 0 && (
        <Group>
          <Text size="sm">Book the partnered carrier for {plural(unbooked.length, 'shipment')}:</Text>
          <Button size="xs" disabled={busy} onClick={() => onBook('SPD')}>
            Small parcel
          </Button>
          <Button size="xs" variant="default" disabled={busy} onClick={() => onBook('LTL')}>
            LTL
          </Button>
        </Group>
      )}
    </Stack>
  );
}
