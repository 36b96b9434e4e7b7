import { expect, type Locator, type Page } from '@playwright/test';
import type { SorterSection } from '../../src/contract';
import { pageCall } from '../support/pageCall';

/**
 * A sorter section for checking the configuration screens with data, made once through the API and
 * left inactive, so a scan still takes the No Section fallback unless a spec activates its own.
 */
export const CHECK_SECTION = 'Screen check';

export async function ensureCheckSection(page: Page): Promise<SorterSection> {
  const sections = await pageCall<SorterSection[]>(page, 'GET', 'sorter/section');
  const found = sections.find((section) => section.name === CHECK_SECTION);
  if (found) return found;
  const rule = { channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 300, maxSalesRank: null, maxOffers: null, minPrice: null };
  const created = await pageCall<SorterSection>(page, 'POST', 'sorter/section', {
    name: CHECK_SECTION,
    rules: [
      { ...rule, name: 'Quick flips with a long name to wrap', gate: 'GATE_1', channel: 'FBA', priceSource: 'BUY_BOX', maxSalesRank: 1_500_000, maxOffers: 20 },
      { ...rule, name: 'Media mail keepers', gate: 'GATE_2' },
      { ...rule, name: 'Donate', gate: 'GATE_9', minProfit: -500 },
    ],
  });
  return created.active ? pageCall<SorterSection>(page, 'PUT', `sorter/section/${created.id}/deactivate`) : created;
}

/** The triggers screen showing the check section. */
export async function openCheckSection(page: Page) {
  await ensureCheckSection(page);
  await page.reload();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: new RegExp(`^${CHECK_SECTION}`) }).click();
  await expect(page.getByTestId('section-title')).toHaveText(CHECK_SECTION);
}

export async function chooseCheckSection(page: Page) {
  await ensureCheckSection(page);
  await page.reload();
  await page.getByRole('combobox', { name: 'Section', exact: true }).click();
  await page.getByRole('option', { name: CHECK_SECTION, exact: true }).click();
}

const BAD_RULES = 'name,gate,channel,priceSource,minProfit,maxSalesRank,maxOffers,minPrice\nKeep,GATE_1,FBA,BUY_BOX,2.00,,,\nLost,GATE_14,FBA,BUY_BOX,,,,\n';

/** The upload screen with a file whose bad row is listed. */
export async function uploadBadRules(page: Page) {
  await chooseCheckSection(page);
  await page.locator('input[type="file"]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_RULES) });
  await expect(page.getByTestId('file-errors')).toBeVisible();
}

/** The import screen asking to confirm that the seller's own export replaces everything. */
export async function confirmImport(page: Page) {
  const { file } = await pageCall<{ file: string }>(page, 'GET', 'sorter/transfer');
  await page.locator('input[type="file"]').setInputFiles({ name: 'sorter.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Import and replace everything' }).click();
  await expect(page.getByRole('dialog', { name: 'Replace the whole sorter configuration?' })).toBeVisible();
}

type ScreenCheck = (name: string, controls: Locator[]) => Promise<void>;

/** The sorter's configuration screens with data, for the responsive check. */
export async function sorterConfigScreens(page: Page, screen: ScreenCheck) {
  await page.goto('/sorter/settings');
  const gate11 = page.getByRole('region', { name: 'Gate 11', exact: true });
  const fallbacks = page.getByRole('region', { name: 'Fallback scenarios' });
  await screen('sorter-settings', [
    page.getByRole('region', { name: 'Gate 1', exact: true }).getByLabel('Tag'),
    gate11.getByRole('button', { name: 'Play the sound of Gate 11' }),
    gate11.getByRole('button', { name: 'Save gate 11' }),
    fallbacks.getByRole('combobox', { name: 'Timeout', exact: true }),
    fallbacks.getByRole('button', { name: 'Save fallback scenarios' }),
    page.getByRole('button', { name: 'Save settings' }),
    page.getByRole('button', { name: 'Create key' }),
  ]);

  await page.goto('/sorter/triggers');
  await openCheckSection(page);
  await screen('sorter-triggers', [
    page.getByRole('button', { name: 'New section' }),
    page.getByRole('button', { name: 'Activate' }),
    page.getByRole('button', { name: 'Move Donate up' }),
    page.getByRole('button', { name: 'Remove Donate' }),
    page.getByRole('button', { name: 'Add rule' }),
  ]);
  await page.getByRole('button', { name: 'Edit Media mail keepers' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Media mail keepers' });
  await screen('sorter-rule-edit', [edit.getByLabel('Max offers'), edit.getByRole('button', { name: 'Done' })]);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/sorter/upload-download-rules');
  await uploadBadRules(page);
  await screen('sorter-rules-file', [
    page.getByRole('button', { name: 'Download rules as CSV' }),
    page.getByRole('radiogroup', { name: 'How the rules go in' }),
    page.getByRole('button', { name: 'Choose a file' }),
    page.getByTestId('file-errors'),
  ]);

  await page.goto('/import-export-section');
  await screen('sorter-configuration-file', [page.getByRole('button', { name: 'Export configuration' }), page.getByRole('button', { name: 'Choose a file' })]);
}
