import { expect, test } from '@playwright/test';

test('the cookie and privacy policies are readable without signing in', async ({ page }) => {
  await page.goto('/cookie-policies');
  await expect(page).toHaveTitle('Folio - Cookie Policy');
  await expect(page.getByRole('heading', { name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByText('XSRF-TOKEN')).toBeVisible();
  await page.goto('/privacy-policies');
  await expect(page).toHaveTitle('Folio - Privacy Policy');
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
});

test('the error page shows the message and a way back', async ({ page }) => {
  await page.goto('/error?type=reply-shape&message=The%20reply%20was%20not%20understood.&redirectUrl=%2Faccount');
  await expect(page).toHaveTitle('Folio - Error');
  await expect(page.getByText('The reply was not understood.')).toBeVisible();
  await expect(page.getByText('reply-shape')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/account');
});

test('the error page never sends people to another site', async ({ page }) => {
  await page.goto('/error?message=x&redirectUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/shelves/that/never/were');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await expect(page).toHaveTitle('Folio - Page Not Found');
});

test('security headers: a strict CSP everywhere, the tag manager allowed only on its three pages', async ({ page }) => {
  const login = await page.goto('/login');
  const loginCsp = login!.headers()['content-security-policy']!;
  expect(loginCsp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(loginCsp).toContain("frame-ancestors 'none'");
  expect(login!.headers()['x-content-type-options']).toBe('nosniff');
  for (const path of ['/signup', '/invitation/finalize', '/registersendlink']) {
    const reply = await page.request.get(path);
    expect(reply.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com");
  }
});

test('the tag manager runs on sign-up in a document of its own, and never on login', async ({ page, context }) => {
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tagManagerRan = true;' }),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.locator('script[data-folio-tag-manager]').count()).toBe(0);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.locator('script[data-folio-tag-manager="GTM-E2ETEST"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true);
  const pageViews = await page.evaluate(() =>
    ((window as unknown as { dataLayer: { event?: string; page_name?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'page_view',
    ),
  );
  expect(pageViews).toEqual([{ event: 'page_view', page_name: 'Sign Up', page_path: '/signup' }]);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.locator('script[data-folio-tag-manager]').count()).toBe(0);
});

test('the web manifest names Folio and offers regular and maskable icons that load', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Folio', start_url: '/', display: 'standalone' });
  const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose);
  expect(purposes).toContain('maskable');
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const reply = await request.get(icon.src);
    expect(reply.ok(), icon.src).toBe(true);
    expect(reply.headers()['content-type']).toContain(icon.type);
  }
});
