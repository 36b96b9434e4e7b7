import { expect, test } from '@playwright/test';
import type { Nsession, NsessionItemPage } from '../../src/contract/nsession';
import { pageCall } from '../support/pageCall';
import { appliedWrites } from './appliedWrites';
import { wedgeScan } from './bookzySupport';
import { catalogBooksOf, loseOneReply } from './listerSupport';
import { DEMO, signIn } from './support';

test('a plan scanned offline keeps its scans on the device and adds each book once when the network returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const books = catalogBooksOf({ plain: 4 }, 7000);
  const sessionId = Number((await pageCall<Nsession>(page, 'POST', 'nsession', { type: 'fba' })).idStr);
  await page.goto(`/lister/session/fba/${sessionId}/scanning`);
  await expect(page.getByLabel('Scan or type an ISBN')).toBeVisible();
  const keysBefore = (await appliedWrites(DEMO.email)).at(-1)?.id ?? 0;

  await context.setOffline(true);
  for (const book of books) await wedgeScan(page, book.isbn);
  const waiting = page.getByRole('list', { name: 'Scans waiting to sync' }).getByRole('listitem');
  await expect(waiting).toHaveCount(4);
  expect(await waiting.allTextContents()).toEqual(books.map((book) => expect.stringContaining(book.isbn)));
  await expect(page.getByTestId('last-scan')).toContainText('Saved on this device');

  // Back online, the reply to the third scan is lost after the server applied it: the outbox sends
  // it again under the same key, and the plan does not get the book twice.
  const dropped = await loseOneReply(page, `**/api/nsession/${sessionId}/item`, books[2]!.isbn);
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  expect(dropped()).toBe(true);

  const items = await pageCall<NsessionItemPage>(page, 'GET', `nsession/${sessionId}/item?page=0&pageSize=100`);
  expect(items.content.map((item) => item.isbn13).sort()).toEqual(books.map((book) => book.isbn).sort());
  expect(items.content.every((item) => item.quantity === 1)).toBe(true);
  expect((await appliedWrites(DEMO.email)).filter((write) => write.id > keysBefore)).toHaveLength(4);
});

test('a plan opened, then scanned into offline, opens again after a reload without a network and scanning goes on', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const books = catalogBooksOf({ plain: 5 }, 7500);
  const sessionId = Number((await pageCall<Nsession>(page, 'POST', 'nsession', { type: 'fba' })).idStr);
  await page.goto(`/lister/session/fba/${sessionId}/scanning`);
  await expect(page.getByLabel('Scan or type an ISBN')).toBeVisible();

  await context.setOffline(true);
  for (const book of books.slice(0, 4)) await wedgeScan(page, book.isbn);
  const waiting = page.getByRole('list', { name: 'Scans waiting to sync' }).getByRole('listitem');
  await expect(waiting).toHaveCount(4);

  // A reload without a network: the app from the service worker, the plan from the device's copy,
  // the four scans from the outbox; a fifth book is scanned as before.
  await page.reload();
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Plan /);
  await expect(waiting).toHaveCount(4);
  await wedgeScan(page, books[4]!.isbn);
  await expect(waiting).toHaveCount(5);
  await expect(page.getByTestId('last-scan')).toContainText('Saved on this device');

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  const items = await pageCall<NsessionItemPage>(page, 'GET', `nsession/${sessionId}/item?page=0&pageSize=100`);
  expect(items.content.map((item) => item.isbn13).sort()).toEqual(books.map((book) => book.isbn).sort());
});
