import { sql } from 'drizzle-orm';
import type { ResultState } from '../../../../src/contract';
import type { RepricingDecision } from '../../../../src/contract/repricer/engine/decision';
import type { Executor } from '../../../db/database';
import type { PricedSku } from './plan';

/**
 * Phase 2 of a repricing run: one batch's results, new prices, price history and the run's counts
 * per result state in one statement, so a batch costs one round trip whatever its size. The rows travel as one JSON array (no
 * parameter limit, one parse in the database). ON CONFLICT (user_id, run_id, sku) makes a SKU already
 * applied in this run a no-op, and only the rows that were inserted go on to change a price: the
 * backstop behind the run's cursor. Only changed prices are written, each with a REPRICER history
 * point. The stock index notices the overrides' newer updated_at and rebuilds on its next read.
 */

/**
 * The trail as compact JSON: the lines tried, the guards that moved the price, the bounds priced
 * within (with the reference price their defaults rest on), the engine's note. A guard that left
 * the price alone says nothing the code and bounds do not (and the database reads every byte of a
 * batch: on PGlite the bytes sent are most of a batch's cost).
 */
function trailOf(decision: RepricingDecision) {
  const clamped = decision.guards.filter((step) => step.before !== step.after);
  return {
    lines: decision.trail.map((line) => ({
      lineId: line.lineId,
      check: line.check,
      ...(line.compared.length > 0 ? { compared: line.compared } : {}),
      ...(line.note !== null ? { note: line.note } : {}),
    })),
    ...(clamped.length > 0 ? { guards: clamped } : {}),
    ...(decision.bounds !== null ? { bounds: decision.bounds } : {}),
    ...(decision.note !== null ? { note: decision.note } : {}),
  };
}

function rowOf({ sku, groupType, decision }: PricedSku) {
  return {
    s: sku.sku,
    a: sku.asin,
    t: sku.title,
    g: groupType,
    st: decision.state,
    c: decision.code,
    r: decision.reasons,
    o: decision.outcome,
    f: decision.failure,
    p: decision.previousPrice,
    n: decision.newPrice,
    tr: trailOf(decision),
  };
}

/** Writes the batch and adds it to the run's counts; answers how many of its SKUs were newly applied, per result state. */
export async function applyPricedBatch(tx: Executor, runId: number, sellerId: number, batch: readonly PricedSku[]) {
  const rows = JSON.stringify(batch.map(rowOf));
  const result = (await tx.execute(sql`
    WITH input AS (
      SELECT * FROM json_to_recordset(${rows}::json)
        AS x(s text, a text, t text, g text, st text, c text, r text[], o text, f text, p integer, n integer, tr jsonb)
    ), inserted AS (
      INSERT INTO repricing_results
        (run_id, user_id, sku, asin, title, group_type, state, code, reasons, outcome, failure_code, previous_price, new_price, trail)
      SELECT ${runId}::integer, ${sellerId}::integer, s, a, t, g, st, c, r, o, f, p, n, tr FROM input
      ON CONFLICT (user_id, run_id, sku) DO NOTHING
      RETURNING sku, state, previous_price, new_price
    ), priced AS (
      INSERT INTO stock_overrides (seller_id, sku, price, updated_at)
      SELECT ${sellerId}::integer, sku, new_price, clock_timestamp() FROM inserted WHERE new_price IS DISTINCT FROM previous_price
      ON CONFLICT (seller_id, sku) DO UPDATE SET price = excluded.price, updated_at = excluded.updated_at
      RETURNING sku, price
    ), history AS (
      INSERT INTO price_history (seller_id, sku, price, source) SELECT ${sellerId}::integer, sku, price, 'REPRICER' FROM priced
    ), counted AS (
      SELECT state, count(*)::integer AS count FROM inserted GROUP BY state
    ), summed AS (
      UPDATE runs SET summary = jsonb_set(
        coalesce(runs.summary, '{}'::jsonb),
        '{counts}',
        coalesce(runs.summary->'counts', '{}'::jsonb)
          || coalesce((SELECT jsonb_object_agg(state, coalesce((runs.summary->'counts'->>state)::integer, 0) + count) FROM counted), '{}'::jsonb)
      )
      WHERE id = ${runId}::integer
    )
    SELECT state, count FROM counted
  `)) as { rows: { state: ResultState; count: number }[] };
  return result.rows.map((row) => ({ state: row.state, count: Number(row.count) }));
}
