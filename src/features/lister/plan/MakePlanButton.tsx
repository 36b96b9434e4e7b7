import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSubmitNsession } from '~/api/nsession/mutations';
import { PLAN_SKU_MAX } from '~/contract/nsession';
import { plural } from '~/lib/plural';
import { ConfirmDialog } from '../listing/ConfirmDialog';
import { usePlan } from './planContext';

/** Sends the scanned items to the marketplace as a plan; its packing options follow on their own. */
export function MakePlanButton({ waitingScans }: { waitingScans: number }) {
  const { session, sessionId, type } = usePlan();
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitNsession(sessionId);
  const navigate = useNavigate();
  const tooMany = session.skuQty > PLAN_SKU_MAX;
  const blocked = session.skuQty === 0 || waitingScans > 0 || tooMany;
  const title =
    session.skuQty === 0
      ? 'Scan at least one book first'
      : waitingScans > 0
        ? 'Scans are still on their way to the server'
        : tooMany
          ? `A plan holds at most ${PLAN_SKU_MAX} SKUs`
          : undefined;
  return (
    <>
      <Button leftSection={<IconTruckDelivery size={18} />} disabled={blocked} title={title} onClick={() => setConfirming(true)}>
        Make the plan
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Make the plan?"
          confirmLabel="Make the plan"
          busy={submit.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            submit.mutate(undefined, {
              onSuccess: () => void navigate({ to: '/lister/session/$type/$sessionId/packing-options', params: { type, sessionId } }),
              onSettled: () => setConfirming(false),
            })
          }
        >
          {plural(session.itemQty, 'unit')} of {plural(session.skuQty, 'SKU')} go to the marketplace as a plan. Prices stay editable;
          books can no longer be added or removed.
        </ConfirmDialog>
      )}
    </>
  );
}
