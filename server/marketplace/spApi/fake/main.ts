import { startFakeMarketplace } from './fakeMarketplace';
import { FAKE_APPLICATION } from './fakeAccounts';

/**
 * `npx tsx server/marketplace/spApi/fake/main.ts`: the HTTP fake on its own, for a demo or an
 * end-to-end test of `npm start` with FOLIO_MARKETPLACE=sp-api. It prints the variables to start
 * Folio with. FAKE_PORT picks its port; FAKE_SELLER the account its consent page offers;
 * FOLIO_CATALOG_SIZE the simulator catalog its answers come from; FAKE_RATE_LIMIT a rate (requests a
 * second) it tells Folio on every reply, so that a demo is not paced at the published rates. A test
 * stand-in, never real data.
 */
const fake = await startFakeMarketplace({
  port: Number(process.env.FAKE_PORT ?? 0),
  ...(process.env.FAKE_SELLER ? { defaultSeller: process.env.FAKE_SELLER } : {}),
  ...(process.env.FOLIO_CATALOG_SIZE ? { catalogSize: Number(process.env.FOLIO_CATALOG_SIZE) } : {}),
  ...(process.env.FAKE_RATE_LIMIT ? { toldRate: Number(process.env.FAKE_RATE_LIMIT) } : {}),
});
console.log(
  [
    `Fake marketplace at ${fake.url} (a test stand-in for the Selling Partner API). Start Folio with:`,
    'FOLIO_MARKETPLACE=sp-api',
    `FOLIO_SP_API_CLIENT_ID=${FAKE_APPLICATION.clientId}`,
    `FOLIO_SP_API_CLIENT_SECRET=${FAKE_APPLICATION.clientSecret}`,
    `FOLIO_SP_API_APPLICATION_ID=${FAKE_APPLICATION.applicationId}`,
    'FOLIO_SP_API_REGION=NA',
    'FOLIO_SP_API_MARKETPLACE_ID=ATVPDKIKX0DER',
    `FOLIO_SP_API_ENDPOINT=${fake.url}`,
  ].join('\n'),
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
