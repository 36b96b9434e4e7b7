import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support';

/**
 * The marketplace authorisation round trip in Chromium: Folio's Integration screen, the simulated
 * marketplace's consent page (served by Folio's server under /marketplace-sim/) and back to
 * /sp/auth/complete, which finishes it. Each test signs up a seller of its own.
 */

let accounts = 0;
const newAccount = () => `A${Date.now().toString(36).toUpperCase()}E${++accounts}-150`;
const status = (page: Page) => page.getByTestId('connection-status');

/** From Integration to the marketplace's consent page. */
async function openConsentPage(page: Page, button: string) {
  await page.goto('/account/integration');
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/marketplace-sim\/consent\?/);
  await expect(page.getByRole('note')).toContainText('Marketplace simulator');
  await expect(page.getByRole('heading', { name: 'Authorise Folio on your seller account' })).toBeVisible();
}

async function allow(page: Page, account: string) {
  await page.getByLabel('Seller account').fill(account);
  await page.getByRole('button', { name: 'Allow' }).click();
}

test('the authorisation round trip connects the account, and the integration screen shows it', async ({ page }) => {
  await signUp(page);
  await page.goto('/account/integration');
  await expect(status(page)).toHaveText('Not connected');

  const account = newAccount();
  await openConsentPage(page, 'Authorise Folio');
  await allow(page, account);
  await page.waitForURL(/\/account\/integration$/);
  await expect(page.getByTestId('toast-message')).toHaveText(`Folio is authorised on the marketplace account ${account}.`);
  await expect(status(page)).toHaveText('Connected');
  await expect(page.getByTestId('connection-seller-id')).toHaveText(account);
  await expect(page.getByTestId('connection-marketplace')).toHaveText('North America · United States');
  await expect(page.getByTestId('connection-authorised')).not.toHaveText('—');

  // Authorising again offers the connected account and comes back without asking anything.
  await openConsentPage(page, 'Authorise again');
  await expect(page.getByLabel('Seller account')).toHaveValue(account);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/account\/integration$/);
  await expect(page.getByTestId('connection-seller-id')).toHaveText(account);
});

test('a tampered state is refused on screen, with a way back, and nothing is connected', async ({ page }) => {
  await signUp(page);
  await openConsentPage(page, 'Authorise Folio');
  // The state is changed on its way through the marketplace.
  const url = new URL(page.url());
  const state = url.searchParams.get('state')!;
  url.searchParams.set('state', `${state.slice(0, -4)}${state.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
  await page.goto(url.toString());
  await allow(page, newAccount());

  await page.waitForURL(/\/sp\/auth\/complete\?/);
  const outcome = page.getByTestId('authorisation-outcome');
  await expect(outcome).toContainText('This authorisation did not come from your account');
  await expect(outcome).toContainText('(Code: 130)');
  await expect(outcome).toContainText('Nothing changed');
  await page.getByRole('link', { name: 'Back to Integration' }).click();
  await expect(status(page)).toHaveText('Not connected');
});

test('Deny on the consent page comes back explained, and nothing is connected', async ({ page }) => {
  await signUp(page);
  await openConsentPage(page, 'Authorise Folio');
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL(/\/sp\/auth\/complete\?.*error=access_denied/);
  await expect(page.getByTestId('authorisation-outcome')).toContainText('You did not allow Folio');
  await expect(page.getByTestId('authorisation-outcome')).toContainText('You chose Deny');
  await page.getByRole('link', { name: 'Back to Integration' }).click();
  await expect(status(page)).toHaveText('Not connected');
});

test('switching to another marketplace account says what happens to the stock and waits for a yes', async ({ page }) => {
  await signUp(page);
  const first = newAccount();
  await openConsentPage(page, 'Authorise Folio');
  await allow(page, first);
  await page.waitForURL(/\/account\/integration$/);
  await expect(page.getByText(`Authorising another account than ${first}`)).toBeVisible();

  const second = newAccount();
  await openConsentPage(page, 'Authorise again');
  await allow(page, second);
  const outcome = page.getByTestId('authorisation-outcome');
  await expect(outcome).toContainText(`Connect ${second} instead of ${first}?`);
  await expect(outcome).toContainText(`Stock Manager and the repricer stop showing ${first}'s stock`);
  await page.getByRole('button', { name: `Connect ${second}` }).click();
  await page.waitForURL(/\/account\/integration$/);
  await expect(page.getByTestId('connection-seller-id')).toHaveText(second);

  // Keeping the account: nothing changes.
  await openConsentPage(page, 'Authorise again');
  await allow(page, newAccount());
  await page.getByRole('link', { name: `Keep ${second}` }).click();
  await expect(page.getByTestId('connection-seller-id')).toHaveText(second);
});
