import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from '../../src/contract/payments/testCards';
import { billingServerPort, billingServerUrl, startBillingServer } from './billingServer';
import { pdfText } from './listerSupport';
import { setServerClockOffset } from './serverClock';
import { signIn, signUp } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The card form as a seller fills it in, with a future expiry. */
async function addCard(page: Page, number: string, name: string) {
  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry month').fill('9');
  await form.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on the card').fill(name);
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('row', { name: `Visa ending ${number.slice(-4)}` })).toBeVisible();
}

async function subscribe(page: Page, plan: string, card: string) {
  await page.getByRole('article', { name: `Plan ${plan}` }).getByRole('button', { name: `Subscribe to ${plan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${plan}` });
  await dialog.getByRole('radio', { name: new RegExp(card) }).check();
  await dialog.getByRole('button', { name: /^Subscribe for / }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: plan, exact: true }).getByTestId('subscription-status')).toHaveText('Active');
}

/**
 * The server's clock runs `days` ahead, and the renewals due by then are done. The page is opened
 * again at `path`; a session that lapsed meanwhile is signed in again, as the seller would.
 */
async function daysLater(page: Page, days: number, path: string, account: { email: string; password: string }) {
  await setServerClockOffset(days * DAY_MS, billingServerPort);
  await page.goto(path);
  await expect(page.getByTestId('user-email').or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
  if (await page.getByRole('button', { name: 'Sign in' }).isVisible()) {
    await signIn(page, account);
    await page.goto(path);
  }
}

// Renewals run on a server of this spec's own, so that moving its clock leaves the demo accounts be.
test.use({ baseURL: billingServerUrl });
let billingServer: Awaited<ReturnType<typeof startBillingServer>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  billingServer = await startBillingServer();
});
test.afterAll(() => billingServer.stop());
test.afterEach(() => setServerClockOffset(0, billingServerPort));

test('a seller pays for Lister and Bookzy, a declined renewal freezes Lister, a new card and a retry bring it back', async ({ page }) => {
  test.setTimeout(240_000);
  const account = await signUp(page);
  await expect(menu(page).getByRole('link')).toHaveText(['Dashboard']);

  // The card that pays once and is declined after; then a card that always pays.
  await page.goto('/account/billing');
  await addCard(page, TEST_CARDS.FAILS_AT_RENEWAL, 'Robin Hale');
  await expect(page.getByRole('row', { name: 'Visa ending 0341' })).toContainText('Main');
  await page.getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, TEST_CARDS.SUCCEEDS, 'Robin Hale');

  // Lister on the main card now; Bookzy twenty days later on the other, so it renews well after Lister.
  await page.goto('/account/subscriptions');
  await subscribe(page, 'Lister', 'Visa ending 0341');
  await daysLater(page, 20, '/account/subscriptions', account);
  await subscribe(page, 'Bookzy', 'Visa ending 4242');
  await expect(menu(page).getByRole('link', { name: 'Lister' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Bookzy' })).toBeVisible();

  // The invoice of Lister's first month, as a PDF: its text holds the amount the history shows.
  await page.goto('/account/billing');
  const invoice = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Lister' });
  await expect(invoice).toHaveCount(1);
  const total = (await invoice.getByRole('cell').nth(3).textContent())!;
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  const text = await pdfText(page, () => invoice.getByRole('button', { name: /^Download invoice .* as PDF$/ }).click());
  expect(text).toContain('Lister');
  expect(text).toMatch(new RegExp(`Total \\(USD\\)\\s+\\${total}`));

  // A month on, Lister's renewal is declined: still usable, with the about-to-freeze prompt.
  await daysLater(page, 32, '/', account);
  await expect(page.getByTestId('freeze-prompt')).toContainText('Your Lister subscription will be frozen on');
  await expect(menu(page).getByRole('link', { name: 'Lister' })).toBeVisible();

  // Past the grace period Lister is frozen: the menu drops it and its screens send the seller home.
  await daysLater(page, 40, '/', account);
  await expect(menu(page).getByRole('link', { name: 'Bookzy' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Lister' })).toHaveCount(0);
  await expect(page.getByTestId('freeze-prompt')).toHaveCount(0);
  await page.goto('/lister/session/fba');
  await expect(page).toHaveURL(/\/$/);

  // The banner's place to fix it: make the working card main and retry.
  await page.goto('/account/billing');
  const problem = page.getByRole('region', { name: 'Payments to settle' }).getByTestId('payment-problem');
  await expect(problem).toContainText('Lister: the payment of');
  await expect(problem).toContainText('Frozen on');
  await page.getByRole('button', { name: 'Make main: Visa ending 4242' }).click();
  await expect(page.getByRole('row', { name: 'Visa ending 4242' })).toContainText('Main');
  await problem.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByText('Payment received: Lister is active.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments to settle' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Lister' })).toBeVisible();
  await page.goto('/account/subscriptions');
  await expect(page.getByRole('article', { name: 'Lister', exact: true }).getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('Lister: Usage Restored');
});
