import { useCancelNsession } from '~/api/nsession/mutations';
import type { Nsession } from '~/contract/nsession';
import { plural } from '~/lib/plural';
import { ConfirmDialog } from '../listing/ConfirmDialog';
import { useNow } from './useNow';

/** A plan can be ended at every step once it exists: the stages where "Cancel plan" is offered. */
export const canCancelPlan = (session: Nsession) => ['PACKING_OPTIONS', 'PACKING', 'PLACEMENT', 'LABELS'].includes(session.stage);

/**
 * Asks before cancelling the marketplace plan. Transport booked longer ago than its void window
 * (24 h small parcel, 1 h LTL) may be charged by the carrier: the seller is told before, and the
 * marketplace's answer says it again.
 */
export function CancelPlanDialog({ session, onClose }: { session: Nsession; onClose(): void }) {
  const cancel = useCancelNsession(Number(session.idStr));
  const now = useNow();
  const booked = session.shipments.filter((shipment) => shipment.transportOptionId !== null);
  const pastWindow = booked.filter((shipment) => shipment.voidableUntil !== null && Date.parse(shipment.voidableUntil) <= now);
  return (
    <ConfirmDialog
      title="Cancel this plan?"
      confirmLabel="Cancel plan"
      dismissLabel="Keep the plan"
      busy={cancel.isPending}
      onClose={onClose}
      onConfirm={() => cancel.mutate(undefined, { onSettled: onClose })}
    >
      The marketplace drops plan {session.planId} and its shipments; the boxes are not expected any more. The plan stays in your list, voided, and can
      then be deleted.
      {booked.length > 0 && ` ${plural(booked.length, 'shipment')} ${booked.length === 1 ? 'has' : 'have'} a carrier booked.`}
      {pastWindow.length > 0 && ` The void window of ${plural(pastWindow.length, 'shipment')} has closed: the carrier may charge for it.`}
    </ConfirmDialog>
  );
}
