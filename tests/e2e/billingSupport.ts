import { expect, type Page } from '@playwright/test';
import { billingServerPort } from './billingServer';
import { setServerClockOffset } from './serverClock';
import { signIn } from './support';

/** What the billing specs do as a seller: add a card, subscribe to a plan, come back days later. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The card form as a seller fills it in, with a future expiry. */
export async function addCard(page: Page, number: string, name: string) {
  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry month').fill('9');
  await form.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on the card').fill(name);
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('row', { name: `Visa ending ${number.slice(-4)}` })).toBeVisible();
}

export async function subscribe(page: Page, plan: string, card: string) {
  await page.getByRole('article', { name: `Plan ${plan}` }).getByRole('button', { name: `Subscribe to ${plan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${plan}` });
  await dialog.getByRole('radio', { name: new RegExp(card) }).check();
  await dialog.getByRole('button', { name: /^Subscribe for / }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: plan, exact: true }).getByTestId('subscription-status')).toHaveText('Active');
}

/**
 * The billing server's clock runs `days` ahead, and the renewals due by then are done. The page is
 * opened again at `path`; a session that lapsed meanwhile is signed in again, as the seller would.
 */
export async function daysLater(page: Page, days: number, path: string, account: { email: string; password: string }) {
  await setServerClockOffset(days * DAY_MS, billingServerPort);
  await page.goto(path);
  await expect(page.getByTestId('user-email').or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
  if (await page.getByRole('button', { name: 'Sign in' }).isVisible()) {
    await signIn(page, account);
    await page.goto(path);
  }
}
