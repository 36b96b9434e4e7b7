import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';
import { bookzyDevice, catalogIsbn, openScanScreen, serverStats, soundCount, wedgeScan } from './bookzySupport';

test('a wedge scanner scans 20 books in a row with no input focused: each gets its verdict and history entry', async ({ page }) => {
  await signIn(page, DEMO);
  const device = await bookzyDevice(page, "Dana's phone");
  const isbns = Array.from({ length: 20 }, (_, index) => catalogIsbn(200 + index));
  const expected = await Promise.all(isbns.map((isbn) => serverStats(page, device.deviceId, isbn)));
  await openScanScreen(page, "Dana's phone");
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const soundsBefore = await soundCount(page);

  for (const [index, isbn] of isbns.entries()) {
    await expect(page.locator(':focus')).toHaveCount(0);
    await wedgeScan(page, isbn);
    const newest = page.getByTestId('scan-card').first();
    await expect(newest).toHaveAttribute('aria-label', new RegExp(`^${isbn}: `));
    const { verdict } = expected[index]!;
    await expect(newest).toHaveAttribute('data-status', verdict!.status);
    if (verdict!.status === 'ACCEPTED') await expect(newest.getByTestId('scan-verdict')).toHaveText(verdict!.triggerName!);
  }

  // The last two stay on screen, newest first; every scan sounded and is in the history.
  await expect(page.getByTestId('scan-card')).toHaveCount(2);
  await expect(page.getByTestId('scan-card').nth(1)).toHaveAttribute('aria-label', new RegExp(`^${isbns[18]}: `));
  expect((await soundCount(page)) - soundsBefore).toBe(20);
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(20);
  const accepted = expected.filter((stats) => stats.verdict!.status === 'ACCEPTED').length;
  await page.getByText('Accepted', { exact: true }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(accepted);
});

test('an invalid code gives the invalid outcome and never reaches the server', async ({ page }) => {
  await signIn(page, DEMO);
  await openScanScreen(page, "Dana's phone");
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/book/stats')) lookups.push(request.url());
  });
  await page.getByLabel('ISBN or barcode').fill('9780306406158');
  await page.getByLabel('ISBN or barcode').press('Enter');
  await expect(page.getByTestId('scan-card').first()).toHaveAttribute('data-status', 'INVALID');
  expect(lookups).toEqual([]);
});

test('hidden mode shows only accept or reject, on the scan card and in the history', async ({ page }) => {
  await signIn(page, DEMO);
  const helper = await bookzyDevice(page, 'Helper phone');
  expect(helper.isHidden).toBe(true);
  await openScanScreen(page, 'Helper phone');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const isbn = catalogIsbn(300);
  const { verdict, book } = await serverStats(page, helper.deviceId, isbn);
  await wedgeScan(page, isbn);
  const card = page.getByTestId('scan-card').first();
  await expect(card.getByTestId('scan-verdict')).toHaveText(verdict!.status === 'ACCEPTED' ? 'ACCEPT' : 'REJECT');
  // Nothing else: no title, no profit, no trigger name for the helper to read.
  await expect(card.getByTestId('scan-title')).toHaveCount(0);
  await expect(card).not.toContainText('Profit');

  // The History tab on the same screen says no more than the card.
  await page.getByRole('tab', { name: /History/ }).click();
  const row = page.getByTestId('history-row').first();
  await expect(row).toContainText(verdict!.status === 'ACCEPTED' ? 'ACCEPT' : 'REJECT');
  await expect(row).toContainText(isbn);
  const history = page.getByTestId('history-table');
  for (const secret of ['Rank', 'offers', '$', book!.title, ...(verdict!.triggerName ? [verdict!.triggerName] : [])]) {
    await expect(history).not.toContainText(secret);
  }
});
