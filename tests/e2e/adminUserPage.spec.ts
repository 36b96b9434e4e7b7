import { expect, test, type Page } from '@playwright/test';
import { ErrorCode } from '../../src/contract/errors';
import { TEST_CARDS } from '../../src/contract/payments/testCards';
import { ADMIN, signInAdmin, signUp } from './support';

/**
 * A seller's page in the admin area: login as user opens the seller app in a staff session (banner,
 * owner-only actions refused, End), recorded on the account; delete user ends the account for
 * good while its invoices stay listed for staff.
 */

/** The seller subscribes to Lister with a test card through the API, as the billing screens would. */
async function subscribeThroughApi(page: Page) {
  return page.evaluate(async (cardNumber) => {
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem('token')}`,
      'X-Device-Id': localStorage.getItem('deviceId') ?? '',
      'X-XSRF-TOKEN': xsrf,
    };
    const card = { number: cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Robin Hale' };
    const { token } = await (await fetch('/processor-sim/v1/tokens', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(card) })).json();
    await fetch('/api/payment/setup', { method: 'POST', headers, body: JSON.stringify({ token }) });
    const plans = (await (await fetch('/api/payment/subscription/products', { headers })).json()).data as { id: number; name: string }[];
    const lister = plans.find((plan) => plan.name === 'Lister')!;
    const subscribed = await (await fetch('/api/payment/subscription', { method: 'POST', headers, body: JSON.stringify({ planId: lister.id, currency: 'USD' }) })).json();
    const me = await (await fetch('/api/user', { headers })).json();
    return { subscribed: subscribed.success as boolean, userId: me.data.businessInfo.userId as number };
  }, TEST_CARDS.SUCCEEDS);
}

test('login as user opens a staff session the seller cannot be harmed by; delete user ends the account and keeps its invoices', async ({ page, context }) => {
  test.setTimeout(120_000);
  const seller = await signUp(page);
  const { subscribed, userId } = await subscribeThroughApi(page);
  expect(subscribed).toBe(true);

  await signInAdmin(page);
  await page.goto(`/admin-panel/users/${userId}`);
  await expect(page).toHaveTitle('Folio - User');
  await expect(page.getByText(`User #${userId} · ${seller.email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);

  // Login as user: a new tab, in a staff session named on every page.
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Login as user' }).click()]);
  const banner = tab.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Folio Staff');
  await expect(banner).toContainText(seller.email);
  expect(tab.url()).not.toContain('code=');

  // What only the seller may do: the screen says so and disables it, and the server refuses it anyway.
  await tab.goto('/account');
  await expect(tab.getByTestId('owner-only')).toContainText('the password can only be changed by the seller');
  await expect(tab.getByRole('button', { name: 'Change password' })).toBeDisabled();
  const refused = await tab.evaluate(async () => {
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const reply = await fetch('/api/user/password', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-Device-Id': localStorage.getItem('deviceId') ?? '', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ currentPassword: 'anything-1', newPassword: 'taken-over-1' }),
    });
    return { status: reply.status, code: (await reply.json()).apiError?.errorCode };
  });
  expect(refused).toEqual({ status: 403, code: ErrorCode.OWNER_ONLY });

  // End: the tab is signed out.
  await banner.getByRole('button', { name: 'End' }).click();
  await expect(tab).toHaveURL(/\/login/);
  expect(await tab.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await tab.close();

  // The account's activity shows it.
  await page.reload();
  const activity = page.getByRole('region', { name: 'Account activity' });
  await expect(activity.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Login as user', exact: true }) })).toContainText(ADMIN.email);

  // Delete user: asked once more, then done; the invoices stay listed.
  await page.getByRole('button', { name: 'Delete user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Deleted on /)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Deleted user #${userId}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
  await expect(activity.getByRole('row').filter({ has: page.getByRole('cell', { name: 'User delete', exact: true }) })).toBeVisible();

  // The seller cannot sign in any more.
  await page.goto('/login');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(seller.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
});
