import type { Nsession, ShipmentDetail, ShippingMethod, TransportOption } from '../../../src/contract/nsession';
import type { Executor } from '../../db/database';
import type { AppDeps } from '../../deps';
import { conflict } from '../lister/shared';
import { claimOperation, inTransactionWithOperations, lastAsked, requireNoOperationRunning, type ClaimedOperation } from './operations';
import { boxViews, sessionBoxes } from './packingViews';
import { boxesForMarketplace, planRef } from './planInputs';
import { bumpNsession, nsessionView, ownNsession, type NsessionRow } from './rows';
import { hasExpired, requireStage } from './stage';

/**
 * Placement and transport (design/INBOUND.md steps 4 to 8): confirm a placement option together
 * with the partnered carrier for its shipments, book a voided shipment again, quote the carriers
 * of a confirmed placement again, void a shipment's transport within its window.
 *
 * Decisions where the spec is silent:
 * - Transport is chosen by method for all shipments at once (the partnered carrier is the only one
 *   that can be chosen, so the method is the only choice); a voided shipment is booked again the same way.
 * - Confirming a placement with its carrier is one step: it starts only when every shipment has a
 *   standing quote of that method, and the carrier is booked as soon as the marketplace has
 *   confirmed the placement. Asked again while it runs or once it has run, it answers the plan as
 *   the first ask left it, so a second click or a retry never books twice nor reads as an error.
 * - Placement options are generated again (reset) only before one is confirmed; after that the
 *   marketplace quotes the carriers again for the shipments not booked (quotes expire with their
 *   placement option, 72 h, and a voided shipment may be booked again later).
 */

const placementOf = (session: NsessionRow, placementId: string) => session.placementOptions?.find((option) => option.id === placementId);

async function start(deps: AppDeps, userId: number, sessionId: number, step: (tx: Executor, session: NsessionRow, now: Date, claimed: ClaimedOperation[]) => Promise<void>) {
  const now = deps.clock();
  return inTransactionWithOperations(deps, async (tx, claimed): Promise<Nsession> => {
    const session = await ownNsession(tx, userId, sessionId, true);
    await requireNoOperationRunning(tx, sessionId);
    await step(tx, session, now, claimed);
    return nsessionView(tx, await bumpNsession(tx, sessionId), now);
  });
}

/**
 * The partnered carrier's standing quote of `method` for each of these shipments, or the reason
 * there is none: not quoted yet, or expired (then the carriers are quoted again).
 */
export function liveQuotes(session: NsessionRow, shipmentIds: readonly string[], method: ShippingMethod, now: Date): TransportOption[] {
  return shipmentIds.map((shipmentId) => {
    const quotes = (session.transportOptions ?? []).filter((option) => option.shipmentId === shipmentId && option.method === method && option.partnered);
    if (quotes.length === 0) throw conflict('The carriers’ options for this placement are not there yet: wait a moment and try again.');
    const standing = quotes.find((option) => !hasExpired(option, now));
    if (!standing) {
      throw conflict(
        session.placementOptionId
          ? 'The carrier quotes have expired: get new quotes, then book the carrier.'
          : 'The transport options have expired: generate the placement options again.',
      );
    }
    return standing;
  });
}

/** Confirms the placement option and books the partnered carrier of `method` for all its shipments: one step, asked once. */
export function confirmPlacementWithCarrier(deps: AppDeps, userId: number, sessionId: number, placementId: string, method: ShippingMethod) {
  const now = deps.clock();
  return inTransactionWithOperations(deps, async (tx, claimed): Promise<Nsession> => {
    const session = await ownNsession(tx, userId, sessionId, true);
    const asked = await lastAsked(tx, sessionId, 'CONFIRM_PLACEMENT_OPTION');
    if (asked?.placementOptionId === placementId && asked.method === method) return nsessionView(tx, session, now);
    requireStage(session, ['PLACEMENT'], 'confirming a placement');
    await requireNoOperationRunning(tx, sessionId);
    if (session.placementOptionId) throw conflict('A placement is already confirmed for this plan.');
    const placement = placementOf(session, placementId);
    if (!placement) throw conflict('This placement option is not one of the plan’s: reload the options.');
    if (hasExpired(placement, now)) throw conflict('This placement option has expired: generate the options again.');
    // Both or neither: the carrier must be bookable before the placement is confirmed.
    const carriers = liveQuotes(session, placement.shipments.map((shipment) => shipment.id), method, now);
    const plan = await planRef(tx, session);
    const confirm = () => deps.marketplace.inbound.confirmPlacementOption(plan, placement, now);
    claimed.push(await claimOperation(tx, session, 'CONFIRM_PLACEMENT_OPTION', now, confirm, { placementOptionId: placementId, method, carriers }));
    return nsessionView(tx, await bumpNsession(tx, sessionId), now);
  });
}

export function selectPlacement(deps: AppDeps, userId: number, sessionId: number, placementOptionId: string) {
  return start(deps, userId, sessionId, async (tx, session, now, claimed) => {
    requireStage(session, ['PLACEMENT'], 'confirming a placement');
    if (session.placementOptionId) throw conflict('A placement is already confirmed for this plan.');
    const placement = placementOf(session, placementOptionId);
    if (!placement) throw conflict('This placement option is not one of the plan’s: reload the options.');
    if (hasExpired(placement, now)) throw conflict('This placement option has expired: generate the options again.');
    const plan = await planRef(tx, session);
    claimed.push(await claimOperation(tx, session, 'CONFIRM_PLACEMENT_OPTION', now, () => deps.marketplace.inbound.confirmPlacementOption(plan, placement, now), { placementOptionId }));
  });
}

export function resetPlacement(deps: AppDeps, userId: number, sessionId: number) {
  return start(deps, userId, sessionId, async (tx, session, now, claimed) => {
    requireStage(session, ['PLACEMENT'], 'generating placement options again');
    if (session.placementOptionId) throw conflict('A placement is confirmed: its options can no longer be generated again.');
    const renewed = await bumpNsession(tx, session.id, {
      placementOptions: null,
      transportOptions: null,
      placementGeneration: session.placementGeneration + 1,
    });
    const plan = await planRef(tx, renewed);
    const boxes = await boxesForMarketplace(tx, session.id);
    claimed.push(await claimOperation(tx, renewed, 'GENERATE_PLACEMENT_OPTIONS', now, () => deps.marketplace.inbound.generatePlacementOptions(plan, boxes, renewed.placementGeneration, now)));
  });
}

export function confirmTransportForAll(deps: AppDeps, userId: number, sessionId: number, placementId: string, method: ShippingMethod) {
  return start(deps, userId, sessionId, async (tx, session, now, claimed) => {
    requireStage(session, ['PLACEMENT'], 'confirming transport');
    if (!placementOf(session, placementId)) throw conflict('This placement option is not one of the plan’s: reload the options.');
    if (session.placementOptionId !== placementId) throw conflict('Confirm this placement option before its transport.');
    const open = (session.shipments ?? []).filter((shipment) => !shipment.transportOptionId);
    const chosen = liveQuotes(session, open.map((shipment) => shipment.shipmentId), method, now);
    const plan = await planRef(tx, session);
    claimed.push(await claimOperation(tx, session, 'CONFIRM_TRANSPORTATION_OPTIONS', now, () => deps.marketplace.inbound.confirmTransportationOptions(plan, chosen, now), { options: chosen }));
  });
}

/** New carrier quotes for the confirmed placement's shipments that have no transport booked. */
export function requoteTransport(deps: AppDeps, userId: number, sessionId: number, placementId: string) {
  return start(deps, userId, sessionId, async (tx, session, now, claimed) => {
    requireStage(session, ['PLACEMENT'], 'quoting the carriers again');
    const placement = placementOf(session, placementId);
    if (!placement || session.placementOptionId !== placementId) throw conflict('This placement option is not the confirmed one.');
    const open = new Set((session.shipments ?? []).filter((shipment) => !shipment.transportOptionId).map((shipment) => shipment.shipmentId));
    const unbooked = { ...placement, shipments: placement.shipments.filter((shipment) => open.has(shipment.id)) };
    const plan = await planRef(tx, session);
    const boxes = await boxesForMarketplace(tx, session.id);
    const quote = () => deps.marketplace.inbound.generateTransportationOptions(plan, unbooked, boxes, now);
    claimed.push(await claimOperation(tx, session, 'GENERATE_TRANSPORTATION_OPTIONS', now, quote, { placementOptionId: placementId }));
  });
}

export function voidShipmentTransport(deps: AppDeps, userId: number, sessionId: number, placementId: string, shipmentId: string) {
  return start(deps, userId, sessionId, async (tx, session, now, claimed) => {
    requireStage(session, ['PLACEMENT', 'LABELS'], 'voiding transport');
    if (session.placementOptionId !== placementId) throw conflict('This placement option is not the confirmed one.');
    const shipment = session.shipments?.find((candidate) => candidate.shipmentId === shipmentId);
    if (!shipment?.transportOptionId || !shipment.voidableUntil) throw conflict('This shipment has no confirmed transport to void.');
    if (hasExpired({ expiresAt: shipment.voidableUntil }, now)) {
      throw conflict(`The transport of this shipment could be voided until ${shipment.voidableUntil}; that window has closed.`);
    }
    const plan = await planRef(tx, session);
    const voidableUntil = shipment.voidableUntil;
    claimed.push(await claimOperation(tx, session, 'VOID_TRANSPORTATION', now, () => deps.marketplace.inbound.voidTransportation(plan, shipmentId, voidableUntil, now), { shipmentId }));
  });
}

export async function shipmentDetail(deps: AppDeps, userId: number, sessionId: number, placementId: string, shipmentId: string): Promise<ShipmentDetail> {
  const session = await ownNsession(deps.db, userId, sessionId);
  const shipment = placementOf(session, placementId)?.shipments.find((candidate) => candidate.id === shipmentId);
  if (!shipment) throw conflict('This shipment is not one of the placement option’s: reload the options.');
  const boxes = (await sessionBoxes(deps.db, sessionId)).filter((box) => shipment.boxIds.includes(box.id));
  const confirmed = session.shipments?.find((candidate) => candidate.shipmentId === shipmentId);
  return {
    shipment,
    confirmationId: session.placementOptionId === placementId ? confirmed?.confirmationId ?? null : null,
    boxes: await boxViews(deps.db, boxes),
    transportOptions: (session.transportOptions ?? []).filter((option) => option.shipmentId === shipmentId),
    transportOptionId: confirmed?.transportOptionId ?? null,
  };
}
