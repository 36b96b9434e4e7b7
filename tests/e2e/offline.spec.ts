import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('after one online visit, an offline reload of / and of a deep link still renders the app', async ({ page, context }) => {
  await signIn(page, DEMO);
  // The service worker has precached the shell once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(DEMO.email);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page).toHaveTitle('Folio - Dashboard');
  await expect(page.getByText('You are offline. Your notes will load when the connection returns.')).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveTitle('Folio - Profile');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByText('You are offline. Your profile will load when the connection returns.')).toBeVisible();
  await expect(page.getByText(DEMO.email).first()).toBeVisible();

  await page.goto('/sorter/analytics');
  await expect(page).toHaveTitle('Folio - Sorter Analytics');

  await context.setOffline(false);
  await page.goto('/');
  await expect(page.getByTestId('offline-badge')).toHaveCount(0);
  await expect(page.getByTestId('note').first()).toBeVisible();
});

test('the API is never answered from the offline cache', async ({ page, context }) => {
  await signIn(page, DEMO);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  const outcome = await page.evaluate(() =>
    fetch('/api/session/xsrf').then(
      () => 'answered',
      () => 'network error',
    ),
  );
  expect(outcome).toBe('network error');
});

test('offline, the favicon and every file the page links come from the service worker', async ({ page, context }) => {
  await signIn(page, DEMO);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  const favicon = page.waitForResponse((response) => new URL(response.url()).pathname === '/icons/favicon.svg');
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(DEMO.email);
  // The browser's own request for the tab's icon.
  expect((await favicon).ok()).toBe(true);

  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')].map((element) =>
      new URL('href' in element ? element.href : element.src).pathname,
    ),
  );
  expect(links).toEqual(expect.arrayContaining(['/icons/favicon.svg', '/icons/apple-touch-icon.png', '/manifest.webmanifest']));
  const answers = await page.evaluate(
    (paths) => Promise.all(paths.map((path) => fetch(path).then((reply) => `${path} ${reply.status}`, () => `${path} failed`))),
    links,
  );
  expect(answers).toEqual(links.map((path) => `${path} 200`));
});
