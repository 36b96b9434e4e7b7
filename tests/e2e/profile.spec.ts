import { expect, test } from '@playwright/test';
import { signUp } from './support';

/** The account's profile tab: the seller's details with the registration form's rules, and the password. */

test('the profile: details saved and kept, a bad field named, the password changed', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/account');
  await page.getByLabel('Business name').fill('Hale Books');
  await page.getByLabel('Phone number').fill('4155550132');
  await expect(page.getByLabel('Phone number')).toHaveValue('(415) 555-0132');
  await page.getByLabel('Street address').fill('12 Harbor Road');
  await page.getByLabel('City').fill('Sausalito');
  await page.getByRole('combobox', { name: 'State' }).fill('Califor');
  await page.getByRole('option', { name: 'California (CA)' }).click();
  await page.getByLabel('ZIP code').fill('9496');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Must be a 5-digit ZIP code, or ZIP+4')).toBeVisible();
  await page.getByLabel('ZIP code').fill('94965');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('toast-message')).toHaveText('Profile saved.');
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Hale Books');
  await expect(page.getByLabel('ZIP code')).toHaveValue('94965');

  await page.getByLabel('Current password').fill('not-my-password-1');
  await page.getByLabel(/^New password/).fill('harbor-road-12');
  await page.getByLabel('Repeat the new password').fill('harbor-road-12');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Is not your current password')).toBeVisible();
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('toast-message')).toHaveText('Password changed. Your other devices are signed out.');
});
