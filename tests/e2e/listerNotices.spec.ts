import { expect, test, type Page } from '@playwright/test';
import type { ListingItem, ListingSession } from '../../src/contract';
import { gs1CheckDigit } from '../../src/contract/barcodes/checkDigits';
import { isListed } from '../../server/marketplace/simulator';
import { sellerGet, wedgeScan } from './bookzySupport';
import { E2E_CATALOG_SIZE } from './e2eCatalog';
import { catalogBooksOf, itemRows, newSession, serverItems } from './listerSupport';
import { LISTER, signIn } from './support';

/** An ISBN the simulated marketplace does not list: every scan of it is refused (404). */
function unlistedIsbn(from: number): string {
  for (let body = from; ; body++) {
    const code12 = `978${String(body).padStart(9, '0')}`;
    const isbn = code12 + gs1CheckDigit(code12);
    if (!isListed(isbn, E2E_CATALOG_SIZE)) return isbn;
  }
}

const refusedList = (page: Page) => page.getByRole('list', { name: 'Refused scans' });

test('a refused scan is told once, where the seller looks, with what to do and no Retry that cannot work', async ({ page }) => {
  await signIn(page, LISTER);
  await newSession(page, 'FBA');
  const lastScan = page.getByTestId('last-scan');
  const unlisted = unlistedIsbn(123_456_000);
  await wedgeScan(page, unlisted);
  await expect(lastScan).toContainText('The marketplace does not list this book. Set the book aside: it cannot be listed.');
  await expect(lastScan.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect(lastScan.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // Not a second time below it; the header only counts it.
  await expect(refusedList(page)).toHaveCount(0);
  await expect(page.getByTestId('outbox-attention')).toHaveText('1 needs attention');

  // The next scan takes the last-scan place: the refusal moves to the list, still shown once.
  const [book] = catalogBooksOf({ plain: 1 }, 14000);
  await wedgeScan(page, book!.isbn);
  await expect(lastScan).toContainText(book!.title);
  const listed = refusedList(page).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(unlisted);
  await expect(listed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await listed.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusedList(page)).toHaveCount(0);
  await expect(page.getByTestId('outbox-attention')).toHaveCount(0);

  // Dismissed from the last scan, it is gone from the screen and the header at once.
  await wedgeScan(page, unlisted);
  await expect(lastScan.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await lastScan.getByRole('button', { name: 'Dismiss' }).click();
  await expect(lastScan).toHaveCount(0);
  await expect(page.getByTestId('outbox-attention')).toHaveCount(0);
  await expect(itemRows(page)).toHaveCount(1);
});

test('at the boxing table, a label of another shipment names that shipment; labels print; weights say what they are', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, LISTER);
  const books = [...catalogBooksOf({ plain: 1 }, 15000, 'PHX7'), ...catalogBooksOf({ plain: 1 }, 15000, 'AVP1')];
  const sessionId = await newSession(page, 'FBA');
  for (const [index, book] of books.entries()) {
    await wedgeScan(page, book.isbn);
    await expect(itemRows(page)).toHaveCount(index + 1);
  }
  await page.getByRole('button', { name: 'Submit session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit session' }).click();
  await page.waitForURL(`**/listings/${sessionId}/result`);
  const session = await sellerGet<ListingSession>(page, `listing/session/${sessionId}`);
  const items = await serverItems(page, sessionId);
  const [here, there] = ['PHX7', 'AVP1'].map((destination) => session.shipments.find((shipment) => shipment.destination === destination)!);
  const stray = items.find((item) => item.shipmentId === there!.id) as ListingItem;
  // Nothing is weighed yet: the table says its weights are estimates.
  await expect(page.getByRole('row', { name: here!.name }).getByTestId('shipment-weight')).toContainText('estimated');

  await page.goto(`/listings/${sessionId}/boxing/${here!.id}`);
  const form = page.getByRole('form', { name: 'New box' });
  for (const [label, value] of Object.entries({ 'Length (in)': '18', 'Width (in)': '14', 'Height (in)': '12', 'Weight (lb)': '9.5' })) {
    await form.getByLabel(label).fill(value);
  }
  await form.getByRole('button', { name: 'New box' }).click();
  await expect(page.getByRole('list', { name: 'Boxes' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Boxes' })).toContainText('0 units');
  await wedgeScan(page, stray.fnsku);
  await expect(page.getByRole('log', { name: 'Boxing log' })).toContainText(
    `${stray.fnsku} (${stray.title}) belongs to ${there!.name} (${there!.shipmentCode}), not to this shipment`,
  );

  // Its one box is weighed: the shipment shows what it weighs; the other is still an estimate.
  await page.goto(`/listings/fba/${sessionId}/submit-shipments`);
  const card = page.getByRole('region', { name: here!.name });
  await expect(card.getByTestId('shipment-weight')).toHaveText('9.5 lb weighed');
  await expect(page.getByRole('region', { name: there!.name }).getByTestId('shipment-weight')).toContainText('estimated');

  // Print puts the labels' PDF in a frame of the page and asks that frame to print. The frame's
  // print() is recorded instead of run: headless Chromium has no dialog to open, and its PDF viewer
  // printing in a hidden frame once crashed the page under a busy machine.
  await page.addInitScript(() => {
    if (window === window.top) return;
    window.print = () => window.top!.postMessage('labels-print-asked', '*');
  });
  await page.reload();
  await page.evaluate(() => window.addEventListener('message', (event) => event.data === 'labels-print-asked' && document.body.setAttribute('data-print-asked', 'yes')));
  const blocked: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
  await card.getByRole('button', { name: 'Print box labels' }).click();
  await expect(page.locator('iframe[title="Labels to print"]')).toHaveAttribute('src', /^blob:/);
  await expect(page.locator('body')).toHaveAttribute('data-print-asked', 'yes');
  await expect(card.getByRole('button', { name: 'Print box labels' })).toBeEnabled();
  expect(blocked).toEqual([]);
});
