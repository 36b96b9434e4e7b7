import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from '../../src/contract/payments/testCards';
import { runOnBillingServer } from './billingServer';
import { addCard, daysLater, subscribe } from './billingSupport';
import { pdfText } from './listerSupport';
import { signUp } from './support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

// Renewals run on a server of this spec's own, so that moving its clock leaves the demo accounts be.
runOnBillingServer();

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
