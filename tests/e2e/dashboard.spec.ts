import { expect, test } from '@playwright/test';
import type { DailyPricingStats } from '../../src/contract/dashboard';
import { pageCall } from '../support/pageCall';
import { latestRepricingResults } from './dashboardSupport';
import { DEMO, signIn, signUp } from './support';

test('account notes: add, tick off, untick and delete, kept across reloads', async ({ page }) => {
  await signUp(page);
  await expect(page.getByText('No notes yet.')).toBeVisible();
  // The first note's reply is slow, as on a poor connection: the second is entered while it is on its way.
  let firstAdd = true;
  await page.route('**/api/user/note', async (route) => {
    if (route.request().method() !== 'POST' || !firstAdd) return route.continue();
    firstAdd = false;
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response });
  });
  await page.getByLabel('New note').fill('Order more 4x6 labels');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('New note').fill('Call the book sale organiser');
  await page.getByLabel('New note').press('Enter');
  await expect(page.getByTestId('note')).toHaveText([/Call the book sale organiser/, /Order more 4x6 labels/]);

  const labels = page.getByRole('checkbox', { name: 'Order more 4x6 labels' });
  // The tick shows before the server has it: reload only once it is saved.
  const saved = page.waitForResponse((response) => response.url().endsWith('/done') && response.ok());
  await labels.check();
  await expect(page.getByText('1 open')).toBeVisible();
  await saved;
  await page.reload();
  await expect(labels).toBeChecked();
  await expect(page.getByText('Order more 4x6 labels')).toHaveCSS('text-decoration-line', 'line-through');

  await labels.uncheck();
  await expect(page.getByText('2 open')).toBeVisible();
  await page.getByRole('button', { name: 'Delete note "Call the book sale organiser"' }).click();
  await expect(page.getByTestId('note')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('note')).toHaveText([/Order more 4x6 labels/]);
});

test('an empty note is refused before it is sent', async ({ page }) => {
  await signUp(page);
  await page.getByLabel('New note').fill('   ');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Is required')).toBeVisible();
  await expect(page.getByTestId('note')).toHaveCount(0);
});

test('a long note with no spaces wraps inside its card and keeps its delete button in view, at 1440 and 390 px', async ({ page }) => {
  // No hyphen nor slash to break at, as in a pasted tracking address.
  const url = `https://example.com/track?ref=${'A1b2C3d4E5'.repeat(30)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page);
  await page.getByLabel('New note').fill(url);
  await page.getByRole('button', { name: 'Add' }).click();
  const note = page.getByTestId('note');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const card = await page.locator('.mantine-Card-root', { has: note }).boundingBox();
    const remove = await page.getByRole('button', { name: /^Delete note/ }).boundingBox();
    expect(remove!.x + remove!.width, `delete button at ${width} px`).toBeLessThanOrEqual(card!.x + card!.width);
    expect(await note.evaluate((row) => row.scrollWidth <= row.clientWidth), `note row at ${width} px`).toBe(true);
  }
});

test('a subscription-about-to-freeze prompt disappears once passed, for good', async ({ page }) => {
  await signIn(page, DEMO);
  const prompt = page.getByTestId('freeze-prompt');
  await expect(prompt).toContainText('Your Repricer subscription will be frozen on');
  await prompt.getByRole('button', { name: 'Got it' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('user-email')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a failed call shows the server message with its code in the toast, which pauses on hover', async ({ page }) => {
  await signUp(page);
  await page.getByLabel('New note').fill('Gone elsewhere');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('note')).toHaveCount(1);
  // The note is deleted behind the page's back, as from another tab.
  await page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token')}`,
      'X-Device-Id': localStorage.getItem('deviceId') ?? '',
      'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
    };
    const notes = await (await fetch('/api/user/note', { headers })).json();
    await fetch(`/api/user/note/${notes.data[0].id}`, { method: 'DELETE', headers });
  });
  await page.getByRole('button', { name: 'Delete note "Gone elsewhere"' }).click();

  const toast = page.getByRole('alert').filter({ has: page.getByTestId('toast-message') });
  await expect(toast.getByTestId('toast-message')).toHaveText('The note was not found. (Code: 108)');
  const bar = toast.getByRole('progressbar', { name: 'Time left' });
  await toast.hover();
  const paused = Number(await bar.getAttribute('aria-valuenow'));
  await page.waitForTimeout(400);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(paused);
  await page.mouse.move(5, 5);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(95);
  await toast.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByTestId('toast-message')).toHaveCount(0);
});

test("the dashboard charts the demo seller's repricing, sales and stock, and lists the 5 latest repricing results", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  const latest = await latestRepricingResults(page);
  // The days as this browser counts them, as the dashboard asks for them.
  const tzOffset = await page.evaluate(() => -new Date().getTimezoneOffset());
  const stats = await pageCall<DailyPricingStats>(page, 'GET', `pricing/stats/daily?tzOffset=${tzOffset}`);
  await page.goto('/');

  // Repricing: the sentence adds up the server's figures, the bars are drawn, the figures are a button away.
  const priced = stats.repricing!.reduce((sum, day) => sum + day.raised + day.lowered + day.unchanged + day.failed, 0);
  expect(priced).toBeGreaterThan(0);
  const repricing = page.getByRole('region', { name: 'Repricing by day' });
  await expect(repricing.getByTestId('repricing-summary')).toContainText(`${priced.toLocaleString('en-US')} SKUs priced in 30 days`);
  await expect(repricing.locator('path.recharts-rectangle').first()).toBeVisible();
  await repricing.getByRole('button', { name: 'Show the figures: Repricing by day' }).click();
  await expect(repricing.getByRole('table', { name: 'Repricing by day' }).getByRole('row')).toHaveCount(31);
  // Today's row holds the server's figures for today.
  const today = stats.repricing!.at(-1)!;
  const todaysCells = repricing.getByRole('table', { name: 'Repricing by day' }).getByRole('row').last().getByRole('cell');
  await expect(todaysCells).toHaveText([today.raised, today.lowered, today.unchanged, today.failed].map((count) => count.toLocaleString('en-US')));

  const sold = stats.sales!.reduce((sum, day) => sum + day.skusSold, 0);
  const sales = page.getByRole('region', { name: 'Sales by day' });
  await expect(sales.getByTestId('sales-summary')).toContainText(`${sold.toLocaleString('en-US')} SKUs sold in 30 days`);
  await expect(sales.locator('path.recharts-rectangle').first()).toBeVisible();

  const stock = page.getByRole('region', { name: 'Your stock on average' });
  await expect(stock.getByRole('table', { name: 'Stock averages by channel' }).getByRole('row')).toHaveText([/Channel/, /^FBA/, /^Merchant-fulfilled/]);
  await expect(stock.locator('.recharts-pie-sector').first()).toBeVisible();

  // The five latest results, newest first, each with its state in the words of spec 4.
  const results = page.getByRole('region', { name: 'Latest repricing results' }).getByRole('table', { name: 'Latest repricing results' });
  const rows = results.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  for (const [index, result] of latest.entries()) {
    await expect(rows.nth(index)).toContainText(result.sku);
    await expect(rows.nth(index)).toContainText(/Successful|Paused|Bounded|No Rule Match|No Offers|Internal Error/);
  }

  // Another range: the figures of the last 7 days.
  await page.getByText('7 days', { exact: true }).click();
  await expect(repricing.getByTestId('repricing-summary')).toContainText('in 7 days');
  await expect(repricing.getByRole('table', { name: 'Repricing by day' }).getByRole('row')).toHaveCount(8);

  await page.getByRole('link', { name: 'All repricing results' }).click();
  await expect(page).toHaveTitle('Folio - Repricing Results');
});

test('a new seller without the Repricer or stock sees no repricing, an empty stock card and empty sales', async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole('region', { name: 'Your stock on average' })).toContainText('No stock yet.');
  await expect(page.getByRole('region', { name: 'Sales by day' }).getByTestId('sales-summary')).toHaveText('No sale in these 30 days.');
  await expect(page.getByRole('region', { name: 'Repricing by day' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest repricing results' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
});
