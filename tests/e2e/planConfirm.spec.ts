import { expect, test } from '@playwright/test';
import type { Nsession, NsessionOperation } from '../../src/contract/nsession';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf } from './listerSupport';
import { planAtPlacement, settledPlan } from './planSupport';
import { setServerClockOffset } from './serverClock';
import { DEMO, signIn } from './support';

const HOURS_73 = 73 * 3600_000;
const plural = (shipments: number) => (shipments === 1 ? '1 shipment has' : `${shipments} shipments have`);

test('"Confirm for $…" double-clicked confirms the placement and books every shipment\'s carrier, each once', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  // Plain books spread over warehouses and a hazmat one: every placement has several shipments.
  const books = catalogBooksOf({ plain: 5, hazmat: 1 }, 16_000);
  const { sessionId, plan } = await planAtPlacement(page, books.map((book) => book.isbn));
  const placement = plan.placementOptions[0]!;
  expect(placement.shipments.length).toBeGreaterThan(1);

  await page.goto(`/lister/session/fba/${sessionId}/placement-shipping-options`);
  const table = page.getByRole('table', { name: 'Placement and carrier options' });
  await table.getByRole('button', { name: `Choose ${placement.name}, Small parcel (SPD)` }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /^Confirm for / });
  await confirm.dblclick();
  await page.waitForURL(/\/print-labels$/, { timeout: 45_000 });

  const booked = await settledPlan(page, sessionId);
  expect(booked).toMatchObject({ stage: 'LABELS', placementOptionIdStr: placement.id });
  expect(booked.shipments).toHaveLength(placement.shipments.length);
  for (const shipment of booked.shipments) {
    expect(booked.transportOptions.find((option) => option.id === shipment.transportOptionId)).toMatchObject({ method: 'SPD', partnered: true });
  }
  // What the server did on the marketplace: one placement confirmed, one booking of every shipment.
  const history = await pageCall<NsessionOperation[]>(page, 'GET', `nsession/${sessionId}/operation`);
  const kinds = history.map((operation) => operation.kind);
  expect(kinds.filter((kind) => kind === 'CONFIRM_PLACEMENT_OPTION')).toHaveLength(1);
  expect(kinds.filter((kind) => kind === 'CONFIRM_TRANSPORTATION_OPTIONS')).toHaveLength(1);
  expect(history.every((operation) => operation.status === 'SUCCESS')).toBe(true);
  await expect(page.getByTestId('toast-message')).toHaveCount(0);
  expect((await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`)).stage).toBe('LABELS');
});

test('a placement confirmed whose carrier quotes expired gets new quotes and is booked from its screen; the plan can then be cancelled from its menu', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  const books = catalogBooksOf({ plain: 3 }, 16_500);
  const { sessionId, plan } = await planAtPlacement(page, books.map((book) => book.isbn));
  const placementId = plan.placementOptions[0]!.id;
  await pageCall(page, 'POST', `nsession/${sessionId}/placement/select`, { placementOptionId: placementId });
  await settledPlan(page, sessionId);

  // Three days on, for the server and the page alike: the carrier quotes have expired.
  await setServerClockOffset(HOURS_73);
  try {
    await page.clock.install({ time: Date.now() + HOURS_73 });
    await page.goto(`/lister/session/fba/${sessionId}/placement-shipping-options`);
    const waiting = page.getByRole('alert').filter({ hasText: /without a carrier/ });
    await expect(waiting).toContainText(/The carrier quotes for (this shipment|these shipments) have expired/, { timeout: 20_000 });
    await expect(waiting.getByRole('button', { name: /^Small parcel/ })).toHaveCount(0);
    await waiting.getByRole('button', { name: 'Get new carrier quotes' }).click();
    await waiting.getByRole('button', { name: /^Small parcel, \$/ }).click({ timeout: 30_000 });
    await page.waitForURL(/\/print-labels$/, { timeout: 45_000 });
    expect((await settledPlan(page, sessionId)).stage).toBe('LABELS');

    await page.getByRole('button', { name: 'Plan actions' }).click();
    await page.getByRole('menuitem', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this plan?' });
    await expect(dialog).toContainText(`${plural(plan.placementOptions[0]!.shipments.length)} a carrier booked.`);
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByText('This plan is cancelled')).toBeVisible({ timeout: 30_000 });
    expect((await settledPlan(page, sessionId)).planStatus).toBe('VOIDED');
  } finally {
    await setServerClockOffset(0);
  }
});
