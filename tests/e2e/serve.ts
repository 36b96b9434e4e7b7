/** The server of the end-to-end suite: the built app on a fresh database, a tag manager id, a mail folder. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { startAppServer } from '../support/appServer';
import { appliedWritesPort, serveAppliedWrites } from './appliedWrites';
import { E2E_CATALOG_SIZE } from './e2eCatalog';
import { movableClock, runJobNow, serveClock, serverClockPort } from './serverClock';

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` before the end-to-end tests (npm test does).');
  process.exit(1);
}
const mailDir = process.env.FOLIO_E2E_MAIL_DIR!;
await rm(mailDir, { recursive: true, force: true });
const port = Number(process.env.FOLIO_E2E_PORT ?? 8391);
const clock = movableClock();
const server = await startAppServer({ tagManagerId: 'GTM-E2ETEST', mailDir, logLevel: 'warn', catalogSize: E2E_CATALOG_SIZE }, port, clock.now);
const inspector = serveAppliedWrites(server.db, appliedWritesPort(port));
// Time passed: renewals, freezes and ended months happen before the clock's answer.
const clockControl = serveClock(clock, serverClockPort(port), () => runJobNow(server.jobs, 'billing-renewals'));
console.log(`e2e server at ${server.url}`);
const stop = async () => {
  inspector.close();
  clockControl.close();
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
