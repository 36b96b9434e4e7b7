import { expect, test, type Page } from '@playwright/test';
import { verdictFor, type MediaMailRates, type Trigger } from '../../src/contract';
import { deriveBook } from '../../server/marketplace/deriveBook';
import { appliedWrites } from './appliedWrites';
import { bookzyDevice, catalogIsbn, openScanScreen, savedCopyKeys, sellerGet, serverStats, soundCount, wedgeScan } from './bookzySupport';
import { E2E_CATALOG_SIZE } from './e2eCatalog';
import { DEMO, signIn } from './support';

const PHONE = "Dana's phone";
const SCANS = 50;

async function downloadCatalog(page: Page) {
  await page.goto('/bookzy');
  const catalog = page.getByRole('region', { name: 'Offline catalog' });
  await catalog.getByRole('button', { name: /Download for offline use|Update now|Resume download/ }).click();
  await expect(catalog.getByTestId('snapshot-status')).toContainText('20,000 books on this device', { timeout: 30_000 });
}

const waitingToSync = (page: Page) => page.getByRole('button', { name: /waiting to sync/ });

test('offline: 50 scans get verdicts from the snapshot, and offline changes reach the server exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const device = await bookzyDevice(page, PHONE);
  const triggers = (await sellerGet<Trigger[]>(page, 'profit/trigger/list/all')).filter((t) => t.device === device.deviceId);
  const mediaMail = triggers.find((trigger) => trigger.name === 'Media mail')!;
  const rates = await sellerGet<MediaMailRates>(page, 'rates/media-mail');
  const keysBefore = (await appliedWrites(DEMO.email)).at(-1)?.id ?? 0;
  await downloadCatalog(page);
  // One online visit of the scan screen leaves its device, triggers and rates on the phone.
  await openScanScreen(page, PHONE);
  await expect
    .poll(() => savedCopyKeys(page))
    .toEqual(expect.arrayContaining(['bookzy.devices', 'bookzy.triggers', 'bookzy.rates']));

  await context.setOffline(true);
  await page.goto('/bookzy');
  const phoneCard = page.getByRole('region', { name: PHONE });
  await phoneCard.getByLabel('Buy cost').fill('0.25');
  await phoneCard.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await phoneCard.getByRole('link', { name: 'Triggers' }).click();
  await page.getByRole('switch', { name: 'Active: Media mail' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Active: Media mail' })).not.toBeChecked();
  await expect(waitingToSync(page)).toContainText('2 waiting to sync');

  // A reload while offline loses nothing: the changes wait, and show.
  await page.reload();
  await expect(waitingToSync(page)).toContainText('2 waiting to sync');
  await expect(page.getByRole('switch', { name: 'Active: Media mail' })).not.toBeChecked();

  // 50 scans, each judged on this device with the changed buy cost and trigger.
  const offlineTriggers = triggers.map((trigger) => (trigger.id === mediaMail.id ? { ...trigger, active: false } : trigger));
  const costs = { buyCost: 25, inboundCost: device.inboundCost };
  const isbns = Array.from({ length: SCANS }, (_, index) => catalogIsbn(1000 + index));
  await page.getByRole('link', { name: /Bookzy/ }).first().click();
  await openScanScreenOffline(page);
  const soundsBefore = await soundCount(page);
  for (const isbn of isbns) {
    await wedgeScan(page, isbn);
    const expected = verdictFor(deriveBook(isbn), offlineTriggers, costs, rates);
    const newest = page.getByTestId('scan-card').first();
    await expect(newest).toHaveAttribute('aria-label', new RegExp(`^${isbn}: `));
    await expect(newest).toHaveAttribute('data-status', expected.status);
    await expect(newest).toContainText('Offline catalog');
    if (expected.triggerName) await expect(newest.getByTestId('scan-verdict')).toHaveText(expected.triggerName);
  }
  expect((await soundCount(page)) - soundsBefore).toBe(SCANS);
  await page.reload();
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(SCANS);
  await expect(waitingToSync(page)).toContainText('2 waiting to sync');

  // Back online, the first reply is lost after the server applied the write: the outbox sends it
  // again under the same key, and the server applies it once.
  let dropped = false;
  await page.route('**/api/bookzy/device/*/settings/buy-cost', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect(waitingToSync(page)).toHaveCount(0, { timeout: 30_000 });
  expect(dropped).toBe(true);

  const applied = await appliedWrites(DEMO.email, keysBefore);
  expect(applied.map((row) => row.status)).toEqual(['COMPLETED', 'COMPLETED']);
  expect((await bookzyDevice(page, PHONE)).buyCost).toBe(25);
  const serverTriggers = await sellerGet<Trigger[]>(page, 'profit/trigger/list/all');
  expect(serverTriggers.find((trigger) => trigger.id === mediaMail.id)!.active).toBe(false);

  // Online again, a verdict from the snapshot is confirmed by the server (which may know better).
  const isbn = catalogIsbn(2000);
  await wedgeScan(page, isbn);
  const confirmed = page.getByTestId('scan-card').first();
  await expect(confirmed).toHaveAttribute('aria-label', new RegExp(`^${isbn}: `));
  await expect(confirmed).not.toContainText('Offline catalog');

  // Put the demo phone back as the other specs expect it.
  await page.goto('/bookzy');
  await page.getByRole('region', { name: PHONE }).getByLabel('Buy cost').fill(String(device.buyCost / 100));
  await page.getByRole('region', { name: PHONE }).getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Buy cost updated.')).toBeVisible();
  await page.getByRole('region', { name: PHONE }).getByRole('link', { name: 'Triggers' }).click();
  await page.getByRole('switch', { name: 'Active: Media mail' }).click({ force: true });
  await expect.poll(async () => (await sellerGet<Trigger[]>(page, 'profit/trigger/list/all')).find((t) => t.id === mediaMail.id)!.active).toBe(true);
});

test('a scan kept for the network outlives 100 newer scans, is judged when the network returns, and the seller is told', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const device = await bookzyDevice(page, PHONE);
  const outside = catalogIsbn(E2E_CATALOG_SIZE + 7); // not in the downloaded catalog
  const { verdict } = await serverStats(page, device.deviceId, outside);
  await downloadCatalog(page);
  await openScanScreen(page, PHONE);
  await expect
    .poll(() => savedCopyKeys(page))
    .toEqual(expect.arrayContaining(['bookzy.devices', 'bookzy.triggers', 'bookzy.rates']));

  await context.setOffline(true);
  await page.goto('/bookzy');
  await openScanScreenOffline(page);
  await wedgeScan(page, outside);
  await expect(page.getByTestId('scan-card').first()).toHaveAttribute('data-status', 'PENDING');
  for (let index = 0; index < 100; index++) {
    const isbn = catalogIsbn(3000 + index);
    await wedgeScan(page, isbn);
    await expect(page.getByTestId('scan-card').first()).toHaveAttribute('aria-label', new RegExp(`^${isbn}: `));
  }
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(101);

  await context.setOffline(false);
  const notice = page.getByTestId('judged-late');
  const accepted = verdict?.status === 'ACCEPTED' ? 1 : 0;
  await expect(notice).toContainText(`1 book judged since you came back online: ${accepted} accepted`, { timeout: 30_000 });
  const judged = page.getByTestId('history-row').filter({ hasText: outside });
  await expect(judged).toHaveAttribute('data-status', verdict?.status ?? 'NOT_FOUND');
  await expect(judged).toContainText('Judged later');

  // Seen: it becomes ordinary history, and the cap of 100 applies again.
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('history-row')).toHaveCount(100);
});

async function openScanScreenOffline(page: Page) {
  await page.getByRole('region', { name: PHONE }).getByRole('link', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { name: PHONE })).toBeVisible();
  await expect(page.getByTestId('scan-status')).toContainText('Offline');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
}
