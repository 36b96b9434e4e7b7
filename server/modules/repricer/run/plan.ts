import { eq } from 'drizzle-orm';
import { groupTypeOf, type GroupType, type MainCondition, type Offer, type StockSku } from '../../../../src/contract';
import type { RepricingDecision } from '../../../../src/contract/repricer/engine/decision';
import { priceSku } from '../../../../src/contract/repricer/engine/priceSku';
import type { Section } from '../../../../src/contract/repricer/rules';
import type { RepricerSettings } from '../../../../src/contract/repricer/settings';
import { users } from '../../../db/schema';
import { forEachInSlices, mapInSlices, sortInSlices, timeSlicer } from '../../../eventLoop/timeSlices';
import type { JobDeps } from '../../../jobs/defineJob';
import { stockIndexOf } from '../../stock/stockSource';
import { adoptedSnapshots, sellerGroups } from '../groups';
import { engineSettings } from '../settingsService';

/**
 * Phase 1 of a repricing run, in memory: what the run prices and in which order. The order is by
 * SKU code, so it does not depend on how the stock index happens to be built; a position in it is
 * the run's cursor. SKUs of inactive groups are left out of the run altogether (no result row): a
 * seller who switched a group off asked the repricer to leave those SKUs alone, and the results
 * and counts then say only what the repricer worked on.
 */
export interface RunInputs {
  /** The SKUs of active groups, by SKU code. */
  skus: StockSku[];
  groupTypes: GroupType[];
  sections: Map<GroupType, Section>;
  settings: RepricerSettings;
  /** The seller's marketplace id: their own offers are never competitors. */
  marketplaceSellerId: string;
}

export interface PricedSku {
  /** Where the SKU is in the run's order: the cursor after it is position + 1. */
  position: number;
  sku: StockSku;
  groupType: GroupType;
  decision: RepricingDecision;
}

export async function loadRunInputs(deps: JobDeps, sellerId: number, signal?: AbortSignal): Promise<RunInputs> {
  const groups = await sellerGroups(deps.db, sellerId);
  const adopted = await adoptedSnapshots(deps.db, groups);
  const sections = new Map<GroupType, Section>();
  for (const group of groups) {
    if (group.active) sections.set(group.groupType as GroupType, adopted.get(group.id)?.section ?? group.section);
  }
  const [account] = await deps.db.select({ id: users.marketplaceSellerId }).from(users).where(eq(users.id, sellerId));
  const index = await stockIndexOf(deps, sellerId);
  const active: StockSku[] = [];
  await forEachInSlices(index.rows, (sku) => {
    if (sections.has(groupTypeOf(sku.channel, sku.condition))) active.push(sku);
  }, { signal });
  const skus = await sortInSlices(active, (a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0), { signal });
  const groupTypes = await mapInSlices(skus, (sku) => groupTypeOf(sku.channel, sku.condition), { signal });
  return { skus, groupTypes, sections, settings: await engineSettings(deps.db, sellerId), marketplaceSellerId: account?.id ?? '' };
}

/**
 * Prices the SKUs from position `from` with the market as it was at `marketAt`, in time slices: the
 * simulated marketplace answers from memory, so without them the loop would keep the event loop
 * (and every other seller's request) until the last SKU.
 */
export async function priceFrom(
  deps: JobDeps,
  inputs: RunInputs,
  from: number,
  marketAt: Date,
  signal?: AbortSignal,
  /** Where the offers come from: the marketplace at marketAt, or those a run on a real marketplace kept (runOffers.ts). */
  offersOf: (asin: string, condition: MainCondition) => Promise<Offer[]> = (asin, condition) => deps.marketplace.offersFor(asin, marketAt, condition),
): Promise<PricedSku[]> {
  const priced: PricedSku[] = new Array(Math.max(0, inputs.skus.length - from));
  const slicer = timeSlicer({ signal });
  for (let position = from; position < inputs.skus.length; position++) {
    await slicer.pause();
    const sku = inputs.skus[position]!;
    const groupType = inputs.groupTypes[position]!;
    const offers = await offersOf(sku.asin, sku.condition);
    const decision = priceSku({
      sku,
      offers,
      section: inputs.sections.get(groupType) ?? null,
      settings: inputs.settings,
      sellerId: inputs.marketplaceSellerId,
    });
    priced[position - from] = { position, sku, groupType, decision };
  }
  return priced;
}
