/**
 * The billing spec's own server: the e2e harness (serve.ts) on a database of its own, with renewals
 * on, so that moving its clock renews, declines and freezes subscriptions without touching the
 * demo accounts every other spec relies on. It shares the main server's mail folder.
 */
import { test } from '@playwright/test';
import { setServerClockOffset } from './serverClock';
import { startSpecServer } from './specServer';

/** Clear of the main server's windows (e2e + 1, + 10, + 11); its own are at + 12 and + 13. */
export const billingServerPort = Number(process.env.FOLIO_E2E_PORT ?? 8391) + 2;
export const billingServerUrl = `http://localhost:${billingServerPort}`;

export const startBillingServer = () =>
  startSpecServer('tests/e2e/serve.ts', { FOLIO_E2E_PORT: String(billingServerPort), FOLIO_E2E_RENEWALS: 'on' }, 'e2e server at');

/**
 * The spec's tests run on the billing server: started once for the file, stopped after it, and its
 * clock put back after each test. Call at the top of a spec file.
 */
export function runOnBillingServer() {
  test.use({ baseURL: billingServerUrl });
  let billingServer: Awaited<ReturnType<typeof startBillingServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    billingServer = await startBillingServer();
  });
  test.afterAll(() => billingServer.stop());
  test.afterEach(() => setServerClockOffset(0, billingServerPort));
}
