import { expect, test } from '@playwright/test';
import { ADMIN, DEMO, signIn } from './support';
import { choose, firstSku, loadRules } from './repricerSupport';

/**
 * The repricer's rules end to end: the seller edits a group with the live preview and saves it;
 * staff write and publish a strategy; the seller adopts it for that group.
 */

test('the seller edits a group with the live preview, sees a bad text refused by line, and saves', async ({ page }) => {
  await signIn(page, DEMO);
  const { sku, groupType } = await firstSku(page);
  await page.goto(`/automation-rules/${groupType}`);
  await expect(page).toHaveTitle('Folio - Rule Group');

  await loadRules(page, 'SECTION E2E rules\nFALLBACK keep\nhold: THEN keep\nbroken: IF nonsense THEN keep\n');
  await expect(page.getByRole('alert').filter({ hasText: 'Line 4' })).toBeVisible();

  await loadRules(page, 'SECTION E2E rules\nFALLBACK keep\nhold: THEN keep\n');
  await expect(page.getByTestId('rule-line')).toHaveCount(1);

  await page.getByLabel('SKU to preview').fill(sku);
  await page.getByRole('button', { name: 'Preview' }).click();
  const price = page.getByTestId('preview').getByTestId('trail-price');
  await expect(price).toBeVisible();
  const kept = await price.textContent();
  const [before, after] = kept!.split('→').map((part) => part.trim());
  expect(after).toBe(before);

  // Side by side, the preview stays in view as the rules scroll.
  await page.getByRole('region', { name: 'Transfer' }).scrollIntoViewIfNeeded();
  await expect(price).toBeInViewport();

  // On a phone the preview comes after the rules: its summary stays at the bottom of the screen while
  // a line is edited. The line now goes to the SKU's maximum: the preview prices again from the unsaved rules.
  await page.setViewportSize({ width: 390, height: 844 });
  const summary = page.getByTestId('preview-summary');
  await page.getByRole('combobox', { name: 'Line 1: action', exact: true }).scrollIntoViewIfNeeded();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(`${sku} ${kept!.trim()}`);
  await choose(page, 'Line 1: action', "Go to my maximum");
  await expect(price).not.toHaveText(kept!);
  await expect(summary).toContainText((await price.textContent())!.trim());
  await expect(summary).toBeInViewport();
  await expect(page.getByTestId('preview').getByTestId('trail-line').first()).toContainText('Success');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Rules saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('rule-line')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Line 1: action' })).toHaveValue('Go to my maximum');

  // Reordering by keyboard: a second line moved above the first with Alt+ArrowUp.
  await page.getByRole('button', { name: 'Add rule line' }).click();
  await page.getByRole('button', { name: 'Move Line 2 up' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByTestId('rule-line').first()).toContainText('line-2');
});

test('staff publish a strategy for a group type and the seller adopts it', async ({ browser }) => {
  const name = `E2E strategy ${Date.now()}`;
  const staff = await browser.newPage();
  await staff.goto('/admin-panel/login');
  await staff.getByLabel('Email').fill(ADMIN.email);
  await staff.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByTestId('admin-email')).toHaveText(ADMIN.email);

  await staff.goto('/admin-panel/repricer-strategies');
  await staff.getByLabel('Strategy name').fill(name);
  await staff.getByRole('button', { name: 'Create strategy' }).click();
  await staff.getByRole('link', { name }).click();
  await expect(staff).toHaveTitle('Folio - Strategy Groups');
  await staff.getByRole('link', { name: 'FBA used' }).click();
  await expect(staff).toHaveTitle('Folio - Strategy Group');

  await staff.getByRole('button', { name: 'Add rule line' }).click();
  await choose(staff, `Line ${await staff.getByTestId('rule-line').count()}: action`, 'Keep the price');
  await staff.getByRole('button', { name: 'Save draft' }).click();
  await expect(staff.getByText('Draft saved.', { exact: false })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByText(/Published FBA_USED v1/)).toBeVisible();
  await staff.getByRole('link', { name: '← Group types' }).click();
  await expect(staff.getByRole('row', { name: /FBA used/ })).toContainText('Version 1');
  await staff.close();

  const seller = await browser.newPage();
  await signIn(seller, DEMO);
  await seller.goto('/automation-rules/fba_used');
  await choose(seller, 'Published strategies', new RegExp(name));
  await seller.getByRole('button', { name: 'Adopt strategy' }).click();
  await expect(seller.getByTestId('priced-by')).toContainText(`Priced by the strategy ${name}`);
  await seller.goto('/automation-rules');
  await expect(seller.getByRole('row', { name: /FBA used/ })).toContainText(name);

  await seller.goto('/automation-rules/fba_used');
  await seller.getByRole('button', { name: 'Back to my own rules' }).click();
  await expect(seller.getByTestId('priced-by')).toHaveText('Priced by your own rules.');

  // The demo seller is put back on the seeded strategy: later specs read runs priced by it (its
  // "No rule match" results among them).
  await choose(seller, 'Published strategies', /^Buy box hunter\b/);
  await seller.getByRole('button', { name: 'Adopt strategy' }).click();
  await expect(seller.getByTestId('priced-by')).toContainText('Priced by the strategy Buy box hunter');
  await seller.close();
});

test('the seller changes the global settings only once every field is a value, and manages excluded sellers', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/automation-rules/repricer-global-settings');
  const share = page.getByLabel('Share of SKUs (%)');
  await share.fill('150');
  await share.blur();
  await expect(share).toHaveValue('150');
  await expect(page.getByText('Correct the fields marked in red to save.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await share.fill('25');
  // The seller's shipping, matched on landed price: the marketplace's standard media shipping to start with.
  const shipping = page.getByLabel('Merchant-fulfilled');
  await expect(shipping).toHaveValue('$3.99');
  await shipping.fill('4.50');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Repricer settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Share of SKUs (%)')).toHaveValue('25');
  await expect(page.getByLabel('Merchant-fulfilled')).toHaveValue('$4.50');

  const name = `Race-to-zero ${Date.now()}`;
  await page.getByRole('button', { name: 'Exclude a seller' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exclude seller' }).click();
  await expect(page.getByRole('dialog').getByText('is required')).toBeVisible();
  await page.getByLabel('Seller name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Exclude seller' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Note').fill('undercuts by a cent');
  await page.getByRole('button', { name: 'Save seller' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('undercuts by a cent');
  await page.getByRole('button', { name: `Stop excluding ${name}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
