import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BoxChangeReply, Nsession, PackingBox, PackingOptionsReply, PackingState } from '../../../src/contract/nsession';
import type { Executor } from '../../db/database';
import { nsessionBoxItems, nsessionBoxes, nsessionItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, restrictedItem } from '../lister/shared';
import { claimOperation, inTransactionWithOperations, requireNoOperationRunning } from './operations';
import { groupView, packingComplete } from './packingCounts';
import { acceptedOption, boxViews, packedItems, packingState } from './packingViews';
import { optionAsPlanned, planItems, planRef, boxesForMarketplace } from './planInputs';
import { boxedQuantities, bumpNsession, nsessionBoxNotFound, nsessionView, ownItem, ownNsession, type NsessionBoxRow, type NsessionRow } from './rows';
import { hasExpired, requireStage, stageOf, withExpiry } from './stage';

/**
 * Packing options and packing (spec 3.3, 4, 7.3). Every change locks the session first.
 *
 * Decisions where the spec is silent:
 * - An item goes only into a box of its own packing group; a restricted one into none (1069).
 * - Boxes may change until a placement is confirmed. A change after the packing information was
 *   sent takes the plan back to packing: the marketplace's placement options were made for the
 *   boxes as they were, so they are dropped and made again when packing is finished again.
 * - Generating packing options again (make-new) empties the boxes: the new options have new groups.
 * - No step starts while the marketplace is still working on the last one.
 */

const BOX_CHANGE_STAGES = ['PACKING', 'PLACEMENT'] as const;

async function lockForBoxChange(tx: Executor, userId: number, sessionId: number): Promise<NsessionRow> {
  const session = await ownNsession(tx, userId, sessionId, true);
  requireStage(session, BOX_CHANGE_STAGES, 'changing boxes');
  if (session.placementOptionId) throw conflict('The placement is confirmed: the boxes can no longer change.');
  await requireNoOperationRunning(tx, sessionId);
  // Boxes changed after they were sent: back to packing (see above).
  if (stageOf(session) === 'PLACEMENT') return bumpNsession(tx, sessionId, { packedAt: null, placementOptions: null, transportOptions: null, shipments: null });
  return session;
}

async function ownBox(tx: Executor, session: NsessionRow, boxId: number) {
  const [box] = await tx
    .select()
    .from(nsessionBoxes)
    .where(and(eq(nsessionBoxes.id, boxId), eq(nsessionBoxes.sessionId, session.id)));
  if (!box) throw nsessionBoxNotFound();
  return box;
}

export async function packingOptions(deps: AppDeps, userId: number, sessionId: number): Promise<PackingOptionsReply> {
  const session = await ownNsession(deps.db, userId, sessionId);
  const items = await packedItems(deps.db, sessionId);
  const options = withExpiry(session.packingOptions, deps.clock()).map((option) => ({
    ...option,
    groups: option.groups.map((group) => groupView(group, items)),
  }));
  return { options, session: await nsessionView(deps.db, session, deps.clock()) };
}

export async function confirmPackingOption(deps: AppDeps, userId: number, sessionId: number, optionId: string): Promise<Nsession> {
  const now = deps.clock();
  return inTransactionWithOperations(deps, async (tx, claimed) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['PACKING_OPTIONS'], 'choosing a packing option');
    await requireNoOperationRunning(tx, sessionId);
    const option = session.packingOptions?.find((candidate) => candidate.id === optionId);
    if (!option) throw conflict('This packing option is not one of the plan’s: reload the options.');
    if (hasExpired(option, now)) throw conflict('This packing option has expired: generate the options again.');
    const plan = await planRef(tx, session);
    claimed.push(await claimOperation(tx, session, 'CONFIRM_PACKING_OPTION', now, () => deps.marketplace.inbound.confirmPackingOption(plan, option, now), { optionId }));
    return nsessionView(tx, await bumpNsession(tx, sessionId), now);
  });
}

export async function makeNewPackingOptions(deps: AppDeps, userId: number, sessionId: number): Promise<Nsession> {
  const now = deps.clock();
  return inTransactionWithOperations(deps, async (tx, claimed) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['PACKING_OPTIONS', 'PACKING'], 'generating packing options again');
    await requireNoOperationRunning(tx, sessionId);
    if (!session.planId) throw conflict('The plan is still being made: wait a moment and try again.');
    await tx.delete(nsessionBoxes).where(eq(nsessionBoxes.sessionId, sessionId));
    const renewed = await bumpNsession(tx, sessionId, { packingOptions: null, packingOptionId: null, packingGeneration: session.packingGeneration + 1 });
    const plan = await planRef(tx, renewed);
    claimed.push(await claimOperation(tx, renewed, 'GENERATE_PACKING_OPTIONS', now, () => deps.marketplace.inbound.generatePackingOptions(plan, renewed.packingGeneration, now)));
    return nsessionView(tx, renewed, now);
  });
}

export async function readPackingState(deps: AppDeps, userId: number, sessionId: number): Promise<PackingState> {
  return packingState(deps.db, await ownNsession(deps.db, userId, sessionId));
}

export async function createPackingBox(deps: AppDeps, userId: number, sessionId: number, packingGroupId: string): Promise<PackingBox> {
  return deps.db.transaction(async (tx) => {
    const session = await lockForBoxChange(tx, userId, sessionId);
    if (!acceptedOption(session)?.groups.some((group) => group.id === packingGroupId)) {
      throw conflict('This packing group is not one of the accepted packing option’s.');
    }
    const [box] = await tx.insert(nsessionBoxes).values({ sessionId, userId, packingGroupId, number: session.nextBoxNumber }).returning();
    await bumpNsession(tx, sessionId, { nextBoxNumber: session.nextBoxNumber + 1 });
    return (await boxViews(tx, [box!]))[0]!;
  });
}

export async function readPackingBox(deps: AppDeps, userId: number, sessionId: number, boxId: number): Promise<PackingBox> {
  const session = await ownNsession(deps.db, userId, sessionId);
  return (await boxViews(deps.db, [await ownBox(deps.db, session, boxId)]))[0]!;
}

export async function removePackingBox(deps: AppDeps, userId: number, sessionId: number, boxId: number): Promise<PackingState> {
  return deps.db.transaction(async (tx) => {
    const session = await lockForBoxChange(tx, userId, sessionId);
    await ownBox(tx, session, boxId);
    await tx.delete(nsessionBoxes).where(eq(nsessionBoxes.id, boxId));
    return packingState(tx, session);
  });
}

async function boxChangeReply(tx: Executor, session: NsessionRow, box: NsessionBoxRow, itemIds: readonly number[]): Promise<BoxChangeReply> {
  // One read of every item's boxed units answers the box's group and whether the plan is complete.
  const items = await packedItems(tx, session.id);
  const views = acceptedOption(session)!.groups.map((group) => groupView(group, items));
  const boxedOf = new Map((await tx.select({ id: nsessionItems.id, fnsku: nsessionItems.fnsku }).from(nsessionItems).where(inArray(nsessionItems.id, [...itemIds]))).map((row) => [row.id, items.get(row.fnsku)?.boxed ?? 0]));
  return {
    box: (await boxViews(tx, [box]))[0]!,
    group: views.find((view) => view.idStr === box.packingGroupId)!,
    items: itemIds.map((id) => ({ idStr: String(id), boxedQty: boxedOf.get(id) ?? 0 })),
    complete: packingComplete(views),
  };
}

async function putUnits(tx: Executor, boxId: number, itemId: number, quantity: number) {
  await tx
    .insert(nsessionBoxItems)
    .values({ boxId, itemId, quantity })
    .onConflictDoUpdate({ target: [nsessionBoxItems.boxId, nsessionBoxItems.itemId], set: { quantity: sql`${nsessionBoxItems.quantity} + ${quantity}` } });
}

/** Spec 5: more in the box than taken out, the box keeps the rest; otherwise the entry goes. */
async function takeUnits(tx: Executor, boxId: number, itemId: number, quantity: number) {
  const [entry] = await tx
    .select()
    .from(nsessionBoxItems)
    .where(and(eq(nsessionBoxItems.boxId, boxId), eq(nsessionBoxItems.itemId, itemId)))
    .for('update');
  if (!entry) throw conflict('This item is not in the box.');
  if (quantity > entry.quantity) throw conflict(`The box holds ${entry.quantity} of this item; ${quantity} cannot be taken out.`);
  if (entry.quantity > quantity) {
    await tx.update(nsessionBoxItems).set({ quantity: entry.quantity - quantity }).where(and(eq(nsessionBoxItems.boxId, boxId), eq(nsessionBoxItems.itemId, itemId)));
  } else {
    await tx.delete(nsessionBoxItems).where(and(eq(nsessionBoxItems.boxId, boxId), eq(nsessionBoxItems.itemId, itemId)));
  }
}

export async function addToPackingBox(deps: AppDeps, userId: number, sessionId: number, boxId: number, itemId: number, quantity: number): Promise<BoxChangeReply> {
  return deps.db.transaction(async (tx) => {
    const session = await lockForBoxChange(tx, userId, sessionId);
    const box = await ownBox(tx, session, boxId);
    const item = await ownItem(tx, session, itemId);
    if (item.restricted) throw restrictedItem();
    const group = acceptedOption(session)!.groups.find((candidate) => candidate.items.some((entry) => entry.fnsku === item.fnsku));
    if (group?.id !== box.packingGroupId) throw conflict('This book belongs to another packing group: put it in a box of that group.');
    const boxed = (await boxedQuantities(tx, [itemId])).get(itemId) ?? 0;
    const left = item.quantity - boxed;
    if (quantity > left) throw conflict(left === 0 ? 'Every unit of this book is already boxed.' : `Only ${left} of this book ${left === 1 ? 'is' : 'are'} left to box.`);
    await putUnits(tx, boxId, itemId, quantity);
    return boxChangeReply(tx, session, box, [itemId]);
  });
}

export async function removeFromPackingBox(deps: AppDeps, userId: number, sessionId: number, boxId: number, itemId: number, quantity: number): Promise<BoxChangeReply> {
  return deps.db.transaction(async (tx) => {
    const session = await lockForBoxChange(tx, userId, sessionId);
    const box = await ownBox(tx, session, boxId);
    await ownItem(tx, session, itemId);
    await takeUnits(tx, boxId, itemId, quantity);
    return boxChangeReply(tx, session, box, [itemId]);
  });
}

export async function bulkBoxSpecs(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  specs: { boxIds: number[]; length?: number | undefined; width?: number | undefined; height?: number | undefined; weight?: number | undefined },
): Promise<PackingState> {
  return deps.db.transaction(async (tx) => {
    const session = await lockForBoxChange(tx, userId, sessionId);
    const { boxIds, ...sizes } = specs;
    const changes = Object.fromEntries(Object.entries(sizes).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) throw conflict('Give at least one size or the weight.');
    for (const boxId of new Set(boxIds)) await ownBox(tx, session, boxId);
    for (const boxId of new Set(boxIds)) await tx.update(nsessionBoxes).set(changes).where(eq(nsessionBoxes.id, boxId));
    return packingState(tx, session);
  });
}

export async function bulkMoveUnits(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  boxId: number,
  move: { targetBoxId: number; items: { itemId: number; quantity: number }[] },
): Promise<PackingState> {
  return deps.db.transaction(async (tx) => {
    const session = await lockForBoxChange(tx, userId, sessionId);
    const from = await ownBox(tx, session, boxId);
    const to = await ownBox(tx, session, move.targetBoxId);
    if (from.id === to.id) throw conflict('Choose another box to move the units to.');
    if (from.packingGroupId !== to.packingGroupId) throw conflict('Units move only between boxes of the same packing group.');
    for (const { itemId, quantity } of move.items) {
      await takeUnits(tx, from.id, itemId, quantity);
      await putUnits(tx, to.id, itemId, quantity);
    }
    return packingState(tx, session);
  });
}

/** Sends the packing information once every unit is boxed; placement options follow. */
export async function finishPacking(deps: AppDeps, userId: number, sessionId: number, again = false): Promise<Nsession> {
  const now = deps.clock();
  return inTransactionWithOperations(deps, async (tx, claimed) => {
    let session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, again ? BOX_CHANGE_STAGES : ['PACKING'], again ? 'sending the packing information again' : 'finishing packing');
    if (session.placementOptionId) throw conflict('The placement is confirmed: the packing information can no longer change.');
    await requireNoOperationRunning(tx, sessionId);
    const state = await packingState(tx, session);
    if (!state.complete) {
      const open = state.groups.filter((group) => group.boxedUnitQty < group.unitQty);
      const words = open.map((group) => `group ${state.groups.indexOf(group) + 1} has ${group.boxedUnitQty} of ${group.unitQty} units boxed`);
      throw conflict(`Packing is not complete: ${words.join('; ')}.`);
    }
    if (session.packedAt) session = await bumpNsession(tx, sessionId, { packedAt: null, placementOptions: null, transportOptions: null, shipments: null });
    const items = await planItems(tx, sessionId);
    const option = optionAsPlanned(acceptedOption(session)!, items);
    const plan = { planId: session.planId!, items };
    const boxes = await boxesForMarketplace(tx, sessionId);
    claimed.push(await claimOperation(tx, session, 'SET_PACKING_INFORMATION', now, () => deps.marketplace.inbound.setPackingInformation(plan, option, boxes, now)));
    return nsessionView(tx, await bumpNsession(tx, sessionId), now);
  });
}
