/**
 * The Selling Partner API spec's own server (serveSpApi.ts): Folio with FOLIO_MARKETPLACE=sp-api,
 * pointed at the fake marketplace on loopback, on a database of its own, so that the suite's main
 * server keeps the simulator its demo accounts rely on.
 */
import { test } from '@playwright/test';
import { startSpecServer } from './specServer';

/** Clear of the main server's windows (e2e + 1, + 10, + 11) and the billing server's (+ 2, + 12, + 13). */
export const spApiServerPort = Number(process.env.FOLIO_E2E_PORT ?? 8391) + 4;
export const spApiServerUrl = `http://localhost:${spApiServerPort}`;
/** The fake marketplace the server talks to; its consent page is where the round trip goes. */
export const fakeMarketplacePort = spApiServerPort + 1;

/** Runs the spec file's tests on the Selling Partner API server: started once for the file, stopped after it. */
export function runOnSpApiServer() {
  test.use({ baseURL: spApiServerUrl });
  let server: Awaited<ReturnType<typeof startSpecServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startSpecServer('tests/e2e/serveSpApi.ts', { FOLIO_E2E_PORT: String(spApiServerPort) }, 'sp-api e2e server at');
  });
  test.afterAll(() => server.stop());
}
