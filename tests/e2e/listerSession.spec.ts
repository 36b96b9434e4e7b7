import { expect, test, type Page } from '@playwright/test';
import type { ListingItem, ListingSession, Shipment } from '../../src/contract';
import { sellerGet, wedgeScan } from './bookzySupport';
import { catalogBooksOf, itemRows, lastSoundEvent, newSession, pdfText, serverItems } from './listerSupport';
import { LISTER, signIn } from './support';

const boxSize = { 'Length (in)': '18', 'Width (in)': '14', 'Height (in)': '12', 'Weight (lb)': '9.5' };

async function newBox(page: Page) {
  const form = page.getByRole('form', { name: 'New box' });
  for (const [label, value] of Object.entries(boxSize)) await form.getByLabel(label).fill(value);
  const boxes = page.getByRole('list', { name: 'Boxes' }).getByRole('listitem');
  const before = await boxes.count();
  await form.getByRole('button', { name: 'New box' }).click();
  await expect(boxes).toHaveCount(before + 1);
}

const unpackedRow = (page: Page, item: ListingItem) => page.getByRole('region', { name: 'Items to pack' }).getByRole('row', { name: `${item.title} ${item.fnsku}` });
const boxedRow = (page: Page, box: string, item: ListingItem) => page.getByRole('table', { name: `Items in ${box}` }).getByRole('row', { name: `${item.title} ${item.fnsku}` });
const log = (page: Page) => page.getByRole('log', { name: 'Boxing log' });

async function addToBox(page: Page, item: ListingItem) {
  await unpackedRow(page, item).getByRole('button', { name: 'Add to box' }).click();
  await expect(unpackedRow(page, item)).toHaveCount(0);
}

const selectBox = (page: Page, name: string) => page.getByRole('list', { name: 'Boxes' }).getByRole('button', { name }).click();

test('an FBA session from the first scan to box labels: scan, price, submit, box, move, rebox, submit', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, LISTER);
  // Three plain books share a warehouse, so one shipment has enough items to move and rebox.
  const books = [...catalogBooksOf({ plain: 3, restricted: 1, hazmat: 1 }, 6000, 'PHX7'), ...catalogBooksOf({ plain: 1 }, 6000, 'AVP1')];
  const sessionId = await newSession(page, 'FBA');

  // Six wedge scans, each answered with its own sound: restricted and hazmat books are flagged.
  for (const [index, book] of books.entries()) {
    await wedgeScan(page, book.isbn);
    await expect(itemRows(page)).toHaveCount(index + 1);
    await expect(page.getByTestId('last-scan')).toContainText(book.title);
    const expectedSound = book.kind === 'restricted' ? 'restricted' : book.kind === 'hazmat' ? 'warning' : 'success';
    await expect.poll(() => lastSoundEvent(page)).toBe(expectedSound);
    if (book.kind === 'restricted') await expect(page.getByTestId('last-scan')).toContainText('Restricted');
    if (book.kind === 'hazmat') await expect(page.getByTestId('last-scan')).toContainText('Hazmat');
  }

  // Min and max on two books, typed in dollars and kept as cents.
  const [first, second] = books.filter((book) => book.kind === 'plain');
  await page.getByLabel(`Min price of ${first!.title}`).fill('12.5');
  await page.getByLabel(`Max price of ${first!.title}`).fill('30');
  await page.getByLabel(`Max price of ${first!.title}`).press('Enter');
  await page.getByLabel(`Min price of ${second!.title}`).fill('4.99');
  await page.getByLabel(`Min price of ${second!.title}`).press('Enter');
  await page.getByLabel(`Max price of ${second!.title}`).fill('19.05');
  await page.getByLabel(`Max price of ${second!.title}`).press('Enter');
  await expect
    .poll(async () => (await serverItems(page, sessionId)).filter((item) => item.minPrice !== null || item.maxPrice !== null).map((item) => [item.isbn13, item.minPrice, item.maxPrice]).sort())
    .toEqual([[first!.isbn, 1250, 3000], [second!.isbn, 499, 1905]].sort());

  await page.getByRole('button', { name: 'Submit session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit session' }).click();
  await page.waitForURL(`**/listings/${sessionId}/result`);
  const session = await sellerGet<ListingSession>(page, `listing/session/${sessionId}`);
  const items = await serverItems(page, sessionId);
  const restricted = items.find((item) => item.restricted)!;
  // The hazmat book travels on its own; the restricted one is in no shipment.
  expect(session.shipments.length).toBeGreaterThanOrEqual(2);
  expect(session.shipments.filter((shipment) => shipment.hazmat)).toHaveLength(1);
  expect(restricted.shipmentId).toBeNull();
  await expect(page.getByRole('table', { name: 'Shipments' }).locator('tbody tr')).toHaveCount(session.shipments.length);

  const itemsOf = (shipment: Shipment) => items.filter((item) => item.shipmentId === shipment.id);
  // The shipment with the most items is boxed the long way round: two boxes, a move, a deleted box.
  const shipments = [...session.shipments].sort((a, b) => itemsOf(b).length - itemsOf(a).length);
  for (const [index, shipment] of shipments.entries()) {
    await page.goto(`/listings/${sessionId}/boxing/${shipment.id}`);
    const shipmentItems = itemsOf(shipment);
    await expect(page.getByTestId('unpacked-total')).toContainText(String(shipmentItems.length));
    await newBox(page);
    if (index === 0) {
      // A restricted book's label scanned at the boxing table is refused with the spec's alert.
      await wedgeScan(page, restricted.fnsku);
      const alert = page.getByRole('dialog', { name: 'RESTRICTED ITEM' });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(log(page)).toContainText('could not be transferred');
      expect(shipmentItems.length).toBe(3);

      const [kept, ...moved] = shipmentItems;
      await addToBox(page, kept!);
      await newBox(page);
      for (const item of moved) await addToBox(page, item);
      // Box 2 is selected: move its first item into Box 1.
      await boxedRow(page, 'Box 2', moved[0]!).getByRole('checkbox').check();
      await page.getByRole('combobox', { name: 'Move selected to' }).click();
      await page.getByRole('option', { name: 'Box 1' }).click();
      await page.getByRole('button', { name: 'Move selected', exact: true }).click();
      await expect(log(page)).toContainText('transferred');
      await selectBox(page, 'Box 1');
      await expect(boxedRow(page, 'Box 1', moved[0]!)).toBeVisible();
      // Delete Box 2: what is left in it goes back to the items to pack, and into Box 3.
      await selectBox(page, 'Box 2');
      await page.getByRole('button', { name: 'Delete box' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Boxes' }).getByRole('listitem')).toHaveCount(1);
      for (const item of moved.slice(1)) await expect(unpackedRow(page, item)).toBeVisible();
      await newBox(page);
      for (const item of moved.slice(1)) await addToBox(page, item);
    } else {
      for (const item of shipmentItems) await addToBox(page, item);
    }
    await expect(page.getByTestId('unpacked-total')).toContainText('0');
    await page.getByRole('button', { name: 'Submit boxes' }).click();
    // Boxed, the shipment leaves the boxing screen, which says so.
    await expect(page.getByRole('alert', { name: `${shipment.name} is BOXED` })).toBeVisible();
    await expect.poll(async () => (await sellerGet<ListingSession>(page, `listing/session/${sessionId}`)).shipments.find((s) => s.id === shipment.id)?.status).toBe('BOXED');
  }

  // Box contents go to the marketplace; every box label holds its shipment's FNSKUs.
  await page.goto(`/listings/fba/${sessionId}/submit-shipments`);
  const labelled = new Set<string>();
  for (const shipment of shipments) {
    const card = page.getByRole('region', { name: shipment.name });
    await card.getByRole('button', { name: 'Submit box contents' }).click();
    await expect(card.getByText('SUBMITTED')).toBeVisible();
    // Every box is weighed: the shipment shows what its boxes weigh, not the catalog's estimate.
    await expect(card.getByTestId('shipment-weight')).toContainText('weighed');
    const text = await pdfText(page, () => card.getByRole('button', { name: 'Download box labels' }).click());
    expect(text).toContain(shipment.shipmentCode);
    for (const item of itemsOf(shipment)) {
      expect(text).toContain(item.fnsku);
      labelled.add(item.fnsku);
    }
  }
  expect([...labelled].sort()).toEqual(items.filter((item) => !item.restricted).map((item) => item.fnsku).sort());
  const boxes = (await sellerGet<ListingSession>(page, `listing/session/${sessionId}`)).boxCount;
  expect(boxes).toBeGreaterThanOrEqual(shipments.length + 1);
});

test('a code that lists two editions takes the first, sounds "multiple results", and swaps for the other in one tap', async ({ page }) => {
  await signIn(page, LISTER);
  const [book] = catalogBooksOf({ several: 1 }, 9000);
  const sessionId = await newSession(page, 'FBA');
  await wedgeScan(page, book!.isbn);
  const lastScan = page.getByTestId('last-scan');
  await expect(lastScan).toContainText('2 editions');
  await expect.poll(() => lastSoundEvent(page)).toBe('multiple results');
  const [paperback] = await serverItems(page, sessionId);
  await lastScan.getByRole('button', { name: /Use the hardcover/ }).click();
  await expect(lastScan.getByRole('button', { name: /Use the hardcover/ })).toHaveCount(0);
  await expect.poll(async () => (await serverItems(page, sessionId)).map((item) => item.bookId)).toEqual([expect.stringMatching(/^B0/)]);
  expect(paperback!.bookId).not.toMatch(/^B0/);
  await expect(itemRows(page)).toHaveCount(1);
});

test('FBA and FBM sessions are listed apart, one tap between them, and found by a search on their name', async ({ page }) => {
  await signIn(page, LISTER);
  await newSession(page, 'FBM');
  const name = `Estate sale ${Date.now()}`;
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Session name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'FBM sessions' }).click();
  await expect(page.getByRole('heading', { name: 'FBM listing sessions' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  const channels = page.getByRole('group', { name: 'Channel' });
  await channels.getByRole('link', { name: 'FBA' }).click();
  await expect(page).toHaveURL(/\/lister\/session\/fba$/);
  await expect(page.getByRole('heading', { name: 'FBA listing sessions' })).toBeVisible();
  await page.getByLabel('Search sessions').fill(name);
  await expect(page.getByText(`No FBA session matches “${name}”.`)).toBeVisible();

  await channels.getByRole('link', { name: 'FBM' }).click();
  await expect(page).toHaveURL(/\/listings\/fbm$/);
  await expect(channels.getByRole('link', { name: 'FBM' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search sessions').fill('Estate sale');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByLabel('Search sessions').fill(`${name} nothing like it`);
  await expect(page.getByText(/No FBM session matches/)).toBeVisible();
});

test('a copy missing at the packing table: the count comes down to what is packed, and the shipment boxes', async ({ page }) => {
  await signIn(page, LISTER);
  const [book] = catalogBooksOf({ plain: 1 }, 11000);
  const sessionId = await newSession(page, 'FBA');
  await wedgeScan(page, book!.isbn);
  await page.getByLabel(`Quantity of ${book!.title}`).fill('3');
  await page.getByLabel(`Quantity of ${book!.title}`).press('Enter');
  await expect.poll(async () => (await serverItems(page, sessionId))[0]?.quantity).toBe(3);
  await page.getByRole('button', { name: 'Submit session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit session' }).click();
  await page.waitForURL(`**/listings/${sessionId}/result`);
  const [item] = await serverItems(page, sessionId);

  await page.goto(`/listings/${sessionId}/boxing/${item!.shipmentId}`);
  await newBox(page);
  const row = unpackedRow(page, item!);
  await row.getByLabel(`Quantity of ${item!.title}`, { exact: true }).fill('2');
  await row.getByRole('button', { name: 'Add to box' }).click();
  await expect(row.getByTestId('units-left')).toHaveText('1 of 3');
  // Only two copies are in the cart: the seller counts 2, and nothing is left to pack.
  await row.getByRole('button', { name: `Change the quantity of ${item!.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quantity of ${item!.title}` });
  await dialog.getByLabel('Copies in the session').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(log(page)).toContainText('Quantity changed');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('shipment-progress')).toContainText('2 of 2 units boxed');
  expect((await serverItems(page, sessionId))[0]).toMatchObject({ quantity: 2, boxedQuantity: 2 });
  await page.getByRole('button', { name: 'Submit boxes' }).click();
  await expect(page.getByRole('alert', { name: /is BOXED$/ })).toBeVisible();
});
