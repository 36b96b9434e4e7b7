import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { operationRunning } from '~/api/nsession/queries';
import type { Nsession, ShippingMethod } from '~/contract/nsession';
import { formatPounds } from '../../channels';
import { formatCents } from '~/lib/money';
import { plural } from '~/lib/plural';
import { Countdown } from '../Countdown';
import { useNow } from '../useNow';
import { bookingQuotes } from './comparison';

interface BookedShipmentsProps {
  session: Nsession;
  busy: boolean;
  onVoid(shipmentId: string): void;
  onBook(method: ShippingMethod): void;
  onRequote(): void;
  onCancelPlan(): void;
}

/**
 * The confirmed placement's shipments: each one's id for labels, its carrier and its void window;
 * for those without a carrier, booking it, or new quotes when they expired, or ending the plan.
 */
export function BookedShipments({ session, busy, onVoid, onBook, onRequote, onCancelPlan }: BookedShipmentsProps) {
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
      {/* While the marketplace books (the confirm's second half) or voids, the shipments wait for its answer. */}
      {unbooked.length > 0 && !operationRunning(session) && (
        <BookCarrier shipmentIds={unbooked.map((shipment) => shipment.shipmentId)} session={session} now={now} busy={busy} onBook={onBook} onRequote={onRequote} onCancelPlan={onCancelPlan} />
      )}
    </Stack>
  );
}

const METHOD_WORDS: Record<ShippingMethod, string> = { SPD: 'Small parcel', LTL: 'LTL' };

type BookCarrierProps = Pick<BookedShipmentsProps, 'session' | 'busy' | 'onBook' | 'onRequote' | 'onCancelPlan'> & { shipmentIds: string[]; now: number };

/** Shipments without a carrier: book it at the standing quote, or get new quotes first; or end the plan. */
function BookCarrier({ shipmentIds, session, now, busy, onBook, onRequote, onCancelPlan }: BookCarrierProps) {
  const quotes = bookingQuotes(shipmentIds, session.transportOptions, now);
  const methods = (['SPD', 'LTL'] as const).filter((method) => quotes[method].bookable);
  const expiresAt = methods.flatMap((method) => {
    const quote = quotes[method];
    return quote.bookable ? [quote.expiresAt] : [];
  }).sort()[0];
  const count = plural(shipmentIds.length, 'shipment');
  return (
    <Alert color="orange" title={`${count} without a carrier`}>
      <Stack gap="xs">
        {methods.length > 0 ? (
          <>
            <Group gap="xs">
              <Text size="sm">Book the partnered carrier for {count}:</Text>
              {expiresAt && <Countdown until={expiresAt} label="Quotes stand for" passed="Quotes expired" />}
            </Group>
            <Group gap="xs">
              {methods.map((method) => {
                const quote = quotes[method];
                return (
                  <Button key={method} size="xs" variant={method === 'SPD' ? 'filled' : 'default'} disabled={busy} onClick={() => onBook(method)}>
                    {METHOD_WORDS[method]}
                    {quote.bookable ? `, ${formatCents(quote.cost)}` : ''}
                  </Button>
                );
              })}
            </Group>
          </>
        ) : (
          <Text size="sm">
            The carrier quotes for {shipmentIds.length === 1 ? 'this shipment' : 'these shipments'} have expired (quotes stand about three days). Get new quotes
            from the marketplace, then book the carrier; the placement stays confirmed.
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant={methods.length > 0 ? 'subtle' : 'filled'} leftSection={<IconRefresh size={14} />} disabled={busy} onClick={onRequote}>
            Get new carrier quotes
          </Button>
          <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={onCancelPlan}>
            Cancel the plan instead
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
