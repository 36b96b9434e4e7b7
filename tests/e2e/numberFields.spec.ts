import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import type { Box, Trigger } from '../../src/contract';
import { bookzyDevice, sellerGet } from './bookzySupport';
import { catalogBooksOf, newSession, serverItems } from './listerSupport';
import { DEMO, LISTER, signIn } from './support';

/**
 * Number fields against the real server: "1e9", "-5", "2.5" where only whole numbers count, and
 * letters each stay shown with the reason on the field, and the server receives nothing. Mantine's
 * NumberInput used to drop what it did not accept, so "1e9" was saved as 19 and "2.5" offers as 25.
 */

/** The writes the page sends to the API whose path matches, as they leave the browser. */
function watchWrites(page: Page, path: RegExp) {
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/') && path.test(pathname)) sent.push(`${request.method()} ${pathname} ${request.postData() ?? ''}`);
  };
  page.on('request', onRequest);
  return sent;
}

/**
 * Types the text as a person would (a key every 90 ms: faster bursts are a wedge scanner's, whose
 * keys the scanning screens swallow), leaves the field with Enter, and finds it kept with its reason.
 */
async function typeRefused(field: Locator, text: string, reason: string) {
  await field.fill('');
  await field.pressSequentially(text, { delay: 90 });
  await field.press('Enter');
  await expect(field).toHaveValue(text);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(reason.replace(/[$.]/g, '\\$&')));
}

/** The error text is on screen in full: inside the viewport and not clipped by its box. */
async function expectReasonFits(page: Page, field: Locator) {
  const id = (await field.getAttribute('aria-describedby'))!.split(' ').find((part) => part.endsWith('-error'))!;
  const reason = page.locator(`[id="${id}"]`);
  await expect(reason).toBeVisible();
  const box = (await reason.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await reason.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** A quiet moment for anything that would have been sent (a blur's save, the outbox) to leave. */
const settle = (page: Page) => page.waitForTimeout(500);

test.describe('at tablet size', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a lister min price, a quantity and a box dimension refuse what is not a number in range, and send nothing', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, LISTER);
    const [book] = catalogBooksOf({ plain: 1 }, 14000);
    const sessionId = await newSession(page, 'FBA');
    // Typed, not wedge-scanned: this test is about fields, not scanner speed on a loaded machine.
    await page.getByLabel('Scan or type an ISBN').fill(book!.isbn);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const min = page.getByLabel(`Min price of ${book!.title}`);
    await expect(min).toBeVisible();

    const itemWrites = watchWrites(page, new RegExp(`^/api/listing/${sessionId}/item/`));
    for (const [typed, reason] of [
      ['1e9', 'Enter a number like 12.50'],
      ['-5', 'Must be at least $0.01'],
      ['abc', 'Enter a number like 12.50'],
    ]) {
      await typeRefused(min, typed!, reason!);
      await expectReasonFits(page, min);
    }
    const quantity = page.getByLabel(`Quantity of ${book!.title}`);
    for (const [typed, reason] of [
      ['2.5', 'Must be a whole number'],
      ['-5', 'Must be at least 1'],
      ['1e9', 'Enter a number like 12'],
      ['two', 'Enter a number like 12'],
    ]) {
      await typeRefused(quantity, typed!, reason!);
      await expectReasonFits(page, quantity);
    }
    await settle(page);
    expect(itemWrites).toEqual([]);
    expect((await serverItems(page, sessionId))[0]).toMatchObject({ minPrice: null, maxPrice: null, quantity: 1 });

    // The same fields then take what is valid, "2.5" dollars being $2.50 and not 25: the watch sees it go.
    await quantity.fill('1');
    await min.fill('2.5');
    await min.press('Enter');
    await expect.poll(async () => (await serverItems(page, sessionId))[0]?.minPrice).toBe(250);
    await expect(min).toHaveValue('$2.50');
    expect(itemWrites).toHaveLength(1);

    await page.getByRole('button', { name: 'Submit session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit session' }).click();
    await page.waitForURL(`**/listings/${sessionId}/result`);
    const [item] = await serverItems(page, sessionId);
    const shipmentId = item!.shipmentId!;
    await page.goto(`/listings/${sessionId}/boxing/${shipmentId}`);

    const boxWrites = watchWrites(page, /\/boxing/);
    const form = page.getByRole('form', { name: 'New box' });
    await form.getByLabel('Length (in)').fill('18');
    const height = form.getByLabel('Height (in)');
    for (const [typed, reason] of [
      ['1e9', 'Enter a number like 12.5'],
      ['-5', 'Must be at least 0.1'],
      ['-12', 'Must be at least 0.1'],
      ['tall', 'Enter a number like 12.5'],
    ]) {
      await typeRefused(height, typed!, reason!);
      await expectReasonFits(page, height);
      await expect(form.getByRole('button', { name: 'New box' })).toBeDisabled();
    }
    await settle(page);
    expect(boxWrites).toEqual([]);
    expect(await sellerGet<Box[]>(page, `listing/${sessionId}/shipment/${shipmentId}/boxing`)).toEqual([]);

    // 2.5 inches is a size: the box is made with what was typed, in tenths.
    await height.fill('2.5');
    await form.getByRole('button', { name: 'New box' }).click();
    await expect.poll(async () => (await sellerGet<Box[]>(page, `listing/${sessionId}/shipment/${shipmentId}/boxing`)).map((box) => [box.length, box.height])).toEqual([[180, 25]]);
    expect(boxWrites).toHaveLength(1);
  });
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a trigger limit and a buy cost refuse what is not a number in range, and send nothing', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO);
    const DEVICE = 'Helper phone';
    const before = await bookzyDevice(page, DEVICE);
    const triggersBefore = await sellerGet<Trigger[]>(page, 'profit/trigger/list/all');
    const writes = watchWrites(page, /^\/api\/(bookzy\/device|profit\/trigger)/);

    await page.goto('/bookzy');
    const card = page.getByRole('region', { name: DEVICE });
    const buyCost = card.getByLabel('Buy cost');
    for (const [typed, reason] of [
      ['1e9', 'Enter a number like 12.50'],
      ['-5', 'Must not be negative'],
      ['abc', 'Enter a number like 12.50'],
      ['20000', 'Must be at most $10,000.00'],
    ]) {
      await typeRefused(buyCost, typed!, reason!);
      await expectReasonFits(page, buyCost);
      await expect(card.getByRole('button', { name: 'Save' }).first()).toBeDisabled();
    }

    await card.getByRole('link', { name: 'Triggers' }).click();
    await page.getByRole('button', { name: 'New trigger' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trigger' });
    await dialog.getByLabel('Name').fill('Never saved');
    const maxOffers = dialog.getByLabel('Max offers');
    for (const [typed, reason] of [
      ['2.5', 'Must be a whole number'],
      ['1e9', 'Enter a number like 12'],
      ['-5', 'Must not be negative'],
      ['many', 'Enter a number like 12'],
    ]) {
      await typeRefused(maxOffers, typed!, reason!);
      await expectReasonFits(page, maxOffers);
      await expect(dialog.getByRole('button', { name: 'Create trigger' })).toBeDisabled();
    }
    const minPrice = dialog.getByLabel('Min price');
    await maxOffers.fill('');
    await typeRefused(minPrice, '1e9', 'Enter a number like 12.50');
    await expectReasonFits(page, minPrice);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await settle(page);
    expect(writes).toEqual([]);
    expect(await bookzyDevice(page, DEVICE)).toEqual(before);
    expect(await sellerGet<Trigger[]>(page, 'profit/trigger/list/all')).toEqual(triggersBefore);
  });
});
