/**
 * The Selling Partner API spec's server (spApiServer.ts): the fake marketplace on loopback (a test
 * stand-in, never real data) and Folio built as `npm start` builds it, its marketplace read from
 * the environment exactly as `npm start` reads it (FOLIO_MARKETPLACE=sp-api and the application's
 * variables, the endpoint pointed at the fake), on a database of its own.
 */
import { loadConfig } from '../../server/config';
import { FAKE_APPLICATION } from '../../server/marketplace/spApi/fake/fakeAccounts';
import { startFakeMarketplace } from '../../server/marketplace/spApi/fake/fakeMarketplace';
import { createSpApiMarketplace } from '../../server/marketplace/spApi/spApiMarketplace';
import { startAppServer } from '../support/appServer';
import { E2E_CATALOG_SIZE } from './e2eCatalog';

const port = Number(process.env.FOLIO_E2E_PORT);
// The fake tells a high rate, as a demo does: the spec is not paced at the published limits.
const fake = await startFakeMarketplace({ port: port + 1, catalogSize: E2E_CATALOG_SIZE, toldRate: 100 });
const { marketplace } = loadConfig({
  ...process.env,
  FOLIO_MARKETPLACE: 'sp-api',
  FOLIO_SP_API_CLIENT_ID: FAKE_APPLICATION.clientId,
  FOLIO_SP_API_CLIENT_SECRET: FAKE_APPLICATION.clientSecret,
  FOLIO_SP_API_APPLICATION_ID: FAKE_APPLICATION.applicationId,
  FOLIO_SP_API_REGION: 'NA',
  FOLIO_SP_API_MARKETPLACE_ID: 'ATVPDKIKX0DER',
  FOLIO_SP_API_ENDPOINT: fake.url,
});
if (marketplace.kind !== 'sp-api') throw new Error('FOLIO_MARKETPLACE=sp-api was not taken');
const config = { logLevel: 'warn', catalogSize: E2E_CATALOG_SIZE, publicUrl: `http://localhost:${port}`, marketplace };
// As configured, but the fake's reports and feeds are ready at the second look: looked at every 200 ms, not every 20 s.
const adapter = (deps: Parameters<typeof createSpApiMarketplace>[0]) => createSpApiMarketplace(deps, marketplace, { pollMs: 200 });
const server = await startAppServer(config, port, undefined, { customers: false }, adapter);
console.log(`sp-api e2e server at ${server.url}`);
const stop = async () => {
  await server.close();
  await fake.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
