import { expect, test } from '@playwright/test';
import { sellerKeys, signUp } from './support';

test('renaming this device shows the new name in the shell', async ({ page }) => {
  await signUp(page);
  await page.goto('/account');
  const row = page.getByTestId('device-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('This device');
  await row.getByRole('button', { name: /^Rename/ }).click();
  await page.getByLabel('Device name').fill('Packing table tablet');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Packing table tablet');
  await expect(page.getByTestId('device-name')).toHaveText('Packing table tablet');
});

test('removing another device keeps this one signed in', async ({ page, browser }) => {
  const account = await signUp(page);
  const phone = await browser.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(account.email);
  await phone.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByTestId('user-email')).toBeVisible();
  await phone.close();

  await page.goto('/account');
  await expect(page.getByTestId('device-row')).toHaveCount(2);
  const other = page.getByTestId('device-row').filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('button', { name: 'Remove device' }).click();
  await expect(page.getByTestId('device-row')).toHaveCount(1);
  await expect(page).toHaveURL(/\/account$/);
});

test('removing this device shows the message, then signs out after 2 seconds (error 1054)', async ({ page }) => {
  // The two seconds are the page's: its clock stands still from just before the click until the
  // test moves it, so a busy machine cannot make the wait look shorter or longer than the app made it.
  await page.clock.install();
  await signUp(page);
  await page.goto('/account');
  await page.getByTestId('device-row').getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('This is the device you are using now')).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Remove device' }).click();
  await expect(page.getByTestId('toast-message')).toHaveText('This device was removed from your account.');
  await page.clock.runFor(1_900);
  await expect(page).toHaveURL(/\/account$/);
  expect(await sellerKeys(page)).not.toEqual([null, null, null]);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/login/);
  expect(await sellerKeys(page)).toEqual([null, null, null]);
});
