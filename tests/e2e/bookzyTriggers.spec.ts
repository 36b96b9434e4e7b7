import { expect, test, type Page } from '@playwright/test';
import type { Trigger } from '../../src/contract';
import { bookzyDevice, sellerGet } from './bookzySupport';
import { DEMO, signIn } from './support';
import { pageCall } from '../support/pageCall';

// The helper's phone has no seeded triggers: this spec makes its own and removes them, so the
// demo seller's other devices (and the specs that scan with them) are left as they were.
const DEVICE = 'Helper phone';

// Phone first: the screen is used one-handed at a book sale.
test.use({ viewport: { width: 390, height: 844 } });

const rows = (page: Page) => page.getByTestId('trigger-row');
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const screenOrder = (page: Page) => rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

async function serverTriggers(page: Page) {
  const { deviceId } = await bookzyDevice(page, DEVICE);
  const all = await sellerGet<Trigger[]>(page, 'profit/trigger/list/all');
  return all.filter((trigger) => trigger.device === deviceId).sort((a, b) => a.order - b.order);
}

/** The server's list once the outbox has sent everything. */
const expectOnServer = <T>(page: Page, pick: (trigger: Trigger) => T, expected: T[]) =>
  expect.poll(async () => (await serverTriggers(page)).map(pick)).toEqual(expected);

interface NewTrigger {
  name: string;
  channel: 'FBA' | 'MF';
  source: string;
  minProfit: string;
  maxRank?: string;
}

async function createTrigger(page: Page, fields: NewTrigger) {
  await page.getByRole('button', { name: 'New trigger' }).click();
  const dialog = page.getByRole('dialog', { name: 'New trigger' });
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByRole('radiogroup', { name: 'Channel' }).getByText(fields.channel, { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Price source' }).click();
  await page.getByRole('option', { name: fields.source, exact: true }).click();
  await dialog.getByLabel('Min profit').fill(fields.minProfit);
  if (fields.maxRank) await dialog.getByLabel('Max sales rank').fill(fields.maxRank);
  await dialog.getByRole('button', { name: 'Create trigger' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, fields.name)).toBeVisible();
}

async function menuAction(page: Page, name: string, action: 'Edit' | 'Move below…' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.afterEach(async ({ page }) => {
  // Leave the device as the seed made it, whatever failed in the test.
  const ids = (await serverTriggers(page)).map((trigger) => trigger.id);
  for (const id of ids) await pageCall(page, 'DELETE', `profit/trigger/${id}`);
  expect(await serverTriggers(page)).toEqual([]);
});

test('triggers: create, edit, deactivate, reorder with the keyboard and the menu, delete', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/bookzy');
  await page.getByRole('region', { name: DEVICE }).getByRole('link', { name: 'Triggers' }).click();
  await expect(page).toHaveTitle('Folio - Bookzy Triggers');
  await expect(page.getByTestId('trigger-device-name')).toHaveText(DEVICE);
  await expect(page.getByText('No triggers yet')).toBeVisible();

  // Creating needs the server's id, so it waits for a connection; the other changes do not.
  await page.context().setOffline(true);
  await expect(page.getByRole('button', { name: 'New trigger' })).toBeDisabled();
  await expect(page.getByText('Creating a trigger needs a connection')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'New trigger' })).toBeEnabled();

  await createTrigger(page, { name: 'Quick flips', channel: 'FBA', source: 'Buy box', minProfit: '2.5', maxRank: '500000' });
  await createTrigger(page, { name: 'Keepers', channel: 'MF', source: 'Lowest used', minProfit: '3' });
  await expect(row(page, 'Quick flips').getByTestId('trigger-summary')).toHaveText('FBA · Buy box · profit ≥ $2.50 · rank ≤ 500,000');
  await expect(row(page, 'Keepers').getByTestId('trigger-summary')).toHaveText('MF · Lowest used · profit ≥ $3.00');
  await expectOnServer(page, (trigger) => [trigger.name, trigger.minProfit, trigger.maxSalesRank], [
    ['Quick flips', 250, 500_000],
    ['Keepers', 300, null],
  ]);

  await menuAction(page, 'Keepers', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Keepers' });
  await edit.getByLabel('Max offers').fill('20');
  await edit.getByRole('button', { name: 'Save trigger' }).click();
  await expect(row(page, 'Keepers').getByTestId('trigger-summary')).toHaveText('MF · Lowest used · profit ≥ $3.00 · ≤ 20 offers');
  await expectOnServer(page, (trigger) => trigger.maxOffers, [null, 20]);

  await row(page, 'Quick flips').getByRole('switch', { name: 'Active: Quick flips' }).click({ force: true });
  await expect(row(page, 'Quick flips')).toHaveAttribute('data-active', 'false');
  await expectOnServer(page, (trigger) => trigger.active, [false, true]);

  // Keyboard drag: lift with Space, one step up, drop with Space; a screen reader hears each step.
  const dragKeepers = page.getByRole('button', { name: 'Drag Keepers' });
  await dragKeepers.focus();
  await page.keyboard.press('Space');
  await expect(dragKeepers).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Picked up Keepers, position 2 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Keepers is now at position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Keepers dropped at position 1 of 2.')).toBeAttached();
  await expect.poll(() => screenOrder(page)).toEqual(['Keepers', 'Quick flips']);
  await expectOnServer(page, (trigger) => trigger.name, ['Keepers', 'Quick flips']);
  await page.reload();
  await expect.poll(() => screenOrder(page)).toEqual(['Keepers', 'Quick flips']);

  await menuAction(page, 'Keepers', 'Move below…');
  await page.getByLabel('Move below').selectOption({ label: 'Quick flips' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect.poll(() => screenOrder(page)).toEqual(['Quick flips', 'Keepers']);
  await expectOnServer(page, (trigger) => trigger.name, ['Quick flips', 'Keepers']);

  // A mouse drag (the pointer sensor), up onto the first row.
  const handle = (await page.getByRole('button', { name: 'Drag Keepers' }).boundingBox())!;
  const first = (await row(page, 'Quick flips').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, first.y + first.height * 0.2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => screenOrder(page)).toEqual(['Keepers', 'Quick flips']);
  await expectOnServer(page, (trigger) => trigger.name, ['Keepers', 'Quick flips']);

  await menuAction(page, 'Quick flips', 'Delete');
  await page.getByRole('button', { name: 'Delete trigger' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expectOnServer(page, (trigger) => trigger.name, ['Keepers']);
});
