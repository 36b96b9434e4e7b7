import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * The Stock Manager against the real server, as the demo seller (20,000 SKUs): server-side sort,
 * filters in the address, min and max edited in the table, a saved view, a SKU's price history.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Stock' });
const bodyRows = (page: Page) => table(page).locator('[role="rowgroup"]').nth(1).getByRole('row');
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function columnIndex(page: Page, header: string) {
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, '').trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return index;
}
async function columnTexts(page: Page, header: string, rows = 6) {
  const index = await columnIndex(page, header);
  const texts: string[] = [];
  for (let row = 0; row < rows; row++) texts.push(await bodyRows(page).nth(row).getByRole('cell').nth(index).innerText());
  return texts;
}
const cellOf = async (row: Locator, page: Page, header: string) => row.getByRole('cell').nth(await columnIndex(page, header));
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}
const countText = (page: Page) => page.getByTestId('stock-count');

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO);
});

test('opens on the saved view, then sorts by price on the server', async ({ page }) => {
  await page.goto('/my-pricer');
  // Before any save the view is spec 9's default: items in stock, tagged at their min.
  await expect(page).toHaveURL(/tags=.*AT_MIN/);
  await page.goto('/my-pricer?qtyGte=1');
  await expect(countText(page)).toHaveText(/^[\d,]+ SKUs match/);
  await expect(bodyRows(page).first()).not.toHaveAttribute('aria-busy', 'true');

  const priceHeader = table(page).getByRole('columnheader', { name: /Price/ }).first();
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sortField=Price/);
  await expect(bodyRows(page).first()).not.toHaveAttribute('aria-busy', 'true');
  const ascending = (await columnTexts(page, 'Price')).map(cents);
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await columnTexts(page, 'Price')).map(cents)[0]).toBeGreaterThan(ascending.at(-1)!);
  const descending = (await columnTexts(page, 'Price')).map(cents);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
});

test('filters by a condition and a text match, kept in the address', async ({ page }) => {
  await page.goto('/my-pricer?qtyGte=1');
  await expect(countText(page)).toHaveText(/^[\d,]+ SKUs match/);
  const all = await countText(page).innerText();
  await pick(page, 'Conditions', 'Collectible');
  await expect(page).toHaveURL(/conditions=/);
  await expect(countText(page)).not.toHaveText(all);
  await expect(bodyRows(page).first()).not.toHaveAttribute('aria-busy', 'true');
  for (const condition of await columnTexts(page, 'Condition', 3)) expect(condition).toMatch(/^Collectible/);

  const sku = await (await cellOf(bodyRows(page).first(), page, 'SKU')).innerText();
  await page.getByRole('combobox', { name: 'Search in' }).click();
  await page.getByRole('option', { name: 'SKU', exact: true }).click();
  await page.getByRole('combobox', { name: 'Match' }).click();
  await page.getByRole('option', { name: 'Equals' }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(sku);
  await expect(countText(page)).toHaveText('1 SKU matches');
  await page.reload();
  await expect(countText(page)).toHaveText('1 SKU matches');
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(sku);

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(`${sku}-nothing-like-it`);
  await expect(page.getByText('No SKUs match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(countText(page)).toHaveText(all);
});

test('edits a min price in the table; a min above the max is refused on the field', async ({ page }) => {
  await page.goto('/my-pricer?qtyGte=1');
  await expect(bodyRows(page).first()).not.toHaveAttribute('aria-busy', 'true');
  const sku = await (await cellOf(bodyRows(page).first(), page, 'SKU')).innerText();
  await page.goto(`/my-pricer?qtyGte=1&text=${encodeURIComponent(sku)}&textField=SKU&textMatch=Equals`);
  await expect(countText(page)).toHaveText('1 SKU matches');

  const min = page.getByRole('textbox', { name: `Min price of ${sku}` });
  const max = page.getByRole('textbox', { name: `Max price of ${sku}` });
  const saveOf = () => page.waitForResponse((response) => response.url().includes('/bounds') && response.request().method() === 'PUT');
  const savedMax = saveOf();
  await max.fill('500');
  await max.press('Enter');
  expect((await savedMax).ok()).toBe(true);
  const savedMin = saveOf();
  await min.fill('1.23');
  await min.press('Enter');
  expect((await savedMin).ok()).toBe(true);
  await expect(min).toHaveValue('$1.23');

  await page.reload();
  await expect(page.getByRole('textbox', { name: `Min price of ${sku}` })).toHaveValue('$1.23');
  await expect(page.getByRole('textbox', { name: `Max price of ${sku}` })).toHaveValue('$500.00');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/bounds')) sent.push(request.method());
  });
  await min.fill('600');
  await min.press('Enter');
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Min must not be above max')).toBeVisible();
  await min.press('Tab');
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
  await expect(min).toHaveValue('$600.00');
});

test('saves the view: a hidden column and a tag survive a reload', async ({ page }) => {
  await page.goto('/my-pricer?qtyGte=1');
  await expect(table(page).getByRole('columnheader', { name: 'ASIN' })).toBeVisible();
  await pick(page, 'Tags', 'No min');
  await expect(page).toHaveURL(/tags=/);
  await page.getByRole('button', { name: 'Table settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Table settings' });
  await dialog.getByRole('checkbox', { name: 'ASIN' }).uncheck();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('columnheader', { name: 'ASIN' })).toHaveCount(0);

  await page.goto('/my-pricer');
  await expect(page).toHaveURL(/tags=.*NO_MIN/);
  await expect(page).not.toHaveURL(/AT_MIN/);
  await expect(table(page).getByRole('columnheader', { name: 'SKU' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'ASIN' })).toHaveCount(0);
  await expect(page.getByText('No min', { exact: true }).first()).toBeVisible();
});

test("opens a SKU's detail with its offers and price history chart", async ({ page }) => {
  await page.goto('/my-pricer?qtyGte=1');
  await expect(bodyRows(page).first()).not.toHaveAttribute('aria-busy', 'true');
  const link = (await cellOf(bodyRows(page).first(), page, 'SKU')).getByRole('link');
  const sku = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`sku=${sku}`));
  const drawer = page.getByRole('dialog', { name: `SKU ${sku}` });
  await expect(drawer.getByRole('img', { name: `Price of ${sku} over time` })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Offers now' }).or(drawer.getByText('No offers on this book right now.'))).toBeVisible();
  // The drawer is in the address: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('dialog', { name: `SKU ${sku}` }).getByRole('img', { name: `Price of ${sku} over time` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/sku=/);
});
