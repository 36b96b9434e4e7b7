import type { Page } from 'playwright-core';

/**
 * Signs a demo account in through the login page, as a seller would, for the benches: waits for
 * the dashboard and for the shell to register the browser as a device (every later call needs it).
 */
export async function benchSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => Boolean(localStorage.getItem('deviceId')));
}
