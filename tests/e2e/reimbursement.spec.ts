import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsvRecords } from '../../src/contract/csvRecords';
import type { ReimbursementRow } from '../../src/contract';
import { LEDGER_DAYS, acceptShipment, searchLosses } from './reimbursementSupport';
import { setServerClockOffset } from './serverClock';
import { DEMO, signIn } from './support';

const DAY_MS = 86_400_000;
const counted = (count: number) => `${count} ${count === 1 ? 'loss' : 'losses'}`;
const rows = (page: Page) => page.getByTestId('loss-row');

test.afterEach(() => setServerClockOffset(0));

test('the reimbursement report: search, filter, claim, sort and an export that reads back as the report', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO);
  // The marketplace receives the shipment days after it is sent: the report is read weeks later.
  await setServerClockOffset(LEDGER_DAYS * DAY_MS);
  await page.goto('/reimbursement');
  await expect(page.getByTestId('loss-count')).toHaveText(/loss/, { timeout: 20_000 });
  if (await page.getByTestId('no-losses').isVisible()) {
    await acceptShipment(page);
    await page.reload();
  }
  const all = await searchLosses(page);
  expect(all.total).toBeGreaterThan(2);
  await expect(page.getByTestId('loss-count')).toHaveText(counted(all.total));
  await expect(rows(page)).toHaveCount(Math.min(all.total, 25));
  await expect(page.getByTestId('total-ELIGIBLE')).toContainText(counted(all.totals.ELIGIBLE.count));

  // Search by a SKU: the address keeps it, the table shows what the server finds for it.
  const target = all.rows[1]!;
  await page.getByLabel('Search').fill(target.sku);
  await expect(page).toHaveURL(new RegExp(`q=${target.sku}`));
  const bySku = await searchLosses(page, `&searchText=${target.sku}`);
  await expect(page.getByTestId('loss-count')).toHaveText(`${counted(bySku.total)} match`);
  for (const row of await rows(page).all()) await expect(row).toContainText(target.sku);
  await page.getByLabel('Search').fill('');
  await expect(page.getByTestId('loss-count')).toHaveText(counted(all.total));

  // What happened: lost at receiving only.
  await page.getByRole('combobox', { name: 'What happened' }).click();
  await page.getByRole('option', { name: 'Lost at receiving' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('loss-count')).toHaveText(`${counted(all.rows.filter((row) => row.kind === 'LOST_INBOUND').length)} match`);
  for (const row of await rows(page).all()) await expect(row).toContainText('Lost at receiving');

  await page.goto('/reimbursement');

  // Claim one: it shows as claimed with its case, and the Claimed card counts it.
  const eligible = all.rows.filter((row) => row.status === 'ELIGIBLE');
  expect(eligible.length).toBeGreaterThan(0);
  const claimed = eligible.find((row) => all.rows.indexOf(row) < 25)!;
  await page.getByRole('button', { name: `Claim ${claimed.sku}, loss ${claimed.id}` }).click();
  await expect(page.getByTestId('toast-message')).toHaveText('Claim filed: the marketplace opened a case.');
  const claimedRow = page.getByRole('row', { name: `${claimed.title}, ${claimed.sku}, loss ${claimed.id}` });
  await expect(claimedRow).toContainText(/Case CASE-[0-9A-Z]{12}, filed/);
  await expect(page.getByTestId('total-CLAIMED')).toContainText(/\d+ loss(es)? awaiting a decision/);

  // The Claimed card filters to claimed losses; pressed again it clears.
  await page.getByTestId('total-CLAIMED').click();
  await expect(page.getByTestId('total-CLAIMED')).toHaveAttribute('aria-pressed', 'true');
  // The previous list stays on screen while the filtered one loads: wait for the claimed count, then read the rows.
  const onlyClaimed = await searchLosses(page, '&statuses=CLAIMED');
  await expect(page.getByTestId('loss-count')).toHaveText(`${counted(onlyClaimed.total)} match`);
  await expect(rows(page)).toHaveCount(Math.min(onlyClaimed.total, 25));
  for (const row of await rows(page).all()) await expect(row).toHaveAttribute('data-status', 'CLAIMED');

  // Sorted by value, lowest first, with no filter: the export holds every loss in that order.
  await page.goto('/reimbursement?sort=VALUE&order=ASC');
  const byValue = await searchLosses(page, '&sortField=VALUE&sortOrder=ASC');
  expect(byValue.total).toBe(byValue.rows.length);
  await expect(rows(page).first()).toContainText(byValue.rows[0]!.sku);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = parseCsvRecords(text);
  if (!parsed.ok) throw new Error(parsed.message);
  const [header, ...lines] = parsed.records.map((record) => record.cells);
  expect(header).toContain('Claim by');
  expect(lines.map((line) => Number(line[0]))).toEqual(byValue.rows.map((row: ReimbursementRow) => row.id));
  const claimedLine = lines.find((line) => Number(line[0]) === claimed.id)!;
  expect(claimedLine[header!.indexOf('Status')]).toBe('Claimed');
  expect(claimedLine[header!.indexOf('SKU')]).toBe(claimed.sku);
});
