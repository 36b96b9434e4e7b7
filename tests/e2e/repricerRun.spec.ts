import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/** A repricing run of the demo seller's 20,000 SKUs, from the dashboard to one result's trail. */
test('the seller reprices now, follows the run and reads why one SKU got its price', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  await page.goto('/automation-rules');
  await page.getByRole('button', { name: 'Reprice now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be started' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest run' }).getByText(/^(Done|Paused)$/)).toBeVisible({ timeout: 150_000 });
  // The summary's chart, with its figures in a table for screen readers.
  await expect(page.getByRole('figure').filter({ has: page.getByRole('table', { name: /SKUs per result state/ }) })).toBeVisible();

  await page.getByRole('link', { name: 'All repricing results' }).click();
  await expect(page).toHaveTitle('Folio - Repricing Results');
  await page.getByRole('button', { name: /^Why this price/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Rule lines' })).toBeVisible();
  await expect(dialog.getByTestId('trail-price')).toContainText('→');
  // The bounds the price was held within, with the reference price their defaults rest on.
  await expect(dialog.getByTestId('trail-bounds')).toContainText(/Your minimum \$[\d,.]+ · Global minimum \$[\d,.]+ · Your maximum \$[\d,.]+ · reference price \$[\d,.]+/);
});
