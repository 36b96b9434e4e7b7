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
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
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
