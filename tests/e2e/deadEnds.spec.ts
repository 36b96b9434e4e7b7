import { expect, test, type Page } from '@playwright/test';
import type { ListingSession } from '../../src/contract';
import { sellerGet } from './bookzySupport';
import { newSession } from './listerSupport';
import { ADMIN, DEMO, LISTER, signIn } from './support';

/** The record calls a page makes: everything under /api but the shell's own (user, device, notes). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !/^\/api\/(user|user\/device|user\/note|session\/.*)$/.test(path)) calls.push(path);
  });
  return calls;
}

const notFoundPage = (page: Page) => page.getByRole('heading', { name: 'This page does not exist' });

test('an address whose params do not fit is the not-found page, before any call is made', async ({ page }) => {
  await signIn(page, DEMO);
  const calls = recordCalls(page);
  for (const path of [
    '/listings/fba/abc',
    '/listings/fbx/12',
    '/listings/fba/0/submit-shipments',
    '/listings/abc/result',
    '/listings/12/boxing/x',
    '/listings/12/boxing/3/1e3',
    '/listings/99999999999/result',
    '/lister/session/fba/abc/packing',
    '/bookzy/x/scan',
    '/bookzy/x/triggers',
  ]) {
    await page.goto(path);
    await expect(notFoundPage(page), path).toBeVisible();
    await expect(page).toHaveTitle('Folio - Page Not Found');
    // The seller's frame stays, with no menu entry marked, and the way out is the seller's dashboard.
    await expect(page.getByTestId('user-email')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  }
  // No scan screen came up for the bad device id, so nothing could be scanned into its history.
  await expect(page.getByLabel('ISBN or barcode')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('a record the server does not have is named, with the way back to its list', async ({ page }) => {
  await signIn(page, LISTER);
  const missing = 2_000_000_000;
  const cases = [
    { path: `/listings/fba/${missing}`, name: `Listing session ${missing} was not found`, back: 'Back to the FBA sessions', list: '/lister/session/fba' },
    { path: `/listings/fbm/${missing}/submit-shipments`, name: `Listing session ${missing} was not found`, back: 'Back to the FBM sessions', list: '/listings/fbm' },
    { path: `/listings/${missing}/result`, name: `Listing session ${missing} was not found`, back: 'Back to the FBA sessions', list: '/lister/session/fba' },
    { path: `/listings/${missing}/boxing/1`, name: `Listing session ${missing} was not found`, back: 'Back to the FBA sessions', list: '/lister/session/fba' },
  ];
  for (const { path, name, back, list } of cases) {
    await page.goto(path);
    const panel = page.getByTestId('record-not-found');
    await expect(panel.getByRole('heading', { name }), path).toBeVisible();
    // Nothing to retry: the server would answer the same.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await panel.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
  }

  const sessionId = await newSession(page, 'FBA');
  const { name } = await sellerGet<ListingSession>(page, `listing/session/${sessionId}`);
  await page.goto(`/listings/${sessionId}/boxing/${missing}`);
  await expect(page.getByRole('heading', { name: `Shipment ${missing} of ${name} was not found` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to its shipments' }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/fba/${sessionId}/submit-shipments$`));
});

test('a Bookzy device that is not the seller’s cannot be scanned into, and leads back to the devices', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/bookzy/00000000-0000-4000-8000-000000000000/scan');
  await expect(page.getByRole('heading', { name: 'This Bookzy device was not found' })).toBeVisible();
  await expect(page.getByLabel('ISBN or barcode')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your Bookzy devices' }).click();
  await expect(page).toHaveURL(/\/bookzy$/);
});

test('a session opened at the other channel’s address moves to its own', async ({ page }) => {
  await signIn(page, LISTER);
  const sessionId = await newSession(page, 'FBA');
  await page.goto(`/listings/fbm/${sessionId}`);
  await expect(page).toHaveURL(new RegExp(`/listings/fba/${sessionId}$`));
  await expect(page.getByRole('region', { name: 'Scan books' })).toBeVisible();
  await page.goto(`/listings/FBM/${sessionId}/submit-shipments`);
  await expect(page).toHaveURL(new RegExp(`/listings/fba/${sessionId}/submit-shipments$`));
  await expect(page.getByRole('heading', { name: 'Shipments' })).toBeVisible();
});

test('the Lister menu entry is marked on every lister address', async ({ page }) => {
  await signIn(page, LISTER);
  const sessionId = await newSession(page, 'FBM');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const path of [`/listings/fbm/${sessionId}`, '/listings/fbm', `/listings/${sessionId}/result`, '/lister/session/fba']) {
    await page.goto(path);
    await expect(menu.getByRole('link', { name: 'Lister' }), path).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  }
});

test('the admin area’s not-found page marks no menu entry and leads to the admin dashboard', async ({ page }) => {
  await page.goto('/admin-panel/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  for (const path of ['/admin-panel/nothing-here', '/admin-panel/repricer-strategies/abc/groups']) {
    await page.goto(path);
    await expect(notFoundPage(page), path).toBeVisible();
    await expect(page.getByTestId('admin-email')).toBeVisible();
    await expect(menu.locator('[aria-current="page"], [data-active]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the admin dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/?$/);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  }
  // On any other admin page only its own entry is marked, not the dashboard too.
  await page.goto('/admin-panel/users');
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Users']);
});
