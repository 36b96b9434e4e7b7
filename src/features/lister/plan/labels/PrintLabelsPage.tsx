import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFlag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCompleteNsession } from '~/api/nsession/mutations';
import { operationRunning } from '~/api/nsession/queries';
import { plural } from '~/lib/plural';
import { ConfirmDialog } from '../../listing/ConfirmDialog';
import { usePlan } from '../planContext';
import { ShipmentLabelsCard } from './ShipmentLabelsCard';

/** Step 6: each shipment's labels (box, pallet, bill of lading) on the page type chosen, then the plan complete. */
export function PrintLabelsPage() {
  const { session, sessionId } = usePlan();
  const complete = useCompleteNsession(sessionId);
  const [confirming, setConfirming] = useState(false);
  const done = session.stage === 'COMPLETE';
  return (
    <Stack>
      {done ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Plan complete">
          The boxes are on their way: {plural(session.shipments.length, 'shipment')}, {plural(session.itemQty, 'unit')}. Their books show as Inbound in the Stock Manager.
          <Button mt="sm" display="block" variant="light" renderRoot={(props) => <Link {...props} to="/lister/session/fba" />}>
            Back to the plans
          </Button>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          Print a label for every box (and, for LTL, for every pallet and the bill of lading), stick them on, then mark the plan complete.
        </Text>
      )}
      {session.shipments.map((shipment) => (
        <ShipmentLabelsCard
          key={shipment.shipmentId}
          sessionId={sessionId}
          shipment={shipment}
          transport={session.transportOptions.find((option) => option.id === shipment.transportOptionId)}
        />
      ))}
      {!done && (
        <Group>
          <Button leftSection={<IconFlag size={18} />} disabled={session.stage !== 'LABELS' || operationRunning(session)} onClick={() => setConfirming(true)}>
            Mark plan complete
          </Button>
        </Group>
      )}
      {confirming && (
        <ConfirmDialog
          title="Mark the plan complete?"
          confirmLabel="Mark complete"
          busy={complete.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => complete.mutate(undefined, { onSettled: () => setConfirming(false) })}
        >
          The boxes are labelled and handed to the carrier. The plan then shows as shipped and its books join your stock as Inbound.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
