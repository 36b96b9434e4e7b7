import { and, eq, sql } from 'drizzle-orm';
import type { MainCondition, Offer, StockSku } from '../../../../src/contract';
import type { Executor } from '../../../db/database';
import { runOffers, runs } from '../../../db/schema';
import type { JobDeps } from '../../../jobs/defineJob';
import type { Run } from '../../../jobs/processInBatches';
import { loadRunInputs } from './plan';

/**
 * A run on a real marketplace fetches its offers first, paced by the marketplace's rate limits (a
 * batch of twenty a call, a call every ten seconds: hours for 100,000 SKUs), keeping each batch
 * in run_offers as it comes. An attempt works for at most GATHER_BUDGET_MS, then hands over to the
 * next one (the job sends itself again): the queue never takes a long gather for a crashed worker,
 * and a restart only fetches what is missing. Once every pair is kept, the run prices from them.
 */

/** With the stock's report (at most 5 minutes) it stays within the job's 15 minutes. */
export const GATHER_BUDGET_MS = 8 * 60_000;

export type OffersSource = (asin: string, condition: MainCondition) => Promise<Offer[]>;

const keyOf = (asin: string, condition: string) => `${asin}|${condition}`;

async function keptKeys(db: JobDeps['db'], runId: number): Promise<Set<string>> {
  const rows = await db.select({ asin: runOffers.asin, condition: runOffers.condition }).from(runOffers).where(eq(runOffers.runId, runId));
  return new Set(rows.map((row) => keyOf(row.asin, row.condition)));
}

/** Fetches the offers the run still lacks, for at most `budgetMs`; answers 'ready' once it has them all. */
export async function gatherRunOffers(deps: JobDeps, run: Run, signal: AbortSignal, budgetMs = GATHER_BUDGET_MS): Promise<'ready' | 'again'> {
  const started = Date.now();
  // The run is under way from its first fetch: the seller sees it RUNNING, not waiting.
  await deps.db.update(runs).set({ state: 'RUNNING', startedAt: sql`coalesce(${runs.startedAt}, now())` }).where(and(eq(runs.id, run.id), eq(runs.state, 'QUEUED')));
  const inputs = await loadRunInputs(deps, run.sellerId, signal);
  const from = Number(run.cursor ?? 0);
  const kept = await keptKeys(deps.db, run.id);
  const missing = new Map<string, { asin: string; condition: MainCondition }>();
  for (const sku of inputs.skus.slice(from)) {
    const key = keyOf(sku.asin, sku.condition);
    if (!kept.has(key)) missing.set(key, { asin: sku.asin, condition: sku.condition });
  }
  const pairs = [...missing.values()];
  const marketAt = new Date(((run.summary ?? {}) as { marketAt?: string }).marketAt ?? deps.clock().toISOString());
  const size = deps.marketplace.offersBatchSize;
  for (let start = 0; start < pairs.length; start += size) {
    signal.throwIfAborted();
    const batch = pairs.slice(start, start + size);
    const offers = await deps.marketplace.offersForMany(batch, marketAt);
    await deps.db
      .insert(runOffers)
      .values(batch.map((pair, index) => ({ runId: run.id, asin: pair.asin, condition: pair.condition, offers: offers[index]! })))
      .onConflictDoNothing();
    if (start + size < pairs.length && Date.now() - started >= budgetMs) return 'again';
  }
  return 'ready';
}

/** SKUs whose kept offers are read at a time: a 100,000-SKU run keeps some hundreds of megabytes of them. */
const KEPT_PAGE = 500;

/**
 * The offers the run kept, as priceFrom asks for them: in the order of `skus` from `from`, so they
 * are read a page of SKUs ahead and only that page is held.
 */
export function keptOffers(db: JobDeps['db'], runId: number, skus: readonly StockSku[], from: number): OffersSource {
  let page = new Map<string, Offer[]>();
  let next = from;
  return async (asin, condition) => {
    const key = keyOf(asin, condition);
    if (!page.has(key) && next < skus.length) {
      const pairs = JSON.stringify(skus.slice(next, next + KEPT_PAGE).map((sku) => ({ a: sku.asin, c: sku.condition })));
      next += KEPT_PAGE;
      const result = (await db.execute(sql`
        SELECT kept.asin, kept.condition, kept.offers
        FROM run_offers AS kept JOIN json_to_recordset(${pairs}::json) AS wanted(a text, c text) ON kept.asin = wanted.a AND kept.condition = wanted.c
        WHERE kept.run_id = ${runId}::integer
      `)) as { rows: { asin: string; condition: string; offers: Offer[] }[] };
      page = new Map(result.rows.map((row) => [keyOf(row.asin, row.condition), row.offers]));
    }
    return page.get(key) ?? [];
  };
}

/** A finished run's kept offers are of no further use. */
export async function dropKeptOffers(tx: Executor, runId: number) {
  await tx.delete(runOffers).where(eq(runOffers.runId, runId));
}
