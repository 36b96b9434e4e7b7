/**
 * The server of the end-to-end suite: the built app on a fresh database, a tag manager id, a mail
 * folder. The suite's main server never renews subscriptions: its demo accounts' billing states
 * (the demo's declined Repricer renewal with its freeze prompt) must hold for every spec, however a
 * spec moves the clock. The billing spec starts a server of its own with renewals on
 * (`FOLIO_E2E_RENEWALS=on`, billingServer.ts), where moving the clock runs the renewal sweep.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { billingRenewalsJob } from '../../server/modules/billing/renewals';
import { startAppServer } from '../support/appServer';
import { appliedWritesPort, serveAppliedWrites } from './appliedWrites';
import { E2E_CATALOG_SIZE } from './e2eCatalog';
import { movableClock, runJobNow, serveClock, serverClockPort } from './serverClock';

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` before the end-to-end tests (npm test does).');
  process.exit(1);
}
const renewals = process.env.FOLIO_E2E_RENEWALS === 'on';
const mailDir = process.env.FOLIO_E2E_MAIL_DIR!;
// The mail folder is the main server's; a spec's own server writes into it beside it.
if (!renewals) await rm(mailDir, { recursive: true, force: true });
const port = Number(process.env.FOLIO_E2E_PORT ?? 8391);
const clock = movableClock();
// The billing server's moved clock would renew every admin customer too: it starts without them.
const seed = { customers: !renewals };
const server = await startAppServer({ tagManagerId: 'GTM-E2ETEST', mailDir, logLevel: 'warn', catalogSize: E2E_CATALOG_SIZE }, port, clock.now, seed);
if (!renewals) await server.jobs.boss.unschedule(billingRenewalsJob.name);
const inspector = serveAppliedWrites(server.db, appliedWritesPort(port));
// With renewals on, time passed is acted on (renewals, freezes, ended months) before the clock answers.
const afterClockMove = renewals ? () => runJobNow(server.jobs, 'billing-renewals') : undefined;
const clockControl = serveClock(clock, serverClockPort(port), afterClockMove);
console.log(`e2e server at ${server.url}`);
const stop = async () => {
  inspector.close();
  clockControl.close();
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
