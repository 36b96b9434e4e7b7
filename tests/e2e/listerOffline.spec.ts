import { expect, test } from '@playwright/test';
import { appliedWrites } from './appliedWrites';
import { wedgeScan } from './bookzySupport';
import { catalogBooksOf, itemRows, loseOneReply, newSession, serverItems } from './listerSupport';
import { LISTER, signIn } from './support';

test('offline: 5 scans into a session survive a reload and reach the server once each, in scan order', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, LISTER);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const books = catalogBooksOf({ plain: 5 }, 3000);
  const sessionId = await newSession(page, 'FBA');
  const keysBefore = (await appliedWrites(LISTER.email)).at(-1)?.id ?? 0;

  await context.setOffline(true);
  for (const book of books) await wedgeScan(page, book.isbn);
  const waiting = page.getByRole('list', { name: 'Scans waiting to sync' }).getByRole('listitem');
  await expect(waiting).toHaveCount(5);
  await expect(page.getByTestId('last-scan')).toContainText('Saved on this device');

  // A reload without a network: the app shell comes from the service worker, the session from
  // the device's copy, and the five scans from the outbox, still in scan order.
  await page.reload();
  await expect(waiting).toHaveCount(5);
  expect(await waiting.allTextContents()).toEqual(books.map((book) => expect.stringContaining(book.isbn)));
  await expect(itemRows(page)).toHaveCount(0);

  // Back online, the reply to the second scan is lost after the server applied it: the outbox
  // sends it again under the same key, and the server does not add the book twice.
  const dropped = await loseOneReply(page, `**/api/listing/${sessionId}/item`, books[1]!.isbn);
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(itemRows(page)).toHaveCount(5);
  expect(dropped()).toBe(true);

  const items = await serverItems(page, sessionId);
  // Newest change first: the reverse of the scan order.
  expect(items.map((item) => item.isbn13)).toEqual(books.map((book) => book.isbn).reverse());
  expect(items.every((item) => item.quantity === 1)).toBe(true);
  const applied = (await appliedWrites(LISTER.email)).filter((write) => write.id > keysBefore);
  expect(applied).toHaveLength(5);
});
