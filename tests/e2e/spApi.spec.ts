import { expect, test } from '@playwright/test';
import type { Profile } from '../../src/contract';
import { deriveInventory } from '../../server/marketplace/inventory';
import { pageCall } from '../support/pageCall';
import { E2E_CATALOG_SIZE } from './e2eCatalog';
import { bookedPlan } from './planSupport';
import { runOnSpApiServer } from './spApiServer';
import { DEMO, signIn } from './support';

/**
 * A seller on the real marketplace's API: Folio started with FOLIO_MARKETPLACE=sp-api against the
 * fake marketplace (serveSpApi.ts). The demo seller authorises Folio on an account of the fake, sees
 * its stock, reprices it, sends some of its FBA books in an inbound plan as far as the labels, and
 * downloads the offline catalog those books make.
 */
runOnSpApiServer();

/** An account of the fake with 60 SKUs (the simulator's rule: the id ends in its SKU count). */
const ACCOUNT = 'AFAKEE2E-60';

test('a seller authorises Folio, loads the stock, reprices it and makes an inbound plan to labels on the Selling Partner API', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO);

  // The round trip: Integration, the marketplace's consent page, back to Folio with the code.
  await page.goto('/account/integration');
  await page.getByRole('button', { name: /^Authorise (Folio|again)$/ }).click();
  await page.waitForURL(/\/apps\/authorize\/consent\?/);
  await page.getByLabel('Seller account').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The demo worked on another account: Folio switches only once the seller says so.
  // Once the marketplace has the switch, the app goes back to Integration itself; leaving before
  // that (a page.goto of its own) could cut the call off and keep the old account.
  await page.getByRole('button', { name: `Connect ${ACCOUNT}` }).click();
  await page.waitForURL('**/account/integration');
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  await expect(page.getByTestId('connection-seller-id')).toHaveText(ACCOUNT);

  // The stock, from the account's listings report and FBA inventory.
  await page.goto('/my-pricer?qtyGte=0');
  await expect(page.getByText(/^\d+ SKUs? match/)).toBeVisible({ timeout: 20_000 });

  // A repricing run over the account's SKUs, its offers read in batches.
  await page.goto('/automation-rules');
  await page.getByRole('button', { name: 'Reprice now' }).click();
  await expect(page.getByRole('region', { name: 'Latest run' }).getByText(/^(Done|Paused)$/)).toBeVisible({ timeout: 20_000 });

  // An inbound plan of books the account lists as FBA offers in very good condition (a plan's default).
  const listed = (await deriveInventory(ACCOUNT, E2E_CATALOG_SIZE)).filter((sku) => sku.channel === 'FBA' && sku.subCondition === 'verygood' && sku.isbn13);
  const profile = await pageCall<Profile>(page, 'GET', 'user/profile');
  // The marketplace needs a phone on the ship-from address.
  await pageCall(page, 'PUT', 'user/profile', { ...profile, companyName: profile.companyName ?? '', phone: '+15035550142', addressLine2: profile.addressLine2 ?? '' });
  const { sessionId, plan } = await bookedPlan(page, listed.slice(0, 3).map((sku) => sku.isbn13));
  expect(plan.stage).toBe('LABELS');
  const shipment = plan.shipments[0]!;
  expect(shipment.confirmationId).toMatch(/^FBA/);

  // The labels are the marketplace's own PDF.
  await page.goto(`/lister/session/fba/${sessionId}/print-labels`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('region', { name: `Labels of ${shipment.confirmationId}` }).getByRole('button', { name: 'Download' }).click();
  expect((await opened).url()).toMatch(/\/fake-documents\/.+X-Amz-Signature=/);

  // The offline catalog is the books the seller scanned, and the card says so.
  await page.goto('/bookzy');
  const catalog = page.getByRole('region', { name: 'Offline catalog' });
  await catalog.getByRole('button', { name: /Download for offline use|Update now/ }).click();
  await expect(catalog.getByTestId('snapshot-status')).toContainText(/^\d books? on this device/);
  await expect(catalog.getByTestId('snapshot-coverage')).toContainText('the books your account has looked up and listed');
});
