import type { Page } from '@playwright/test';
import type { StockSku } from '../../src/contract/repricer/market';
import { pageCall } from '../support/pageCall';

/**
 * One of the signed-in seller's SKUs that a rule line can move, with its group type: priced below its
 * maximum (the specs move a line to the maximum and expect the price to change) and with offers on the
 * marketplace this hour (with none the repricer keeps the price whatever the lines say). Books other
 * specs sent in may have no maximum, or a price already clamped to it.
 */
export async function firstSku(page: Page): Promise<{ sku: string; groupType: string }> {
  const stock = await pageCall<{ rows: StockSku[] }>(page, 'GET', 'mypricer/stock?page=0&pageSize=100&qtyGte=1');
  for (const row of stock.rows) {
    if (row.maxPrice === null || row.price >= row.maxPrice) continue;
    const { offers } = await pageCall<{ offers: unknown[] }>(page, 'GET', `mypricer/stock/${encodeURIComponent(row.sku)}`);
    if (offers.length > 0) return { sku: row.sku, groupType: `${row.channel}_${row.condition}`.toLowerCase() };
  }
  throw new Error('the demo seller has no SKU below its maximum with offers this hour');
}

/** Picks an option of a Mantine Select by the select's accessible name. */
export async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Replaces the editor's rules with a section written as text (the transfer box), not yet saved. */
export async function loadRules(page: Page, text: string) {
  await page.getByLabel('Rules as text').fill(text);
  await page.getByRole('button', { name: 'Load text into editor' }).click();
}
