import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { errorEnvelope, type GateMetadata, type SorterSection } from '../../src/contract';
import { pageCall } from '../support/pageCall';
import { DEMO, signIn } from './support';

/**
 * The sorter's configuration screens against the real server: a gate, the fallbacks (and a refused
 * save that leaves the prior values on screen), a section with three rules, its rules as CSV out and
 * back in (a file with bad rows refused line by line), and the whole configuration exported and
 * imported. The demo seller's configuration is put back as it was at the end.
 */

const SECTION = 'E2E weekday sort';
const HEADER = 'name,gate,channel,priceSource,minProfit,maxSalesRank,maxOffers,minPrice';

let original: string | null = null;

test.afterEach(async ({ page }) => {
  if (original !== null) await pageCall(page, 'PUT', 'sorter/transfer', { file: original });
});

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

async function addRule(page: Page, name: string, gate: string, channel: 'FBA' | 'MF', minProfit: string) {
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel('Name').fill(name);
  await pick(page, dialog, 'Gate', gate);
  await dialog.getByRole('radiogroup', { name: 'Channel' }).getByText(channel, { exact: true }).click();
  await dialog.getByLabel('Min profit').fill(minProfit);
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(dialog).toHaveCount(0);
}

const serverSection = async (page: Page) =>
  (await pageCall<SorterSection[]>(page, 'GET', 'sorter/section')).find((section) => section.name === SECTION);

test('configure gates, fallbacks and a section; rules CSV out and in; the whole configuration out and in', async ({ page }) => {
  // 38 s alone, 55 s beside another suite on the 2-core machine: the margin is for that.
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  original = (await pageCall<{ file: string }>(page, 'GET', 'sorter/transfer')).file;

  // A gate, saved on its own.
  await page.goto('/sorter/settings');
  await expect(page).toHaveTitle('Folio - Sorter Settings');
  const gate3 = page.getByRole('region', { name: 'Gate 3', exact: true });
  await gate3.getByLabel('Tag').fill('Donate');
  await pick(page, gate3, 'Target', 'Donate');
  await pick(page, gate3, 'Sound', 'Chime');
  await gate3.getByRole('button', { name: 'Save gate 3' }).click();
  await expect
    .poll(async () => (await pageCall<GateMetadata[]>(page, 'GET', 'sorter/gate/metadata'))[2])
    .toMatchObject({ tag: 'Donate', targetType: 'DONATE', sound: 'chime' });

  // The fallbacks, all at once; then a refused save leaves the saved values on screen.
  const fallbacks = page.getByRole('region', { name: 'Fallback scenarios' });
  await pick(page, fallbacks, 'No SR', 'Gate 3 · Donate');
  await pick(page, fallbacks, 'Too many offers', 'Gate 3 · Donate');
  await fallbacks.getByRole('button', { name: 'Save fallback scenarios' }).click();
  await expect
    .poll(async () => pageCall(page, 'GET', 'sorter/action/default'))
    .toMatchObject({ typeGateMap: { NO_SR: 'GATE_3' }, rejectBreakdown: { maxOffers: 'GATE_3' } });
  await page.route('**/api/sorter/action/default', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: errorEnvelope(1000, 'The sorter settings are being updated; try again in a minute.') })
      : route.fallback(),
  );
  const timeoutBefore = await fallbacks.getByRole('combobox', { name: 'Timeout', exact: true }).inputValue();
  await pick(page, fallbacks, 'Timeout', 'Gate 3 · Donate');
  await fallbacks.getByRole('button', { name: 'Save fallback scenarios' }).click();
  await expect(fallbacks.getByTestId('fallbacks-refused')).toContainText('The choices shown are the ones still in force.');
  await expect(fallbacks.getByRole('combobox', { name: 'Timeout', exact: true })).toHaveValue(timeoutBefore);
  await expect(fallbacks.getByRole('combobox', { name: 'No SR', exact: true })).toHaveValue('Gate 3 · Donate');
  await page.unroute('**/api/sorter/action/default');

  // A section with three rules, reordered from the keyboard.
  await page.goto('/sorter/triggers');
  await page.getByRole('button', { name: 'New section' }).click();
  await page.getByRole('dialog', { name: 'New section' }).getByLabel('Section name').fill(SECTION);
  await page.getByRole('dialog', { name: 'New section' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('section-title')).toHaveText(SECTION);
  await addRule(page, 'FBA keepers', 'Gate 1', 'FBA', '4');
  await addRule(page, 'MF keepers', 'Gate 2', 'MF', '3');
  await addRule(page, 'Donate', 'Gate 3 · Donate', 'MF', '-5');
  await page.getByRole('button', { name: 'Move MF keepers up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move MF keepers down' })).toBeFocused();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect.poll(async () => (await serverSection(page))?.rules.map((rule) => rule.name)).toEqual(['MF keepers', 'FBA keepers', 'Donate']);
  if (!(await serverSection(page))!.active) await page.getByRole('button', { name: 'Activate' }).click();

  // Its rules as CSV, then a file with bad rows refused line by line, then a good one.
  await page.goto('/sorter/upload-download-rules');
  await pick(page, page.getByRole('main'), 'Section', `${SECTION} (active)`);
  const csv = await downloaded(page, () => page.getByRole('button', { name: 'Download rules as CSV' }).click());
  expect(csv.download.suggestedFilename()).toBe('e2e-weekday-sort-rules.csv');
  expect(csv.text.split('\r\n')).toEqual([HEADER, 'MF keepers,GATE_2,MF,LOWEST_USED,3.00,,,', 'FBA keepers,GATE_1,FBA,LOWEST_FBA,4.00,,,', 'Donate,GATE_3,MF,LOWEST_USED,-5.00,,,', '']);

  const upload = (name: string, text: string) => page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload('bad.csv', `${HEADER}\nKeep,GATE_1,FBA,BUY_BOX,2.00,,,\nLost,GATE_14,FBA,BUY_BOX,,,,\nOdd,GATE_2,SHIP,BUY_BOX,,,,\n`);
  const errors = page.getByTestId('file-errors');
  await expect(errors).toContainText('bad.csv: 2 problems, nothing imported');
  await expect(errors.getByRole('listitem')).toHaveText([/^Line 3: gate /, /^Line 4: channel /]);
  await upload('good.csv', `${HEADER}\nKeep,GATE_1,FBA,BUY_BOX,2.00,900000,,\nRecycle,11,MF,LOWEST_USED,,,,\n`);
  await page.getByRole('button', { name: `Replace ${SECTION}’s rules` }).click();
  await expect(page.getByTestId('rules-imported')).toContainText(`${SECTION} now has 2`);
  await expect.poll(async () => (await serverSection(page))?.rules.map((rule) => rule.name)).toEqual(['Keep', 'Recycle']);

  // The whole configuration out, the section lost, and the file imported back.
  await page.goto('/import-export-section');
  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export configuration' }).click());
  expect(exported.download.suggestedFilename()).toMatch(/^folio-sorter-\d{4}-\d{2}-\d{2}\.json$/);
  await pageCall(page, 'DELETE', `sorter/section/${(await serverSection(page))!.id}`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'sorter.json', mimeType: 'application/json', buffer: Buffer.from(exported.text) });
  await page.getByRole('button', { name: 'Import and replace everything' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the whole sorter configuration?' });
  await expect(confirm).toContainText(`sorting by ${SECTION}`);
  await confirm.getByRole('button', { name: 'Replace everything' }).click();
  await expect(page.getByTestId('configuration-imported')).toContainText('sorter.json imported');
  expect((await serverSection(page))?.rules.map((rule) => rule.name)).toEqual(['Keep', 'Recycle']);
  expect((await pageCall<{ file: string }>(page, 'GET', 'sorter/transfer')).file).toBe(exported.text);
});
