import { expect, test } from '@playwright/test';
import { ADMIN, DEMO, signIn } from './support';

test('the admin signs in at /admin-panel/login and works in the admin area', async ({ page }) => {
  await page.goto('/admin-panel/users');
  await expect(page).toHaveURL(/\/admin-panel\/login$/);
  await expect(page).toHaveTitle('Folio - Admin Login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin-panel\/?$/);
  await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveTitle('Folio - Users');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

  await page.goto('/admin-panel/login');
  await expect(page).toHaveURL(/\/admin-panel\/?$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('a seller token cannot open admin calls, and an admin token cannot open seller calls', async ({ page }) => {
  await signIn(page, DEMO);
  const sellerAsAdmin = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const reply = await fetch('/admin/me', {
      headers: { 'Admin-Authorization': `Bearer ${token}`, Authorization: `Bearer ${token}` },
    });
    return { status: reply.status, body: await reply.json() };
  });
  expect(sellerAsAdmin).toMatchObject({ status: 401, body: { success: false, apiError: { errorCode: 101 } } });

  await page.goto('/admin-panel/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-email')).toBeVisible();
  const adminAsSeller = await page.evaluate(async () => {
    const reply = await fetch('/api/user', {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('adminToken')}`,
        'X-Device-Id': localStorage.getItem('deviceId') ?? '',
      },
    });
    return { status: reply.status, body: await reply.json() };
  });
  expect(adminAsSeller).toMatchObject({ status: 401, body: { success: false, apiError: { errorCode: 101 } } });
});
