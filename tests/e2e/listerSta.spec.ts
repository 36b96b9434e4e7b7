import { expect, test, type Page } from '@playwright/test';
import type { ListingItem, StaBox, StaBoxResult } from '../../src/contract';
import { sellerGet, wedgeScan } from './bookzySupport';
import { catalogBooksOf, itemRows, lastSoundEvent, newSession, serverItems } from './listerSupport';
import { DEMO, LISTER, signIn } from './support';
import { cutOff } from './support/cutOff';

/**
 * Send-to-marketplace boxes on the listing screen's Boxes tab, against the real server: an open
 * session's items packed into boxes, picked and scanned, counted, taken out and excluded.
 */

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const boxList = (page: Page) => page.getByRole('list', { name: 'Boxes' });
const boxItems = (page: Page, box: string) => page.getByRole('table', { name: `Items in ${box}` });
const boxRow = (page: Page, box: string, book: { title: string; isbn: string }) => boxItems(page, box).getByRole('row', { name: `${book.title} ${book.isbn}` });
const log = (page: Page) => page.getByRole('log', { name: 'Boxing log' });
const unitsField = (page: Page, box: string, book: { title: string }) => page.getByLabel(`Units of ${book.title} in ${box}`);

async function newBox(page: Page, name: string) {
  await page.getByRole('button', { name: 'New box' }).click();
  await expect(boxList(page).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
}

async function pick(page: Page, box: string, book: { title: string; isbn: string }, left: number, units?: number) {
  await page.getByRole('combobox', { name: 'Session item' }).click();
  await page.getByRole('option', { name: `${book.title} · ${book.isbn} · ${left} left` }).click();
  const field = page.getByRole('form', { name: `Add to ${box}` }).getByLabel('Units');
  await expect(field).toHaveValue(String(left));
  if (units !== undefined) await field.fill(String(units));
  await page.getByRole('button', { name: `Add to ${box}` }).click();
  await expect(boxRow(page, box, book)).toBeVisible();
}

test('an open session packed into send-to-marketplace boxes: pick, scan, count, take out, exclude, delete a box', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  const books = catalogBooksOf({ plain: 3, restricted: 1 }, 17_000);
  const [first, second, third] = books.filter((book) => book.kind === 'plain');
  const restricted = books.find((book) => book.kind === 'restricted')!;
  const sessionId = await newSession(page, 'FBA');
  for (const [index, book] of books.entries()) {
    await wedgeScan(page, book.isbn);
    await expect(itemRows(page)).toHaveCount(index + 1);
  }
  // A second copy of the first book: two units of one item, to split between boxes.
  await wedgeScan(page, first!.isbn);
  await expect.poll(async () => (await serverItems(page, sessionId)).find((item) => item.isbn13 === first!.isbn)?.quantity).toBe(2);

  await page.getByRole('tab', { name: 'Boxes' }).click();
  await expect(page.getByText('No boxes yet. Make a new box to start packing.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scan books' })).toHaveCount(0);

  await newBox(page, 'Box 1');
  await pick(page, 'Box 1', first!, 2, 1);
  await expect(log(page)).toContainText('Item transferred to the box');
  // A wedge scan of an ISBN puts one unit into the selected box.
  await wedgeScan(page, second!.isbn);
  await expect(boxRow(page, 'Box 1', second!)).toBeVisible();
  await expect.poll(() => lastSoundEvent(page)).toBe('success');
  // A restricted book is refused with the spec's alert, and the refusal is logged.
  await wedgeScan(page, restricted.isbn);
  const alert = page.getByRole('dialog', { name: 'RESTRICTED ITEM' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(log(page)).toContainText('Item could not be transferred to a box');
  await expect.poll(() => lastSoundEvent(page)).toBe('restricted');

  await newBox(page, 'Box 2');
  await expect(boxList(page).getByRole('listitem')).toHaveText([/^Box 2/, /^Box 1/]);
  const code = page.getByLabel('Scan or type an ISBN or FNSKU');
  await code.fill(third!.isbn);
  await code.press('Enter');
  await expect(boxRow(page, 'Box 2', third!)).toBeVisible();
  await pick(page, 'Box 2', first!, 1);

  // The box may hold no more of the first book than it has: the field says so and nothing is sent.
  await unitsField(page, 'Box 2', first!).fill('2');
  await expect(unitsField(page, 'Box 2', first!)).toHaveAccessibleDescription('Must be at most 1');
  await expect(boxRow(page, 'Box 2', first!).getByRole('button', { name: 'Save' })).toBeDisabled();
  await boxRow(page, 'Box 2', first!).getByRole('button', { name: 'Remove' }).click();
  await expect(boxRow(page, 'Box 2', first!)).toHaveCount(0);
  await expect(log(page)).toContainText('Item removed from the box');

  // The unit taken out of Box 2 goes into Box 1: its count is set to both copies.
  await boxList(page).getByRole('button', { name: 'Box 1' }).click();
  await unitsField(page, 'Box 1', first!).fill('2');
  await unitsField(page, 'Box 1', first!).press('Enter');
  await expect(log(page)).toContainText('Quantity changed');
  await expect(unitsField(page, 'Box 1', first!)).toHaveValue('2');

  await boxList(page).getByRole('button', { name: 'Box 2' }).click();
  await boxRow(page, 'Box 2', third!).getByRole('button', { name: 'Exclude' }).click();
  await page.getByRole('dialog', { name: `Exclude ${third!.title}?` }).getByRole('button', { name: 'Exclude item' }).click();
  await expect(boxRow(page, 'Box 2', third!).getByText('Excluded')).toBeVisible();
  await expect(boxRow(page, 'Box 2', third!).getByRole('button', { name: 'Exclude' })).toHaveCount(0);

  await newBox(page, 'Box 3');
  await page.getByRole('button', { name: 'Delete box' }).click();
  await page.getByRole('dialog', { name: 'Delete Box 3?' }).getByRole('button', { name: 'Delete box' }).click();
  await expect(boxList(page).getByRole('listitem')).toHaveCount(2);
  await expect(log(page)).toContainText('Box removed');
  await expect(page.getByText('Select a box to see and change what is in it.')).toBeVisible();

  // What the seller sees is what the server holds: units, estimated weights, the excluded item.
  const boxes = await sellerGet<StaBox[]>(page, `lister/sta/${sessionId}/box`);
  expect(boxes.map((box) => [box.name, box.itemQty])).toEqual([['Box 2', 1], ['Box 1', 3]]);
  for (const box of boxes) {
    await expect(boxList(page).getByRole('listitem', { name: box.name })).toContainText(`${box.itemQty === 1 ? '1 unit' : `${box.itemQty} units`}est. ${(box.estimatedWeight / 10).toFixed(1)} lb`);
  }
  const packed = await sellerGet<StaBoxResult>(page, `lister/sta/${sessionId}/box/${boxes[0]!.id}`);
  expect(packed.items.map((item) => [item.bookDetail.isbn13, item.inBoxQuantity, item.excluded])).toEqual([[third!.isbn, 1, true]]);
  await expect(page.getByTestId('sta-packed')).toHaveText('4 of 5 units in boxes');
  const items: ListingItem[] = await serverItems(page, sessionId);
  expect(items.map((item) => [item.isbn13, item.boxedQuantity]).sort()).toEqual(
    [[first!.isbn, 2], [second!.isbn, 1], [third!.isbn, 1], [restricted.isbn, 0]].sort(),
  );

  // At each size the boxes and the selected box show in full; a reviewer looks at the screenshots.
  await boxList(page).getByRole('button', { name: 'Box 2' }).click();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(boxRow(page, 'Box 2', third!)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect.soft(await cutOff(page), `boxes at ${size.name}: cut off`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${size.name}-sta-boxes.png`), fullPage: true });
  }
});

test('a seller without Send to Marketplace sees the items only, with no Boxes tab', async ({ page }) => {
  await signIn(page, LISTER);
  await newSession(page, 'FBA');
  await expect(page.getByRole('table', { name: 'Session items' }).or(page.getByText('No books yet. Scan the first one.'))).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});
