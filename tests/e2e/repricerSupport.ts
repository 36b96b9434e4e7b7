import { expect, type Page } from '@playwright/test';

/** One of the signed-in seller's SKUs below its maximum price, with its group type, read through the stock call the preview uses. */
export async function firstSku(page: Page): Promise<{ sku: string; groupType: string }> {
  const row = await page.evaluate(async () => {
    const reply = await fetch('/api/mypricer/stock?page=0&pageSize=50&qtyGte=1', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-Device-Id': localStorage.getItem('deviceId') ?? '' },
    });
    type Row = { sku: string; channel: string; condition: string; price: number; maxPrice: number | null };
    const body = (await reply.json()) as { data?: { rows?: Row[] } };
    // One priced below its maximum: the specs move a rule line to the maximum and expect the price to change.
    // Books other specs sent in may have no maximum, or a price already clamped to it.
    return body.data?.rows?.find((row) => row.maxPrice !== null && row.price < row.maxPrice);
  });
  expect(row, 'the demo seller has stock').toBeTruthy();
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
