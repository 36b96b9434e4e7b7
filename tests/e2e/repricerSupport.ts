import { expect, type Page } from '@playwright/test';

/**
 * One of the signed-in seller's SKUs that a rule line can move, with its group type: priced below its
 * maximum (the specs move a line to the maximum and expect the price to change) and with offers on the
 * marketplace that day (with none the repricer keeps the price whatever the lines say). Books other
 * specs sent in may have no maximum, or a price already clamped to it.
 */
export async function firstSku(page: Page): Promise<{ sku: string; groupType: string }> {
  const row = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-Device-Id': localStorage.getItem('deviceId') ?? '' };
    const read = async <T,>(path: string) => ((await (await fetch(`/api/mypricer/${path}`, { headers })).json()) as { data?: T }).data;
    type Row = { sku: string; channel: string; condition: string; price: number; maxPrice: number | null };
    const stock = await read<{ rows: Row[] }>('stock?page=0&pageSize=100&qtyGte=1');
    for (const candidate of stock?.rows ?? []) {
      if (candidate.maxPrice === null || candidate.price >= candidate.maxPrice) continue;
      const detail = await read<{ offers: unknown[] }>(`stock/${encodeURIComponent(candidate.sku)}`);
      if (detail && detail.offers.length > 0) return candidate;
    }
    return undefined;
  });
  expect(row, 'the demo seller has a SKU below its maximum, with offers').toBeTruthy();
  return { sku: row!.sku, groupType: `${row!.channel}_${row!.condition}`.toLowerCase() };
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
