/**
 * `npm run bench`: builds the app, starts the real server and prints each figure on a line of its
 * own. These are measurements to read and compare, not pass/fail tests.
 *
 * `npm run bench -- --only lister` (or first-js, lighthouse, snapshot, scan, nsession, stock, api, decode, repricer,
 * sorter-machine, sorter-scan, inventory, invoice-pdf, admin-users, sp-api-pacing, load) runs one group; `--no-build` reuses the last build. The api, decode, repricer,
 * sorter-machine and invoice-pdf groups need neither the build nor the app server; api, repricer, sorter-machine and invoice-pdf
 * need no browser either.
 */
import { execFileSync } from 'node:child_process';
import { ensureChromium } from '../../scripts/lib/ensureChromium';
import { startAppServer } from '../support/appServer';
import { measureAdminUsers } from './adminUsers';
import { measureApiThroughput } from './apiThroughput';
import { measureDecoders } from './decode';
import { measureInventoryImport } from './inventoryImport';
import { measureInvoicePdf } from './invoicePdf';
import { measureLighthouse } from './lighthouse';
import { measureLoad } from './load';
import { measureLister } from './lister';
import { measureNsession } from './nsession';
import { FIRST_VISIT_BUDGET_KB, measureFirstVisit } from './firstJs';
import { measureRepricerBesideRequests } from './repricerBesideRequests';
import { measureRepricerRun } from './repricerRun';
import { measureScanToVerdict } from './scanToVerdict';
import { measureSnapshotSize } from './snapshotSize';
import { measureSorterMachineApi } from './sorterMachine';
import { measureSorterScanToGate } from './sorterScan';
import { measureSpApiPacing } from './spApiPacing';
import { measureStockQuery } from './stockQuery';
import { measureStockTable } from './stockTable';
import { measureEngine } from './repricerEngine';

const GROUPS = ['first-js', 'lighthouse', 'snapshot', 'scan', 'lister', 'nsession', 'stock', 'api', 'decode', 'repricer', 'sorter-machine', 'sorter-scan', 'inventory', 'invoice-pdf', 'admin-users', 'sp-api-pacing', 'load'] as const;
const only = process.argv[process.argv.indexOf('--only') + 1];
if (process.argv.includes('--only') && !GROUPS.includes(only as (typeof GROUPS)[number])) {
  throw new Error(`--only takes one of ${GROUPS.join(', ')}`);
}
const runs = (group: (typeof GROUPS)[number]) => !process.argv.includes('--only') || only === group;

const needsAppServer = (['first-js', 'lighthouse', 'snapshot', 'scan', 'lister', 'nsession', 'stock', 'sorter-scan', 'inventory'] as const).some(runs);
if ((['first-js', 'lighthouse', 'scan', 'lister', 'nsession', 'stock', 'decode', 'sorter-scan', 'inventory'] as const).some(runs)) ensureChromium();
if (needsAppServer && !process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
}
const server = needsAppServer ? await startAppServer() : undefined;
try {
  if (runs('first-js')) {
    const login = await measureFirstVisit(server!);
    console.log(
      `first-js login: JS ${login.jsKb.toFixed(1)} KB + CSS ${login.cssKb.toFixed(1)} KB = ${login.totalKb.toFixed(1)} KB on the wire (${login.encodings.join(', ')})`,
    );
    console.log(
      `  (${login.files} files; decoded JS ${login.decodedJsKb.toFixed(1)} KB, CSS ${login.decodedCssKb.toFixed(1)} KB; budget ${FIRST_VISIT_BUDGET_KB} KB on the wire)`,
    );
  }
  if (runs('lighthouse')) for (const line of await measureLighthouse(server!)) console.log(line);
  if (runs('snapshot')) for (const line of await measureSnapshotSize()) console.log(line);
  if (runs('scan')) for (const line of await measureScanToVerdict(server!)) console.log(line);
  if (runs('sorter-scan')) for (const line of await measureSorterScanToGate(server!)) console.log(line);
  if (runs('lister')) for (const line of await measureLister(server!)) console.log(line);
  if (runs('nsession')) for (const line of await measureNsession(server!)) console.log(line);
  if (runs('stock')) for (const line of await measureStockTable(server!)) console.log(line);
  if (runs('inventory')) for (const line of await measureInventoryImport(server!)) console.log(line);
} finally {
  await server?.close();
}
// In this process on databases of its own, after the app server above has stopped.
if (runs('api')) for (const line of await measureApiThroughput()) console.log(line);
// In Chromium on its own page, without the server: BARCODE_DIR names other photos.
if (runs('decode')) for (const line of await measureDecoders()) console.log(line);
// A real run through the job queue on a PGlite database of its own; then one beside other sellers' requests.
if (runs('repricer')) for (const line of [...measureEngine(), ...(await measureRepricerRun()), ...(await measureRepricerBesideRequests())]) console.log(line);
// The sorter's machine API on a PGlite database of its own, over real HTTP.
if (runs('sorter-machine')) for (const line of await measureSorterMachineApi()) console.log(line);
// The invoice PDF maker alone, in this process: no server, no browser.
if (runs('invoice-pdf')) for (const line of await measureInvoicePdf()) console.log(line);
// The admin users list over 20,000 sellers on a PGlite database of its own, called in process.
if (runs('admin-users')) for (const line of await measureAdminUsers()) console.log(line);
// The pacing of a 100,000-SKU run on the real marketplace's rate limits, on a virtual clock.
if (runs('sp-api-pacing')) for (const line of await measureSpApiPacing()) console.log(line);
// A cluster (two web instances, a worker, HAProxy) on a throwaway PostgreSQL under a busy morning's calls.
if (runs('load')) for (const line of await measureLoad()) console.log(line);
// The stock index alone, without HTTP or a browser.
if (runs('stock')) for (const line of await measureStockQuery()) console.log(line);
