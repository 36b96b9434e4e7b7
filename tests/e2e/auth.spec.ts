import { expect, test } from '@playwright/test';
import { DEMO, LISTER, sellerKeys, signIn } from './support';

const mainMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' });

test('the demo seller signs in from / and sees every menu entry, by category', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-email')).toHaveText(DEMO.email);
  await expect(page.getByTestId('device-name')).toHaveText('Chrome on Linux');
  await expect(page.getByTestId('menu-STANDARD_PACKAGE').getByRole('link')).toHaveText([
    'Dashboard',
    'Repricer',
    'Stock Manager',
    'Lister',
    'Inventory Manager',
    'Feed Tool',
  ]);
  await expect(page.getByTestId('menu-OTHER_APPS').getByRole('link')).toHaveText(['Bookzy', 'Sorter', 'Reimbursement']);
  expect((await sellerKeys(page)).every(Boolean)).toBe(true);
});

test('the Lister-only seller sees only what Lister allows, and is sent to / from /sorter', async ({ page }) => {
  await signIn(page, LISTER);
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Dashboard', 'Lister']);
  await page.goto('/sorter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Folio - Dashboard');
  await page.goto('/automation-rules/repricing-results');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/lister/session/fba');
  await expect(page).toHaveTitle('Folio - Lister Sessions');
});

test('logout clears the three keys and lands on /login', async ({ page }) => {
  await signIn(page, DEMO);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sellerKeys(page)).toEqual([null, null, null]);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
});

test('after logging out, the seller stays on the page they go to next: no "session expired", no second logout', async ({ page }) => {
  // The page's clock, so "past 2 seconds" is 2 seconds of the app's timers however busy the machine.
  await page.clock.install();
  await signIn(page, DEMO);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // A session-ending error logs out 2 seconds after its message: run the page's timers past that.
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
});

test('a signed-in seller opening /login or /signup lands on /', async ({ page }) => {
  await signIn(page, DEMO);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-email')).toBeVisible();
  }
});

test('the tab title follows the route', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Folio - Login');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Folio - Forgot Password');
  await signIn(page, DEMO);
  await expect(page).toHaveTitle('Folio - Dashboard');
  await page.getByRole('link', { name: 'Sorter' }).click();
  await expect(page).toHaveTitle('Folio - Sorter');
  await page.goto('/account');
  await expect(page).toHaveTitle('Folio - Profile');
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page).toHaveTitle('Folio - Billing');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Folio - Page Not Found');
});

test('after signing in, the seller lands on the page they asked for', async ({ page }) => {
  await page.goto('/account/subscriptions');
  await expect(page).toHaveURL(/redirectUrl=/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  await expect(page).toHaveTitle('Folio - Subscriptions');
});

test('a wrong password is refused with a clear message and nothing stored', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('The email or password is not correct.');
  expect(await sellerKeys(page)).toEqual([null, null, null]);
});
