import { expect, test } from '@playwright/test';
import { submittedShipment, uploadCsv } from './inventorySupport';
import { catalogBooksOf, pdfText } from './listerSupport';
import { DEMO, signIn } from './support';

/**
 * Shipping utilities in Chromium against the real server: the storage locations of a fresh
 * shipment's books uploaded as a CSV, then its packing slip downloaded as a PDF that lists every
 * book with its shelf, in shelf order.
 */
test('storage locations uploaded from a file show on the packing slip PDF, in shelf order', async ({ page }) => {
  await signIn(page, DEMO);
  const { shipment, skus } = await submittedShipment(page, catalogBooksOf({ plain: 3 }, 16_000, 'PHX7').map((book) => book.isbn));

  // All three go to one warehouse, so one shipment. Shelves named so that their order is not the SKUs' order: B-2 before B-10, and A-7 first.
  const shelves = ['B-10', 'B-2', 'A-7'];
  await page.goto('/shipping-utils');
  await uploadCsv(page, 'locations.csv', `SKU,Location\r\n${skus.map((sku, index) => `${sku},${shelves[index]}`).join('\r\n')}\r\n`);
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
