import { expect, type Locator, type Page } from '@playwright/test';
import type { ItemChangeReply, ListingSession } from '../../src/contract';
import type { PackingShipment } from '../../src/contract/inventory';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf } from './listerSupport';

/**
 * The inventory import and shipping utilities screens for the accessibility and responsive checks:
 * a file with bad rows on each (the error list is the busiest state), and a lister shipment to pick a
 * packing slip from.
 */

/** Chooses a CSV file of this text on the screen's file input, as a seller picking it would. */
export const uploadCsv = (page: Page, name: string, text: string) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** An inventory file whose rows are all wrong in a different way: the error list shows. */
export async function uploadBadInventory(page: Page) {
  await uploadCsv(page, 'inventory-with-mistakes.csv', 'SKU,Price,Min price,Max price\r\nNO-SUCH-SKU,abc,,\r\n,5.00,9.00,1.00\r\n');
  await expect(page.getByTestId('file-errors')).toBeVisible({ timeout: 30_000 });
}

/** A locations file naming SKUs the seller does not have. */
export async function uploadBadLocations(page: Page) {
  await uploadCsv(page, 'locations.csv', 'SKU,Location\r\nNO-SUCH-SKU,A-1\r\nNO-SUCH-SKU,A-2\r\n');
  await expect(page.getByTestId('file-errors')).toBeVisible({ timeout: 30_000 });
}

/** A new FBA session of these books, submitted: its first shipment and the books' SKUs. */
export async function submittedShipment(page: Page, isbns: string[]): Promise<{ shipment: PackingShipment; skus: string[] }> {
  const session = await pageCall<ListingSession>(page, 'POST', 'listing/session', { channel: 'FBA' });
  const skus: string[] = [];
  for (const isbn of isbns) {
    const added = await pageCall<ItemChangeReply>(page, 'POST', `listing/${session.id}/item`, { code: isbn, whenSeveral: 'FIRST' });
    skus.push(added.item!.sku);
  }
  await pageCall(page, 'POST', `listing/session/${session.id}/submit`);
  const shipment = (await pageCall<PackingShipment[]>(page, 'GET', 'shipping/shipments')).find((each) => each.sessionId === session.id)!;
  return { shipment, skus };
}

/** A submitted session of the seller's, made when there is none: the packing slips need a shipment. */
export async function ensureShipment(page: Page) {
  if ((await pageCall<PackingShipment[]>(page, 'GET', 'shipping/shipments')).length > 0) return;
  await submittedShipment(page, catalogBooksOf({ plain: 2 }, 15_000).map((book) => book.isbn));
}

type ScreenCheck = (name: string, controls: Locator[]) => Promise<void>;

/** Both screens as a seller first sees them, and with a file's bad rows listed. */
export async function inventoryScreens(page: Page, screen: ScreenCheck) {
  await page.goto('/import-inventory');
  await screen('import-inventory', [page.getByRole('button', { name: 'Export inventory (CSV)' }), page.getByRole('button', { name: 'Choose a file' })]);
  await uploadBadInventory(page);
  await screen('import-inventory-bad-rows', [page.getByTestId('file-errors').getByRole('listitem').last(), page.getByRole('button', { name: 'Choose a file' })]);

  await ensureShipment(page);
  await page.goto('/shipping-utils');
  await screen('shipping-utils', [
    page.getByRole('button', { name: 'Choose a file' }),
    page.getByRole('combobox', { name: 'Shipment' }),
    page.getByRole('button', { name: 'Download packing slip (PDF)' }),
  ]);
  await uploadBadLocations(page);
  await screen('shipping-utils-bad-locations', [page.getByTestId('file-errors').getByRole('listitem').last(), page.getByRole('button', { name: 'Download packing slip (PDF)' })]);
}
