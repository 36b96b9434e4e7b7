import { expect, test, type Page } from '@playwright/test';
import type { BookStats, Trigger } from '../../src/contract';
import { DEMO_TRIGGERS } from '../../server/db/seed';
import { bookzyDevice, catalogIsbn, openScanScreen, sellerGet, serverStats, wedgeScan } from './bookzySupport';
import { DEMO, signIn } from './support';
import { pageCall } from '../support/pageCall';

// The helper's phone has no seeded triggers; the copy gives it some, and afterEach takes them away
// again so that the other specs find the device as the seed made it.
const HELPER = 'Helper phone';
const OWNER = "Dana's phone";

async function deviceTriggers(page: Page, name: string) {
  const { deviceId } = await bookzyDevice(page, name);
  const all = await sellerGet<Trigger[]>(page, 'profit/trigger/list/all');
  return all.filter((trigger) => trigger.device === deviceId).sort((a, b) => a.order - b.order);
}

test.afterEach(async ({ page }) => {
  const ids = (await deviceTriggers(page, HELPER)).map((trigger) => trigger.id);
  for (const id of ids) await pageCall(page, 'DELETE', `profit/trigger/${id}`);
  expect(await deviceTriggers(page, HELPER)).toEqual([]);
});

test('a phone without triggers warns on its scan screen and takes the owner\'s triggers by copy', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO);
  await openScanScreen(page, HELPER);
  const warning = page.getByTestId('no-active-trigger');
  await expect(warning).toContainText('This device has no triggers');
  await warning.getByRole('link', { name: 'Set up its triggers' }).click();
  await expect(page).toHaveTitle('Folio - Bookzy Triggers');
  await expect(page.getByTestId('trigger-device-name')).toHaveText(HELPER);

  // Like creating a trigger, copying needs the server: the copies' ids come from it.
  await page.getByRole('button', { name: 'Copy from another device' }).click();
  const dialog = page.getByRole('dialog', { name: `Copy triggers to ${HELPER}` });
  await page.context().setOffline(true);
  await expect(dialog.getByText('Copying triggers needs a connection')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy triggers' })).toBeDisabled();
  await page.context().setOffline(false);

  await expect(dialog.getByLabel('Copy from')).toHaveValue((await bookzyDevice(page, OWNER)).deviceId);
  await expect(dialog.getByLabel('Copy from').locator('option', { hasText: OWNER })).toHaveText(`${OWNER} (3 triggers)`);
  await dialog.getByRole('button', { name: 'Copy triggers' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`3 triggers copied from ${OWNER}.`)).toBeVisible();
  await expect(page.getByTestId('trigger-row')).toHaveCount(DEMO_TRIGGERS.length);
  const names = DEMO_TRIGGERS.map((trigger) => trigger.name);
  expect(await page.getByTestId('trigger-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))).toEqual(names);

  const rule = ({ id: _id, device: _device, ...rest }: Trigger) => rest;
  expect((await deviceTriggers(page, HELPER)).map(rule)).toEqual((await deviceTriggers(page, OWNER)).map(rule));

  const listed = page.waitForResponse((response) => response.url().includes('/api/profit/trigger/list/all'));
  await openScanScreen(page, HELPER);
  await listed;
  await expect(page.getByTestId('no-active-trigger')).toHaveCount(0);
});

/** A catalog book the owner's phone rejects though a trigger came close, as the server judges it. */
async function rejectedBook(page: Page, deviceId: string): Promise<{ isbn: string; stats: BookStats }> {
  for (let index = 400; ; index++) {
    const stats = await serverStats(page, deviceId, catalogIsbn(index));
    if (stats.verdict?.rejection?.kind === 'NO_MATCH') return { isbn: catalogIsbn(index), stats };
  }
}

test('a rejected book says why on its card and in the history: the closest trigger and the limits it failed', async ({ page }) => {
  await signIn(page, DEMO);
  const owner = await bookzyDevice(page, OWNER);
  const { isbn, stats } = await rejectedBook(page, owner.deviceId);
  const closest = stats.verdict!.rejection!.closest!;
  await openScanScreen(page, OWNER);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await wedgeScan(page, isbn);

  const card = page.getByTestId('scan-card').first();
  await expect(card).toHaveAttribute('data-status', 'REJECTED');
  const reasons = card.getByTestId('verdict-reasons');
  await expect(reasons).toContainText(closest.triggerName);
  await expect(reasons.getByRole('listitem')).toHaveCount(closest.failed.length);
  // The offers figure is the book's, the same on every device: used, new and FBA offers together.
  const { book } = stats;
  await expect(card).toContainText(`Offers ${(book!.usedOffers + book!.newOffers + book!.fbaOffers).toLocaleString('en-US')}`);

  await page.getByRole('tab', { name: /History/ }).click();
  const row = page.getByTestId('history-row').first();
  await expect(row.getByTestId('verdict-reasons')).toContainText(closest.triggerName);
  await expect(row.getByTestId('verdict-reasons').getByRole('listitem')).toHaveCount(closest.failed.length);
});
