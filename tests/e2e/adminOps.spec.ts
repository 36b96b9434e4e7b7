import { expect, test, type Page } from '@playwright/test';
import type { ReimbursementRow } from '../../src/contract';
import { pageCall } from '../support/pageCall';
import { ensureLosses, searchLosses, withLedgerClock } from './reimbursementSupport';
import { ADMIN, DEMO, signIn } from './support';

/**
 * The admin dashboard, reimbursements across sellers and the diagnostics page, on the demo data:
 * one page for the file, the demo seller's losses made once through the seller's own calls.
 */

test.describe.configure({ mode: 'serial' });

let page: Page;
let claimed: ReimbursementRow;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  // The demo seller's losses: a received shipment's ledger copied in, one of them claimed.
  await signIn(page, DEMO);
  await ensureLosses(page);
  const losses = await withLedgerClock(() => searchLosses(page, '&statuses=ELIGIBLE'));
  claimed = (await pageCall<ReimbursementRow[]>(page, 'POST', 'report/reimbursement/claim', { ids: [losses.rows[0]!.id] }))[0]!;

  await page.goto('/admin-panel/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
});
test.afterAll(() => page.close());

const figure = (label: string) => page.getByTestId(`figure-${label}`);

test('the dashboard: a date range changes the figures, the address carries it, and a reload shows the same', async () => {
  await page.goto('/admin-panel');
  await expect(page.getByLabel('First day (UTC)')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('30 days', { exact: true })).toBeChecked();
  // The seeded sellers signed up and paid within the last 30 days.
  await expect(figure('Sign-ups')).not.toHaveText('0');
  await expect(figure('Revenue')).not.toHaveText('$0.00');

  // January 2020: before any account.
  await page.getByLabel('First day (UTC)').fill('2020-01-01');
  await page.getByLabel('Last day (UTC)').fill('2020-01-31');
  await expect(page).toHaveURL(/[?&]from=2020-01-01/);
  await expect(page).toHaveURL(/[?&]to=2020-01-31/);
  await expect(figure('Sign-ups')).toHaveText('0');
  await expect(figure('Revenue')).toHaveText('$0.00');
  await expect(page.getByText('No account was created in these days.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First day (UTC)')).toHaveValue('2020-01-01');
  await expect(figure('Sign-ups')).toHaveText('0');

  // The list behind the figures: the tab is in the address too.
  await page.getByRole('group', { name: 'Last days' }).getByText('30 days').click();
  await expect(figure('Sign-ups')).not.toHaveText('0');
  await page.getByRole('tab', { name: 'Sign-ups' }).click();
  await expect(page.getByRole('table', { name: 'Sign-ups' }).getByRole('link', { name: DEMO.email })).toHaveAttribute('href', /^\/admin-panel\/users\/\d+$/);
  await page.getByRole('tab', { name: 'Churned subscriptions' }).click();
  await expect(page).toHaveURL(/[?&]list=churn/);
});

test('reimbursements across sellers by tab: the claimed loss under Claimed, the open ones under Open, with totals', async () => {
  await page.goto('/admin-panel/reimbursement');
  await expect(page.getByRole('tab', { name: /^Open \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Reimbursement losses' }).getByRole('link', { name: DEMO.email }).first()).toBeVisible();
  await expect(page.getByTestId('tab-totals')).not.toContainText(/Losses\s*0\b/);

  await page.getByRole('tab', { name: /^Claimed/ }).click();
  await expect(page).toHaveURL(/\/admin-panel\/reimbursement\/claimed/);
  await page.getByLabel('Search').fill(claimed.caseId!);
  await expect(page).toHaveURL(new RegExp(`q=${claimed.caseId}`));
  const rows = page.getByRole('table', { name: 'Reimbursement losses' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(claimed.sku);
  await expect(rows.nth(1)).toContainText(`Case ${claimed.caseId}`);

  await page.getByRole('tab', { name: /^Paid/ }).click();
  await expect(page).toHaveURL(/\/admin-panel\/reimbursement\/paid\?q=/);
  await expect(page.getByText('No loss of this tab matches the search.')).toBeVisible();
});

test('diagnostics: the database kind, the migrations and every job queue with its depth', async () => {
  await page.goto('/admin-panel/misc/sv-test');
  await expect(page.getByTestId('database-kind')).toHaveText(/^PGlite \d/);
  await expect(page.getByText(/^\d+ of \d+ applied$/)).toBeVisible();
  for (const queue of ['reprice', 'stock-report', 'billing-renewals']) {
    await expect(page.getByTestId(`queue-${queue}`)).toContainText(/\d/);
  }
  await expect(page.getByTestId('uptime')).toHaveText(/\d+ (s|min|h)/);
});
