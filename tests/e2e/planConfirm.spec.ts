import { expect, test } from '@playwright/test';
import type { Nsession, NsessionOperation } from '../../src/contract/nsession';
import { pageCall } from '../support/pageCall';
import { catalogBooksOf } from './listerSupport';
import { planAtPlacement, settledPlan } from './planSupport';
import { DEMO, signIn } from './support';

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
