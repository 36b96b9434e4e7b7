import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LtlDetails, LtlDetailsInput, ShipmentStatus } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { listingItems, listingSessions, listingShipments, ltlDetails } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { bumpSession, requireOpen } from './sessionsService';
import { conflict, ownSession, ownShipment, sessionSummary, sessionView, shipmentView, type ShipmentRow } from './shared';

/**
 * Submitting a session into shipments, taking a submission back, and a shipment's later steps
 * (spec 4: "Sessions are submitted to produce shipments. A shipment can be accepted, cancelled, or
 * have a box submitted"), plus partnered LTL freight. BOXING -> BOXED is the boxing module's.
 *
 * Decisions where the spec is silent:
 * - Only an OPEN session with at least one item that the marketplace takes can be submitted.
 *   Restricted items (the marketplace refuses them: error 1069 at boxing) are left out of the plan:
 *   they stay in the session without a shipment, and the seller may remove them.
 * - Shipments are numbered in the plan's order (by destination): "Shipment 1 to AVP1". Hazmat and
 *   battery items (hazmatType set or hasBattery) are planned as hazmat: their own shipment.
 * - Taking a submission back (removeAll) is refused while any shipment is SUBMITTED or ACCEPTED
 *   (the marketplace has its box contents); cancelled ones are deleted along with the rest.
 * - LTL freight can be asked for a BOXED or SUBMITTED shipment; asking again replaces the request.
 *   The freight-ready date may be today or later, by the server clock's UTC day. The quote uses the
 *   items' catalog weight.
 */

async function lockedSessionShipment(tx: Executor, userId: number, sessionId: number, shipmentId: number) {
  const session = await ownSession(tx, userId, sessionId, true);
  return { session, shipment: await ownShipment(tx, session, shipmentId) };
}

export async function submitSession(deps: AppDeps, userId: number, sessionId: number) {
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, userId, sessionId, true);
    requireOpen(session, 'a submission is made');
    const items = await tx
      .select({
        id: listingItems.id,
        isbn13: listingItems.isbn13,
        restricted: listingItems.restricted,
        hazmatType: listingItems.hazmatType,
        hasBattery: listingItems.hasBattery,
      })
      .from(listingItems)
      .where(eq(listingItems.sessionId, session.id))
      .orderBy(asc(listingItems.id));
    if (items.length === 0) throw conflict('The session has no items: add books before submitting it.');
    const lines = items
      .filter((item) => !item.restricted)
      .map((item) => ({ itemId: item.id, isbn13: item.isbn13, hazmat: item.hazmatType !== null || item.hasBattery }));
    if (lines.length === 0) throw conflict('Every item of the session is restricted: the marketplace takes none of them.');
    const plan = await deps.marketplace.planShipments(lines);
    for (const [index, planned] of plan.entries()) {
      const [row] = await tx
        .insert(listingShipments)
        .values({
          sessionId: session.id,
          userId,
          code: '',
          name: `Shipment ${index + 1} to ${planned.destination}`,
          destination: planned.destination,
          status: 'BOXING',
          hazmat: planned.hazmat,
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: listingShipments.id });
      const code = await deps.marketplace.shipmentCode(userId, row!.id);
      await tx.update(listingShipments).set({ code }).where(eq(listingShipments.id, row!.id));
      await tx
        .update(listingItems)
        .set({ shipmentId: row!.id })
        .where(and(eq(listingItems.sessionId, session.id), inArray(listingItems.id, planned.itemIds)));
    }
    const [updated] = await tx
      .update(listingSessions)
      .set({ status: 'SUBMITTED', updatedAt: sql`clock_timestamp()` })
      .where(eq(listingSessions.id, session.id))
      .returning();
    return sessionView(tx, updated!);
  });
}

/** Deletes every shipment of the session with its boxes and LTL request; the session is OPEN again. */
export async function removeAllShipments(deps: AppDeps, userId: number, sessionId: number) {
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, userId, sessionId, true);
    const shipments = await tx.select().from(listingShipments).where(eq(listingShipments.sessionId, session.id));
    if (session.status !== 'SUBMITTED' && shipments.length === 0) {
      throw conflict(`The session is ${session.status}: it has no shipments to take back.`);
    }
    const sent = shipments.find((shipment) => shipment.status === 'SUBMITTED' || shipment.status === 'ACCEPTED');
    if (sent) {
      throw conflict(`${sent.name} is ${sent.status}: the marketplace has its box contents, so the submission cannot be taken back.`);
    }
    await tx.update(listingItems).set({ shipmentId: null }).where(eq(listingItems.sessionId, session.id));
    await tx.delete(listingShipments).where(eq(listingShipments.sessionId, session.id));
    await tx
      .update(listingSessions)
      .set({ status: 'OPEN', updatedAt: sql`clock_timestamp()` })
      .where(eq(listingSessions.id, session.id));
    return sessionSummary(tx, session.id);
  });
}

/** Moves a shipment from one of `from` to `to`, or says which state it is in and what it needs. */
async function transition(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  shipmentId: number,
  from: readonly ShipmentStatus[],
  to: ShipmentStatus,
  refusal: (shipment: ShipmentRow) => string,
) {
  return deps.db.transaction(async (tx) => {
    const { session, shipment } = await lockedSessionShipment(tx, userId, sessionId, shipmentId);
    if (!from.includes(shipment.status as ShipmentStatus)) throw conflict(refusal(shipment));
    await tx.update(listingShipments).set({ status: to }).where(eq(listingShipments.id, shipment.id));
    await bumpSession(tx, session.id);
    return shipmentView(tx, shipment.id);
  });
}

export const acceptShipment = (deps: AppDeps, userId: number, sessionId: number, shipmentId: number) =>
  transition(deps, userId, sessionId, shipmentId, ['SUBMITTED'], 'ACCEPTED', (shipment) =>
    shipment.status === 'ACCEPTED'
      ? `${shipment.name} is already ACCEPTED.`
      : `${shipment.name} is ${shipment.status}: only a shipment whose box contents were submitted (SUBMITTED) can be accepted.`,
  );

export const cancelShipment = (deps: AppDeps, userId: number, sessionId: number, shipmentId: number) =>
  transition(deps, userId, sessionId, shipmentId, ['BOXING', 'BOXED', 'SUBMITTED'], 'CANCELLED', (shipment) =>
    shipment.status === 'CANCELLED'
      ? `${shipment.name} is already CANCELLED.`
      : `${shipment.name} is ${shipment.status}: an accepted shipment can no longer be cancelled.`,
  );

export const submitShipmentBoxes = (deps: AppDeps, userId: number, sessionId: number, shipmentId: number) =>
  transition(deps, userId, sessionId, shipmentId, ['BOXED'], 'SUBMITTED', (shipment) =>
    shipment.status === 'BOXING'
      ? `${shipment.name} is BOXING: finish boxing it (every unit in a measured, weighed box) before submitting its box contents.`
      : `${shipment.name} is ${shipment.status}: only a BOXED shipment can have its box contents submitted.`,
  );

type LtlRow = typeof ltlDetails.$inferSelect;
const toLtl = ({ shipmentId: _shipmentId, ...details }: LtlRow): LtlDetails => details;

export async function saveLtl(deps: AppDeps, userId: number, sessionId: number, shipmentId: number, input: LtlDetailsInput) {
  return deps.db.transaction(async (tx) => {
    const { shipment } = await lockedSessionShipment(tx, userId, sessionId, shipmentId);
    const today = deps.clock().toISOString().slice(0, 10);
    if (input.freightReadyDate < today) throw invalidInput(`freightReadyDate must be today (${today}) or later.`);
    if (shipment.status !== 'BOXED' && shipment.status !== 'SUBMITTED') {
      throw conflict(`${shipment.name} is ${shipment.status}: LTL freight can be asked for a BOXED or SUBMITTED shipment only.`);
    }
    const { weight } = await shipmentView(tx, shipment.id);
    const quote = await deps.marketplace.quoteLtl(input.palletCount, weight, input.freightReadyDate);
    const values = { ...input, ...quote };
    const [row] = await tx
      .insert(ltlDetails)
      .values({ shipmentId: shipment.id, ...values })
      .onConflictDoUpdate({ target: ltlDetails.shipmentId, set: values })
      .returning();
    return toLtl(row!);
  });
}

export async function getLtl(deps: AppDeps, userId: number, sessionId: number, shipmentId: number): Promise<LtlDetails | null> {
  const session = await ownSession(deps.db, userId, sessionId);
  const shipment = await ownShipment(deps.db, session, shipmentId);
  const [row] = await deps.db.select().from(ltlDetails).where(eq(ltlDetails.shipmentId, shipment.id));
  return row ? toLtl(row) : null;
}
