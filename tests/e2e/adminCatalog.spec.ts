import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from '../../src/contract/payments/testCards';
import { runOnBillingServer } from './billingServer';
import { addCard, daysLater, subscribe } from './billingSupport';
import { pdfText } from './listerSupport';
import { signInAdmin, signUp } from './support';

/**
 * Staff sign in to the admin area of this spec's server, afresh (a session from before the clock
 * moved has lapsed). The seller's tokens, kept apart in the same browser, stay.
 */
/** A staff session of its own, whatever the page held. */
async function signInAdminAfresh(page: Page) {
  await page.evaluate(() => localStorage.removeItem('adminToken'));
  await signInAdmin(page);
}

// Renewals run on a server of this spec's own (billingServer.ts), so that moving its clock leaves the demo accounts be.
runOnBillingServer();

test('a discount made and assigned to a seller on the admin screens takes its share off the next renewal, which the seller sees on the invoice', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Spring ${Date.now().toString(36)}`;

  // A seller on Lister at $39.00 a month.
  const account = await signUp(page);
  await page.goto('/account/billing');
  await addCard(page, TEST_CARDS.SUCCEEDS, 'Robin Hale');
  await page.goto('/account/subscriptions');
  await subscribe(page, 'Lister', 'Visa ending 4242');

  // Staff make a discount of 25 % off the Lister for one billing period ...
  await signInAdminAfresh(page);
  await page.goto('/admin-panel/discounts');
  await page.getByRole('button', { name: 'New discount' }).click();
  const form = page.getByRole('dialog', { name: 'New discount' });
  await form.getByRole('button', { name: 'Create discount' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/Enter a name/);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Percent off').fill('25');
  await form.getByRole('switch', { name: 'For every product' }).click();
  await form.getByRole('checkbox', { name: 'Lister' }).check();
  await form.getByLabel('Billing periods').fill('1');
  await form.getByRole('button', { name: 'Create discount' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name })).toContainText('25 % off');

  // ... and give it to the seller, found by e-mail.
  await page.goto('/admin-panel/assigned-discounts');
  await page.getByRole('button', { name: 'Assign a discount' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a discount' });
  await assign.getByRole('combobox', { name: 'Discount' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await assign.getByRole('combobox', { name: 'Seller' }).fill(account.email);
  await page.getByRole('option', { name: account.email }).click();
  await assign.getByRole('button', { name: 'Assign discount' }).click();
  await expect(assign).toBeHidden();
  const held = page.getByRole('row', { name: `${name} for ${account.email}` });
  await expect(held).toContainText('1 period left');

  // A month on, the renewal is charged with the discount as a line of its own: $39.00 less $9.75.
  await daysLater(page, 32, '/account/billing', account);
  const renewal = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: `Discount: ${name}` });
  await expect(renewal).toHaveCount(1);
  await expect(renewal).toContainText('$29.25');
  const text = await pdfText(page, () => renewal.getByRole('button', { name: /^Download invoice .* as PDF$/ }).click());
  expect(text).toContain(`Discount: ${name} (25 % off)`);
  expect(text).toContain('-$9.75');
  expect(text).toMatch(/Total \(USD\)\s+\$29\.25/);

  // Its one period is used: staff see it ended.
  await signInAdminAfresh(page);
  await page.goto('/admin-panel/assigned-discounts');
  await page.getByText('Ended', { exact: true }).click();
  await expect(page.getByRole('row', { name: `${name} for ${account.email}` })).toContainText('Used up');
});
