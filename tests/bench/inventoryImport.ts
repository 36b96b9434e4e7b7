/**
 * Inventory export and import in Chromium against the real server, for the bench seller's 100,000
 * SKUs:
 * - export: from the click on Export to the file downloaded;
 * - import: the export with every price changed, from choosing the file (the app's User Timing mark
 *   `inventory-file-chosen`) to the import done (`inventory-file-imported`): read and checked in the
 *   worker, checked by the server, Import clicked, written. Twice: the second time every override
 *   already exists, so the writes are updates.
 * While the file goes in, the page's longest task and longest gap between animation frames say
 * whether it stayed responsive.
 * Lines:
 *   inventory export: 100000 rows in S s
 *   inventory import: 100000 rows in S s
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { parseCsvRecords } from '../../src/contract/csvRecords';
import { csvLine } from '../../src/contract/csvText';
import type { RunningServer } from '../support/appServer';
import { benchSignIn } from '../support/benchSignIn';

const PRICE_COLUMN = 4;

async function timedExport(page: Page): Promise<{ text: string; seconds: number }> {
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('button', { name: 'Export inventory (CSV)' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  return { text, seconds: (Date.now() - started) / 1000 };
}

/** The export with every price `cents` higher: each of its rows changes a SKU. */
function repriced(exported: string, cents: number): string {
  const records = parseCsvRecords(exported);
  if (!records.ok) throw new Error(`the export does not read: line ${records.line}: ${records.message}`);
  const [header, ...rows] = records.records;
  const lines = [csvLine(header!.cells)];
  for (const { cells } of rows) {
    const price = Math.round(Number(cells[PRICE_COLUMN]) * 100) + cents;
    lines.push(csvLine(cells.map((cell, index) => (index === PRICE_COLUMN ? (price / 100).toFixed(2) : cell))));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Watches the main thread from now on: its longest task (Long Tasks API) and longest gap between
 * frames. Sent as text: the bench's TypeScript build would wrap the inner functions in a helper the
 * page does not have.
 */
const WATCH_MAIN_THREAD = `(() => {
  const watch = { longestTask: 0, longestGap: 0, last: performance.now(), on: true };
  window.benchWatch = watch;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watch.longestTask = Math.max(watch.longestTask, entry.duration);
  }).observe({ type: 'longtask' });
  requestAnimationFrame(function frame(now) {
    watch.longestGap = Math.max(watch.longestGap, now - watch.last);
    watch.last = now;
    if (watch.on) requestAnimationFrame(frame);
  });
})()`;

async function timedImport(page: Page, file: string) {
  await page.evaluate('performance.clearMarks()');
  await page.evaluate(WATCH_MAIN_THREAD);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /^Import [\d,]+ changes$/ }).click({ timeout: 300_000 });
  await page.getByTestId('file-imported').waitFor({ timeout: 300_000 });
  const seen = (await page.evaluate(READ_MEASURES)) as { marks: Record<string, number>; longestTask: number; longestGap: number };
  const at = (name: string) => seen.marks[`inventory-file-${name}`]!;
  return {
    total: (at('imported') - at('chosen')) / 1000,
    read: (at('read') - at('chosen')) / 1000,
    check: (at('checked') - at('read')) / 1000,
    write: (at('imported') - at('checked')) / 1000,
    longestTask: seen.longestTask,
    longestGap: seen.longestGap,
  };
}

/** The app's marks and what the watch saw; it stops watching. */
const READ_MEASURES = `(() => {
  window.benchWatch.on = false;
  const marks = Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]));
  return { marks, longestTask: window.benchWatch.longestTask, longestGap: window.benchWatch.longestGap };
})()`;

export async function measureInventoryImport(server: RunningServer): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const file = path.join(tmpdir(), `folio-bench-inventory-${process.pid}.csv`);
  try {
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    await benchSignIn(page, DEMO_ACCOUNTS.bench);
    await page.goto('/import-inventory');
    const exported = await timedExport(page);
    const rows = exported.text.trimEnd().split('\r\n').length - 1;
    const runs = [];
    for (const cents of [7, 11]) {
      await writeFile(file, repriced(exported.text, cents));
      await page.goto('/import-inventory');
      runs.push(await timedImport(page, file));
    }
    const [first, second] = runs;
    const seconds = (value: number) => value.toFixed(1);
    return [
      `inventory export: ${rows} rows in ${seconds(exported.seconds)} s`,
      `  (the bench seller's whole stock as CSV, ${(exported.text.length / 1e6).toFixed(1)} MB, from the click to the file downloaded)`,
      `inventory import: ${rows} rows in ${seconds(first!.total)} s`,
      `  (every price changed; read and checked in the worker ${seconds(first!.read)} s, checked by the server ${seconds(first!.check)} s, ` +
        `Import clicked and written ${seconds(first!.write)} s; again with the overrides in place: ${seconds(second!.total)} s)`,
      `  (page responsive: longest main-thread task ${Math.max(first!.longestTask, second!.longestTask).toFixed(0)} ms, ` +
        `longest gap between frames ${Math.max(first!.longestGap, second!.longestGap).toFixed(0)} ms)`,
    ];
  } finally {
    await browser.close();
    await rm(file, { force: true });
  }
}
