import { sellerApi } from '../../src/contract';
import type { Nsession, NsessionItem, PackingBox, PackingOptionView, PackingState } from '../../src/contract/nsession';
import { isbnsWhere, plainIsbns } from './lister';
import { restrictedIsbns } from '../modules/lister/boxingTesting';
import { createNsession, newNsessionSeller, nsessionCalls, settleOperations } from './nsession';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/**
 * Plans of the newer flow brought to a step, for the packing and placement tests: books scanned,
 * the plan made, a packing option accepted, every unit boxed and measured, the packing sent.
 */

export interface PlanBooks {
  plain?: number;
  restricted?: number;
  hazmat?: number;
  from?: number;
}

export const hazmatIsbns = (count: number, from = 0) =>
  isbnsWhere(count, (book) => book.terms.hazmatType !== null && !book.terms.restricted && !book.severalEditions, from);

export async function scannedPlan(server: TestServer, books: PlanBooks, seller?: SellerAuth) {
  const owner = seller ?? (await newNsessionSeller(server));
  const session = await createNsession(server, owner);
  const sessionId = Number(session.idStr);
  const calls = nsessionCalls(server, owner, sessionId);
  const isbns = [...plainIsbns(books.plain ?? 0, books.from ?? 0), ...restrictedIsbns(books.restricted ?? 0), ...hazmatIsbns(books.hazmat ?? 0, books.from ?? 0)];
  const items: NsessionItem[] = [];
  for (const isbn of isbns) items.push((await calls.add(isbn)).item!);
  return { seller: owner, sessionId, calls, items, auth: { auth: owner } };
}

export type ScannedPlan = Awaited<ReturnType<typeof scannedPlan>>;

/** Submits and settles: the plan with its packing options. */
export async function plannedPlan(server: TestServer, books: PlanBooks) {
  const plan = await scannedPlan(server, books);
  dataOf(await plan.calls.submit());
  await settleOperations(server, plan.sessionId);
  return { ...plan, options: (await plan.calls.options()).options };
}

/** Accepts the option (the first unless picked) and settles: ready to pack. */
export async function packingPlan(server: TestServer, books: PlanBooks, pick: (options: PackingOptionView[]) => PackingOptionView = (options) => options[0]!) {
  const plan = await plannedPlan(server, books);
  const option = pick(plan.options);
  dataOf(await plan.calls.confirmOption(option.id));
  await settleOperations(server, plan.sessionId);
  return { ...plan, option };
}

export function boxCalls(server: TestServer, plan: ScannedPlan) {
  const { sessionId, auth } = plan;
  const packing = sellerApi.nsessionPacking;
  return {
    create: async (packingGroupId: string) => dataOf(await server.call<PackingBox>(packing.createBox, { params: { sessionId }, body: { packingGroupId } }, auth)),
    add: (boxId: string, itemId: string, quantity: number) => server.call(packing.addToBox, { params: { sessionId, boxId }, body: { itemId, quantity } }, auth),
    take: (boxId: string, itemId: string, quantity: number) => server.call(packing.removeFromBox, { params: { sessionId, boxId }, body: { itemId, quantity } }, auth),
    specs: (boxIds: string[], sizes: Record<string, number>) => server.call<PackingState>(packing.bulkSpecs, { params: { sessionId }, body: { boxIds, ...sizes } }, auth),
    move: (boxId: string, targetBoxId: string, items: { itemId: string; quantity: number }[]) =>
      server.call<PackingState>(packing.bulkMove, { params: { sessionId, boxId }, body: { targetBoxId, items } }, auth),
    removeBox: (boxId: string) => server.call<PackingState>(packing.removeBox, { params: { sessionId, boxId } }, auth),
    unboxed: (itemId: string, newUnboxedQty: number) => server.call(sellerApi.nsessionItems.unboxedQty, { params: { sessionId, itemId }, body: { newUnboxedQty } }, auth),
    finish: () => server.call<Nsession>(packing.finish, { params: { sessionId } }, auth),
    resend: () => server.call<Nsession>(packing.resend, { params: { sessionId } }, auth),
  };
}

/**
 * Boxes every unit, one box per group, each weighed at its books' weight plus half a pound and
 * measured 12 x 9 x 6 in; restricted books are left out of the plan (unboxed-qty 0).
 */
export async function packEverything(server: TestServer, plan: ScannedPlan & { option: PackingOptionView }) {
  const boxes = boxCalls(server, plan);
  const byFnsku = new Map(plan.items.map((item) => [item.fnsku, item]));
  const made: PackingBox[] = [];
  for (const group of plan.option.groups) {
    const box = await boxes.create(group.idStr);
    let weight = 5;
    for (const entry of group.items) {
      const item = byFnsku.get(entry.fnsku)!;
      if (item.restricted) {
        dataOf(await boxes.unboxed(item.idStr, 0));
        continue;
      }
      dataOf(await boxes.add(box.idStr, item.idStr, entry.quantity));
      weight += item.weight * entry.quantity;
    }
    dataOf(await boxes.specs([box.idStr], { weight, length: 120, width: 90, height: 60 }));
    made.push(box);
  }
  return made;
}

/** Packed, sent and settled: placement options with every shipment's transport options. */
export async function placementPlan(server: TestServer, books: PlanBooks) {
  const plan = await packingPlan(server, books);
  const boxes = await packEverything(server, plan);
  dataOf(await boxCalls(server, plan).finish());
  await settleOperations(server, plan.sessionId);
  return { ...plan, boxes, session: await plan.calls.read() };
}

