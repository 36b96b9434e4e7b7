import { expect, test } from '@playwright/test';
import type { ItemChangeReply, ListingSession } from '../../src/contract';
import type { PackingShipment } from '../../src/contract/inventory';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf, pdfText } from './listerSupport';
import { DEMO, signIn } from './support';

/**
 * Shipping utilities in Chromium against the real server: the storage locations of a fresh
 * shipment's books uploaded as a CSV, then its packing slip downloaded as a PDF that lists every
 * book with its shelf, in shelf order.
 */
test('storage locations uploaded from a file show on the packing slip PDF, in shelf order', async ({ page }) => {
  await signIn(page, DEMO);
  const session = await pageCall<ListingSession>(page, 'POST', 'listing/session', { channel: 'FBA' });
  const skus: string[] = [];
  for (const book of catalogBooksOf({ plain: 3 }, 16_000, 'PHX7')) {
    const added = await pageCall<ItemChangeReply>(page, 'POST', `listing/${session.id}/item`, { code: book.isbn, whenSeveral: 'FIRST' });
    skus.push(added.item!.sku);
  }
  await pageCall(page, 'POST', `listing/session/${session.id}/submit`);
  const shipment = (await pageCall<PackingShipment[]>(page, 'GET', 'shipping/shipments')).find((each) => each.sessionId === session.id)!;

  // All three go to one warehouse, so one shipment. Shelves named so that their order is not the SKUs' order: B-2 before B-10, and A-7 first.
  const shelves = ['B-10', 'B-2', 'A-7'];
  await page.goto('/shipping-utils');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'locations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`SKU,Location\r\n${skus.map((sku, index) => `${sku},${shelves[index]}`).join('\r\n')}\r\n`),
  });
  await expect(page.getByTestId('file-ready')).toContainText('locations.csv: 3 rows checked', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 3 changes' }).click();
  await expect(page.getByTestId('file-imported')).toContainText('locations.csv imported', { timeout: 30_000 });

  await page.getByRole('combobox', { name: 'Shipment' }).click();
  await page.getByRole('option', { name: new RegExp(shipment.shipmentCode) }).click();
  const text = await pdfText(page, () => page.getByRole('button', { name: 'Download packing slip (PDF)' }).click());
  expect(text).toContain(shipment.shipmentCode);
  const order = [2, 1, 0].map((index) => text.indexOf(`${shelves[index]} `));
  for (const [index, sku] of skus.entries()) expect(text).toMatch(new RegExp(`${shelves[index]}\\s+${sku}`));
  expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
});
