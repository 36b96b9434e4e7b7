import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useConfirmPlacement, useConfirmTransport, useRequoteTransport, useResetPlacement, useVoidTransport } from '~/api/nsession/mutations';
import { operationRunning } from '~/api/nsession/queries';
import type { ShippingMethod } from '~/contract/nsession';
import { formatCents } from '~/lib/money';
import { ConfirmDialog } from '../../listing/ConfirmDialog';
import { CancelPlanDialog } from '../CancelPlanDialog';
import { usePlan } from '../planContext';
import { BookedShipments } from './BookedShipments';
import { cheapestChoice, placementComparison, type PlacementRow } from './comparison';
import { PlacementTable } from './PlacementTable';

/**
 * Step 5: where the plan goes and who carries it. Every placement option with each carrier method
 * is compared before anything is confirmed; choosing one confirms the placement and books the
 * partnered carrier for all its shipments in one server step (spec 4: only the partnered carrier,
 * only seller labels). A shipment left without a carrier (voided, or its quotes expired) is booked
 * here again, after new quotes if need be; the plan can be cancelled from here too.
 */
export function PlacementPage() {
  const { session, sessionId, type } = usePlan();
  const confirm = useConfirmPlacement(sessionId);
  const book = useConfirmTransport(sessionId);
  const requote = useRequoteTransport(sessionId);
  const voidTransport = useVoidTransport(sessionId);
  const reset = useResetPlacement(sessionId);
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ row: PlacementRow; method: ShippingMethod }>();
  const [cancelling, setCancelling] = useState(false);
  const running = operationRunning(session);
  const rows = useMemo(() => placementComparison(session.placementOptions, session.transportOptions), [session.placementOptions, session.transportOptions]);
  const cheapest = cheapestChoice(rows);
  const placed = session.placementOptionIdStr;

  // Once every shipment is booked, the labels are next.
  const [booked, setBooked] = useState(false);
  useEffect(() => {
    if (booked && session.stage === 'LABELS') void navigate({ to: '/lister/session/$type/$sessionId/print-labels', params: { type, sessionId } });
  }, [booked, navigate, session.stage, sessionId, type]);

  const allExpired = !placed && rows.length > 0 && rows.every((row) => row.option.status === 'EXPIRED');
  return (
    <Stack>
      {!placed && (
        <Text size="sm" c="dimmed">
          Each way of splitting the plan across the marketplace’s warehouses, with its fee and each carrier’s cost, before anything is confirmed.
        </Text>
      )}
      {rows.length === 0 && !running && (
        <Alert color="gray" title="No placement options yet">
          <Button mt="xs" leftSection={<IconRefresh size={16} />} loading={reset.isPending} onClick={() => reset.mutate()}>
            Generate placement options
          </Button>
        </Alert>
      )}
      {allExpired && (
        <Alert color="orange" title="These options have expired">
          Placement options stand for about three days. Generate new ones to go on.
          <Button mt="sm" display="block" leftSection={<IconRefresh size={16} />} loading={reset.isPending} disabled={running} onClick={() => reset.mutate()}>
            Generate options again
          </Button>
        </Alert>
      )}
      {rows.length > 0 && <PlacementTable rows={rows} cheapest={cheapest} canChoose={!placed && !running && !confirm.isPending} onChoose={(row, method) => setAsking({ row, method })} />}
      <Group gap="xl" align="flex-start">
        <Radio.Group label="Carrier" value="partnered" readOnly>
          <Stack gap={4} mt={4}>
            <Radio value="partnered" label="The marketplace’s partnered carrier" />
            <Radio value="own" label="Your own carrier" disabled description="Only the marketplace-partnered carrier can be booked" />
          </Stack>
        </Radio.Group>
        <Radio.Group label="Labels" value="seller" readOnly>
          <Stack gap={4} mt={4}>
            <Radio value="seller" label="Seller labeled" />
            <Radio value="marketplace" label="Labeled by the marketplace" disabled description="The marketplace no longer labels for sellers" />
          </Stack>
        </Radio.Group>
      </Group>
      {placed && (
        <BookedShipments
          session={session}
          busy={running || book.isPending || voidTransport.isPending || requote.isPending}
          onVoid={(shipmentId) => voidTransport.mutate({ placementId: placed, shipmentId })}
          onBook={(method) => book.mutate({ placementId: placed, method }, { onSuccess: () => setBooked(true) })}
          onRequote={() => requote.mutate(placed)}
          onCancelPlan={() => setCancelling(true)}
        />
      )}
      {session.stage === 'LABELS' && (
        <Button w="fit-content" leftSection={<IconPrinter size={18} />} renderRoot={(props) => <Link {...props} to="/lister/session/$type/$sessionId/print-labels" params={{ type, sessionId }} />}>
          Print labels
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title="Confirm this placement and carrier?"
          confirmLabel={`Confirm for ${formatCents(asking.row.choices[asking.method].total)}`}
          dismissLabel="Back to the options"
          busy={confirm.isPending}
          onClose={() => setAsking(undefined)}
          onConfirm={() =>
            confirm.mutate(
              { placementId: asking.row.option.id, method: asking.method },
              { onSuccess: () => setBooked(true), onSettled: () => setAsking(undefined) },
            )
          }
        >
          {asking.row.option.name}, {asking.method === 'SPD' ? 'small parcel' : 'LTL'} by the partnered carrier: {formatCents(asking.row.option.fee)} placement fee and{' '}
          {formatCents(asking.row.choices[asking.method].carrierCost)} for the carrier. The transport can be voided for 24 hours (small parcel) or 1 hour (LTL).
        </ConfirmDialog>
      )}
      {cancelling && <CancelPlanDialog session={session} onClose={() => setCancelling(false)} />}
    </Stack>
  );
}
