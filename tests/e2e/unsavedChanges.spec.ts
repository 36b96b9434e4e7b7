import { expect, test, type Page } from '@playwright/test';
import { openCheckSection } from './sorterConfigSupport';
import { DEMO, signIn } from './support';

/**
 * A form with unsaved changes asks before they are thrown away: leaving in the app opens the
 * question ("Stay" keeps the edit, "Leave" goes), closing the tab asks the browser's.
 */

const question = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.beforeEach(({ page }) => signIn(page, DEMO));

test('a repricer group with "By" changed asks before "← Repricer": Stay keeps the edit, Leave goes', async ({ page }) => {
  await page.goto('/automation-rules/mfn_used');
  const by = page.getByRole('textbox', { name: /: (beat|adjusted) by$/ }).first();
  await by.fill('-5');
  await by.blur();

  await page.getByRole('link', { name: '← Repricer' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/automation-rules\/mfn_used$/);
  await expect(by).toHaveValue('-$5.00');

  await page.getByRole('link', { name: '← Repricer' }).click();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/automation-rules$/);
  // Nothing was saved: the group opens with its saved rules.
  await page.goto('/automation-rules/mfn_used');
  await expect(page.getByRole('textbox', { name: /: (beat|adjusted) by$/ }).first()).not.toHaveValue('-$5.00');
});

test('a sorter section with "Unsaved changes" asks before the menu takes the seller to the dashboard', async ({ page }) => {
  await page.goto('/sorter/triggers');
  await openCheckSection(page);
  await page.getByRole('button', { name: 'Remove Donate' }).click();
  await expect(page.getByText('Unsaved changes: the sorter keeps the saved rules until you save.')).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/sorter\/triggers$/);
  await expect(page.getByRole('button', { name: 'Remove Donate' })).toHaveCount(0);

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the profile with an edit asks before leaving; a form without changes lets the seller go', async ({ page }) => {
  await page.goto('/account');
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(question(page)).toHaveCount(0);

  await page.goto('/account');
  await page.getByLabel('City').fill('Elsewhere');
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('closing the tab with unsaved changes asks the browser’s question', async ({ page }) => {
  await page.goto('/automation-rules/mfn_used');
  const by = page.getByRole('textbox', { name: /: (beat|adjusted) by$/ }).first();
  await by.fill('-5');
  await by.blur();
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('closing the tab of a form without changes asks nothing', async ({ page }) => {
  await page.goto('/automation-rules/mfn_used');
  await page.getByRole('textbox', { name: /: (beat|adjusted) by$/ }).first().click();
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toBe(false);
});
