import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { SkuPriceResult } from '../../marketplace/prices/priceMarketplace';

/**
 * The SKUs the marketplace refused in a pushed feed: each result's trail says why (the results
 * screen shows it), and the price Folio holds goes back to the one the marketplace still lists
 * (the run's previous price), with a history point, so the stock table does not show a price the
 * marketplace never took. One statement for the whole list.
 */
export async function recordRefusals(tx: Executor, sellerId: number, runId: number, refused: readonly Extract<SkuPriceResult, { accepted: false }>[]) {
  if (refused.length === 0) return;
  const rows = JSON.stringify(refused.map((result) => ({ s: result.sku, r: result.reason })));
  await tx.execute(sql`
    WITH input AS (
      SELECT * FROM json_to_recordset(${rows}::json) AS x(s text, r text)
    ), noted AS (
      UPDATE repricing_results AS result
      SET trail = coalesce(result.trail, '{}'::jsonb) || jsonb_build_object('marketplace', jsonb_build_object('refused', input.r))
      FROM input
      WHERE result.user_id = ${sellerId}::integer AND result.run_id = ${runId}::integer AND result.sku = input.s
      RETURNING result.sku, result.previous_price
    ), restored AS (
      UPDATE stock_overrides AS override SET price = noted.previous_price, updated_at = clock_timestamp()
      FROM noted
      WHERE override.seller_id = ${sellerId}::integer AND override.sku = noted.sku AND noted.previous_price IS NOT NULL
      RETURNING override.sku, override.price
    )
    INSERT INTO price_history (seller_id, sku, price, source) SELECT ${sellerId}::integer, sku, price, 'REPRICER' FROM restored
  `);
}
