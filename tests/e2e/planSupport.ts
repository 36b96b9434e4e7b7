import { expect, type Page } from '@playwright/test';
import type { Nsession, NsessionItem, PackingOptionView, PackingOptionsReply } from '../../src/contract/nsession';
import { pageCall } from '../support/pageCall';

/** Specs of the newer lister flow bring a plan to a step through the page's own calls (pageCall). */

/** Reads the plan until the marketplace's last operation has ended; answers the plan then. */
export async function settledPlan(page: Page, sessionId: number): Promise<Nsession> {
  let plan: Nsession | undefined;
  await expect
    .poll(
      async () => {
        plan = await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`);
        return plan.operation?.status ?? 'NONE';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .not.toBe('IN_PROGRESS');
  return plan!;
}

/** A new plan with these books scanned in by API calls; answers its id. */
export async function planWithBooks(page: Page, isbns: readonly string[]): Promise<number> {
  const plan = await pageCall<Nsession>(page, 'POST', 'nsession', { type: 'fba' });
  const sessionId = Number(plan.idStr);
  for (const code of isbns) await pageCall(page, 'POST', `nsession/${sessionId}/item`, { code, whenSeveral: 'FIRST' });
  return sessionId;
}

/** A plan made on the marketplace, its packing options offered. */
export async function planAtPackingOptions(page: Page, isbns: readonly string[]): Promise<number> {
  const sessionId = await planWithBooks(page, isbns);
  await pageCall(page, 'POST', `nsession/${sessionId}/submit`);
  await settledPlan(page, sessionId);
  return sessionId;
}

/** A plan whose packing option (the one with most groups unless told) is accepted. */
export async function planAtPacking(page: Page, isbns: readonly string[], pick: (options: PackingOptionView[]) => PackingOptionView = mostGroups) {
  const sessionId = await planAtPackingOptions(page, isbns);
  const { options } = await pageCall<PackingOptionsReply>(page, 'GET', `nsession/${sessionId}/packing-option`);
  const option = pick(options);
  await pageCall(page, 'POST', `nsession/${sessionId}/packing-option/${option.id}/confirm`);
  await settledPlan(page, sessionId);
  return { sessionId, option };
}

const mostGroups = (options: PackingOptionView[]) => [...options].sort((a, b) => b.groups.length - a.groups.length)[0]!;

/**
 * Every unit boxed, one box a group, measured (its books' weight and half a pound; 12 x 9 x 6 in);
 * restricted books left out of the plan. Answers the boxes' ids.
 */
export async function packAll(page: Page, sessionId: number, option: PackingOptionView): Promise<number[]> {
  const items = await pageCall<{ content: NsessionItem[] }>(page, 'GET', `nsession/${sessionId}/item?pageSize=100`);
  const byFnsku = new Map(items.content.map((item) => [item.fnsku, item]));
  const boxIds: number[] = [];
  for (const group of option.groups) {
    const box = await pageCall<{ idStr: string }>(page, 'POST', `nsession/${sessionId}/box`, { packingGroupId: group.idStr });
    let weight = 5;
    for (const entry of group.items) {
      const item = byFnsku.get(entry.fnsku)!;
      if (item.restricted) {
        await pageCall(page, 'PUT', `nsession/${sessionId}/item/${item.idStr}/unboxed-qty`, { newUnboxedQty: 0 });
        continue;
      }
      await pageCall(page, 'POST', `nsession/${sessionId}/box/${box.idStr}/item`, { itemId: Number(item.idStr), quantity: entry.quantity });
      weight += item.weight * entry.quantity;
    }
    await pageCall(page, 'PUT', `nsession/${sessionId}/box/bulk-specs`, { boxIds: [Number(box.idStr)], weight, length: 120, width: 90, height: 60 });
    boxIds.push(Number(box.idStr));
  }
  return boxIds;
}

/** Packed and sent: placement options with every shipment's carriers. */
export async function planAtPlacement(page: Page, isbns: readonly string[]) {
  const { sessionId, option } = await planAtPacking(page, isbns);
  await packAll(page, sessionId, option);
  await pageCall(page, 'POST', `nsession/${sessionId}/packing/finish`);
  await settledPlan(page, sessionId);
  // Finishing starts the placement options, which start every placement's carrier quotes.
  return { sessionId, plan: await settledPlan(page, sessionId) };
}

/** The first placement confirmed and the partnered carrier of `method` booked for its shipments. */
export async function bookedPlan(page: Page, isbns: readonly string[], method: 'SPD' | 'LTL' = 'SPD') {
  const { sessionId, plan } = await planAtPlacement(page, isbns);
  const placementId = plan.placementOptions[0]!.id;
  await pageCall(page, 'POST', `nsession/${sessionId}/placement/select`, { placementOptionId: placementId });
  await settledPlan(page, sessionId);
  await pageCall(page, 'POST', `nsession/${sessionId}/placement/${placementId}/all/transport-config`, { method });
  return { sessionId, plan: await settledPlan(page, sessionId) };
}
