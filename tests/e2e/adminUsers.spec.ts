import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn, signInAdmin, uniqueEmail } from './support';

/**
 * The admin users list over the seeded customers (server/db/seedCustomers.ts): filters picked on
 * the screen go into the address, and a reload of that address shows the same sellers and count.
 */

/** The count and the e-mails of the rows shown, in order, once the list has its answer. */
async function shownRows(page: Page) {
  await expect(page.getByTestId('user-count')).toHaveAttribute('data-settled', 'true');
  const count = (await page.getByTestId('user-count').textContent())!.trim();
  const emails = await page.getByTestId('user-row').getByRole('link').allTextContents();
  return { count, emails };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('three filters picked on Users go into the address, and a reload shows the same sellers and count', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await page.goto('/admin-panel/users');
  await expect(page).toHaveTitle('Folio - Users');
  await expect(page.getByTestId('user-count')).toHaveText(/\d+ sellers$/);
  await expect(page.getByTestId('user-row').first()).toBeVisible();

  await pick(page, 'Subscription status', 'Active');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/subscriptionStatusQueries=ACTIVE/);
  await pick(page, 'Affiliate', 'No');
  await expect(page).toHaveURL(/isAffiliateUser=false/);
  await page.getByRole('textbox', { name: 'Paid invoices from' }).fill('3');
  await expect(page).toHaveURL(/invoiceQtyGte=3/);
  // Sorted by a column header too: the address carries the order.
  await page.getByRole('button', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/sortField=INVOICE_QTY/);
  await expect(page.getByTestId('user-count')).toHaveText(/^\d+ sellers? match$/);
  await expect(page.getByRole('columnheader', { name: 'Invoices' })).toHaveAttribute('aria-sort', 'descending');

  const picked = await shownRows(page);
  expect(picked.emails.length).toBeGreaterThan(0);
  const address = page.url();

  await page.reload();
  await expect(page.getByTestId('user-count')).toHaveText(picked.count);
  await expect(page.getByTestId('user-row').getByRole('link')).toHaveText(picked.emails);
  expect(page.url()).toBe(address);
  // The filters show what the address says.
  await expect(page.getByRole('textbox', { name: 'Paid invoices from' })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue('No');

  // A shared link opens the same list in a fresh page; a row opens the seller's page.
  const shared = await page.context().newPage();
  await shared.goto(address);
  await expect(shared.getByTestId('user-count')).toHaveText(picked.count);
  await expect(shared.getByTestId('user-row').getByRole('link')).toHaveText(picked.emails);
  await shared.close();
  await page.getByTestId('user-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/admin-panel\/users\/\d+$/);

  for (const [width, height] of [[1440, 900], [1024, 768], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(address);
    await expect(page.getByTestId('user-count')).toHaveText(picked.count);
    await page.screenshot({ path: test.info().outputPath(`users-${width}.png`), fullPage: true });
    await page.screenshot({ path: test.info().outputPath(`users-${width}-top.png`) });
  }
});

test('staff add a seller from the list: field errors before sending, then the account page, and the seller chooses a password from the e-mail', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAdmin(page);
  await page.goto('/admin-panel/users');
  await page.getByRole('button', { name: 'Add a seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a seller' });
  await dialog.getByLabel('E-mail').fill('not an address');
  await dialog.getByRole('button', { name: 'Open the account' }).click();
  // Said on each field, and nothing sent: the dialog stays with what was typed.
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('E-mail')).toHaveValue('not an address');
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Is required').first()).toBeVisible();

  const email = uniqueEmail('added');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Added');
  await dialog.getByLabel('Business name').fill('Nora’s Attic Books');
  await dialog.getByRole('button', { name: 'Open the account' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Nora Added' })).toBeVisible();
  await expect(page.getByText(`User #${page.url().split('/').pop()} · ${email}`)).toBeVisible();

  const seller = await browser.newPage();
  await seller.goto(linkIn(await latestMail(email)));
  await seller.getByLabel(/^New password/).fill('attic-books-2026');
  await seller.getByLabel('Repeat the new password').fill('attic-books-2026');
  await seller.getByRole('button', { name: 'Set new password' }).click();
  await seller.getByRole('link', { name: 'Sign in' }).click();
  await seller.getByLabel('Email').fill(email);
  await seller.getByRole('textbox', { name: 'Password' }).fill('attic-books-2026');
  await seller.getByRole('button', { name: 'Sign in' }).click();
  await expect(seller.getByTestId('user-email')).toHaveText(email);
  await seller.close();

  await page.goto('/admin-panel/users');
  await page.getByRole('button', { name: 'Refresh marketplace names' }).click();
  await expect(page.getByText(/Refreshing the marketplace names of \d+ sellers|A refresh is already waiting to run/)).toBeVisible();
});
