import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@folio.test', password: 'folio-demo-1' };
export const LISTER = { email: 'lister@folio.test', password: 'folio-demo-1' };
export const ADMIN = { email: 'admin@folio.test', password: 'folio-admin-1' };

export const SELLER_KEYS = ['token', 'refreshToken', 'deviceId'] as const;

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(account.email);
}

export function sellerKeys(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [...SELLER_KEYS]);
}

let counter = 0;
export function uniqueEmail(label: string) {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@folio.test`;
}

/** Fills the sign-up page (at `from`, a referral link say) and opens the confirmation link it mails. */
export async function openSignUpLink(page: Page, email: string, password = 'books-and-more-1', from = '/signup') {
  await page.goto(from);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(email);
  await page.goto(linkIn(await latestMail(email)));
}

/** Signs up a new seller through the sign-up page (at `from`, a referral link say) and waits for the dashboard. */
export async function signUp(page: Page, email = uniqueEmail('seller'), password = 'books-and-more-1', from = '/signup') {
  await openSignUpLink(page, email, password, from);
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(email);
  return { email, password };
}

/** The newest e-mail to an address, from the server's mail folder; waits for it to arrive. */
export async function latestMail(to: string): Promise<string> {
  const folder = process.env.FOLIO_E2E_MAIL_DIR!;
  const suffix = `-${to.replace(/[^\w.@-]/g, '_')}.txt`;
  let found: string | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(suffix)).sort();
      found = names.at(-1);
      return found;
    }, { message: `an e-mail to ${to}` })
    .toBeTruthy();
  return readFile(path.join(folder, found!), 'utf8');
}

/** The first link of an e-mail, as a path on this site. */
export function linkIn(mail: string): string {
  const url = /https?:\/\/\S+/.exec(mail)?.[0];
  if (!url) throw new Error(`no link in:\n${mail}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Signs staff in on the admin login page and waits for the admin area. */
export async function signInAdmin(page: Page) {
  await page.goto('/admin-panel/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
}
