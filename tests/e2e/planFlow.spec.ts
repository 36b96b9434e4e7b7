import { expect, test, type Page } from '@playwright/test';
import type { Nsession } from '../../src/contract/nsession';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf, pdfText } from './listerSupport';
import { settledPlan } from './planSupport';
import { setServerClockOffset } from './serverClock';
import { DEMO, signIn } from './support';

const HOURS_25 = 25 * 3600_000;

/** A code typed into the step's code field and sent with Enter. */
async function typeCode(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByLabel(label).press('Enter');
}

test('a 30-item plan from the first scan to labels and complete, resumed on another device, an expired option made again', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // 28 plain books, a hazmat one (its own packing group) and a restricted one (refused in a box).
  const books = catalogBooksOf({ plain: 28, hazmat: 1, restricted: 1 }, 18_500);
  const restricted = books.find((book) => book.kind === 'restricted')!;
  await signIn(page, DEMO);

  // Scanning: a new plan from the FBA list, thirty codes typed as a wedge scanner sends them.
  await page.goto('/lister/session/fba');
  await page.getByRole('button', { name: 'New plan' }).click();
  await page.waitForURL(/\/lister\/session\/fba\/\d+\/scanning$/);
  const sessionId = Number(new URL(page.url()).pathname.split('/')[4]);
  for (const book of books) {
    await typeCode(page, 'Scan or type an ISBN', book.isbn);
    await expect(page.getByTestId('last-scan')).toContainText(book.title);
  }
  await expect(page.getByText('30 units · 30 SKUs')).toBeVisible();

  // Items: all thirty, a price set inline in dollars.
  await page.getByRole('navigation', { name: 'Plan steps' }).getByRole('link', { name: /Items/ }).click();
  await expect(page.getByText('30 items · page 1 of 1')).toBeVisible();
  const firstPlain = books[0]!;
  const row = page.getByRole('table', { name: 'Plan items' }).getByRole('row', { name: firstPlain.title });
  await row.getByLabel(`Price of ${firstPlain.title}`, { exact: true }).fill('12.50');
  await row.getByLabel(`Price of ${firstPlain.title}`, { exact: true }).press('Enter');
  await expect.poll(async () => (await pageCall<{ content: { title: string; price: number | null }[] }>(page, 'GET', `nsession/${sessionId}/item?pageSize=100`)).content.find((item) => item.title === firstPlain.title)?.price).toBe(1250);

  // The plan is made; its packing options come (operations of a few seconds each).
  await page.getByRole('button', { name: 'Make the plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make the plan' }).click();
  await page.waitForURL(/\/packing-options$/);
  await expect(page.getByRole('region', { name: /^Option 1: / })).toBeVisible({ timeout: 30_000 });

  // A day later the options have expired: the screen says so and makes them again.
  await setServerClockOffset(HOURS_25);
  try {
    await page.reload();
    await expect(page.getByText('These options have expired')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: /^Option 1: / }).getByRole('button', { name: 'Choose this option' })).toBeDisabled();
    await page.getByRole('button', { name: 'Generate options again' }).click();
    await expect(page.getByRole('region', { name: /^Option 1: / }).getByText('Offered')).toBeVisible({ timeout: 30_000 });
    await settledPlan(page, sessionId);
  } finally {
    await setServerClockOffset(0);
  }

  // Option 1 keeps dangerous goods apart: two groups.
  const option1 = page.getByRole('region', { name: /^Option 1: / });
  await expect(option1.getByText('2 groups')).toBeVisible();
  await option1.getByRole('button', { name: 'Choose this option' }).click();
  await page.waitForURL(/\/packing$/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Group 2' })).toBeVisible();

  // Another device opens the plan from the list and lands on the same step.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const other = await tablet.newPage();
    await signIn(other, DEMO);
    await other.goto('/lister/session/fba');
    const plan = (await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`)).name;
    await other.getByRole('table', { name: 'Plans' }).getByRole('link', { name: plan }).click();
    await other.waitForURL(new RegExp(`/lister/session/fba/${sessionId}/packing$`));
    await expect(other.getByRole('region', { name: 'Group 1' })).toBeVisible();
  } finally {
    await tablet.close();
  }

  // Packing: a box a group, every book scanned in; the restricted one is refused, then left out.
  for (const group of ['Group 1', 'Group 2']) {
    await page.getByRole('region', { name: group }).getByRole('button', { name: 'New box' }).click();
    await expect(page.getByRole('region', { name: group }).getByRole('list', { name: /^Boxes of group/ }).getByRole('listitem')).toHaveCount(1);
  }
  for (const book of books) {
    await typeCode(page, 'Scan or type an FNSKU or ISBN', book.isbn);
    if (book === restricted) {
      const alert = page.getByRole('dialog', { name: 'RESTRICTED ITEM' });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'OK' }).click();
    } else {
      await expect(page.getByTestId('packing-note')).toContainText(`${book.title}: one unit into`);
    }
  }
  await page.getByRole('button', { name: 'Leave out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave out' }).click();
  for (const group of ['Group 1', 'Group 2']) await expect(page.getByRole('region', { name: group }).getByText('Every unit of this group is boxed.')).toBeVisible();

  // Group 1 moves into a new box; the empty one is deleted.
  const group1 = page.getByRole('region', { name: 'Group 1' });
  const group1Boxes = group1.getByRole('list', { name: 'Boxes of group 1' }).getByRole('listitem');
  await group1.getByRole('button', { name: 'New box' }).click();
  await expect(group1Boxes).toHaveCount(2);
  await group1.getByRole('button', { name: /^Box 1 · / }).click();
  const box1 = page.getByRole('region', { name: 'Open box: Box 1' });
  await box1.getByRole('combobox', { name: 'Move its units to' }).click();
  await page.getByRole('option', { name: 'Box 3' }).click();
  await box1.getByRole('button', { name: 'Move all' }).click();
  await expect(box1.getByText(/^Empty\./)).toBeVisible();
  await box1.getByRole('button', { name: 'Delete box' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete box' }).click();
  await expect(group1Boxes).toHaveCount(1);
  await expect(group1.getByText('Every unit of this group is boxed.')).toBeVisible();
  for (const box of await page.getByRole('region', { name: /^Open box: / }).all()) {
    for (const [label, value] of [['Length (in)', '14'], ['Width (in)', '10'], ['Height (in)', '8'], ['Weight (lb)', '24']] as const) await box.getByLabel(label).fill(value);
    await box.getByRole('button', { name: 'Save sizes' }).click();
    await expect(box.getByLabel('Weight (lb)')).toHaveValue('24.0');
  }
  await page.getByRole('button', { name: 'Finish packing' }).click();
  await page.waitForURL(/\/placement-shipping-options$/, { timeout: 30_000 });

  // Placement and carriers side by side, the cheapest marked; booked with small parcel.
  const table = page.getByRole('table', { name: 'Placement and carrier options' });
  await expect(table.getByText('Cheapest')).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('Carriers are still quoting…')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Your own carrier' })).toBeDisabled();
  await table.getByRole('button', { name: /^Choose .*Small parcel/ }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /^Confirm for / }).click();
  await page.waitForURL(/\/print-labels$/, { timeout: 45_000 });

  // Labels: every shipment's box labels hold its confirmation id.
  const booked = await settledPlan(page, sessionId);
  expect(booked.stage).toBe('LABELS');
  expect(booked.shipments.length).toBeGreaterThanOrEqual(2);
  for (const shipment of booked.shipments) {
    const card = page.getByRole('region', { name: `Labels of ${shipment.confirmationId}` });
    const text = await pdfText(page, () => card.getByRole('button', { name: 'Download' }).click());
    expect(text).toContain(shipment.confirmationId);
    expect(text).toContain(shipment.destination);
  }

  await page.getByRole('button', { name: 'Mark plan complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('Plan complete', { exact: true })).toBeVisible();
  expect((await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`)).planStatus).toBe('SHIPPED');
});
