/**
 * The stock table in Chromium against the real server, for the bench seller's 100,000 SKUs:
 * - first rows: a full load of /my-pricer (document, app start, settings, the first window of
 *   rows) until the first row holds its SKU, from the navigation's start;
 * - sort: a click on a column header until the first rows show the new order;
 * - filter: picking or dropping a condition until the first rows show the new set.
 * Lines:
 *   stock first rows: median M ms, p95 P ms
 *   stock sort: median M ms, p95 P ms
 *   stock filter: median M ms, p95 P ms
 * The bench seller's stock is derived once per server (about 2 s); a warm-up load pays for it.
 */
import { chromium, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import type { RunningServer } from '../support/appServer';
import { benchSignIn } from '../support/benchSignIn';
import { percentile } from './scanToVerdict';

const LOADS = 15;
const CLICKS = 20;
/** All the SKUs, in stock or not: the largest table a seller can ask for. */
const TABLE_URL = '/my-pricer?qtyGte=0';

const summary = (name: string, durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b);
  return `stock ${name}: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};

/** The table's body rows that hold a SKU: their text changes when a sort or filter has been painted. */
const ROWS = '[role="table"] [role="rowgroup"]:nth-child(2) [role="row"]:not([aria-busy])';

async function firstRows(page: Page): Promise<number[]> {
  const durations: number[] = [];
  for (let load = 0; load <= LOADS; load++) {
    await page.goto('/');
    await page.goto(TABLE_URL, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start; polled every frame.
    const handle = await page.waitForFunction(
      () => (document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]:not([aria-busy])') ? performance.now() : false),
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    // The first load derives the bench seller's stock on the server: a warm-up, not counted.
    if (load > 0) durations.push((await handle.jsonValue()) as number);
  }
  return durations;
}

/** From a click on `target` until the first rows differ from what they were before it. */
async function timedClick(page: Page, target: Locator): Promise<number> {
  const before = await page.evaluate((rows) => Array.from(document.querySelectorAll(rows), (row) => row.textContent).slice(0, 5).join('|'), ROWS);
  await page.evaluate(() => {
    const click = { at: 0 };
    (window as unknown as { benchClick: typeof click }).benchClick = click;
    window.addEventListener('pointerdown', () => (click.at = performance.now()), { capture: true, once: true });
  });
  await target.click();
  const handle = await page.waitForFunction(
    ({ before, rows }) => {
      const now = Array.from(document.querySelectorAll(rows), (row) => row.textContent).slice(0, 5).join('|');
      return now !== '' && now !== before && performance.now() - (window as unknown as { benchClick: { at: number } }).benchClick.at;
    },
    { before, rows: ROWS },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function sorts(page: Page): Promise<number[]> {
  await page.goto(TABLE_URL);
  const header = (name: string) => page.getByRole('columnheader', { name }).getByRole('button');
  await header('Price').waitFor();
  await timedClick(page, header('Price')); // The first sort of a field builds its order on the server.
  const durations: number[] = [];
  // Each click flips the direction of one field: the first rows always change.
  for (let click = 0; click < CLICKS; click++) durations.push(await timedClick(page, header(click < CLICKS / 2 ? 'Price' : 'Age')));
  return durations;
}

async function filters(page: Page): Promise<number[]> {
  await page.goto(TABLE_URL);
  const conditions = page.getByRole('combobox', { name: 'Conditions', exact: true });
  const durations: number[] = [];
  // Picking "New" then dropping it again: the first rows change both ways.
  for (let click = 0; click < CLICKS; click++) {
    await conditions.click({ force: true }); // Its pills' box lies over the input once one is picked.
    durations.push(await timedClick(page, page.getByRole('option', { name: 'New', exact: true })));
    await page.keyboard.press('Escape');
  }
  return durations;
}

export async function measureStockTable(server: RunningServer): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    await benchSignIn(page, DEMO_ACCOUNTS.bench);
    return [
      summary('first rows', await firstRows(page)),
      `  (${LOADS} full loads of ${TABLE_URL}, 100,000 SKUs, from the navigation's start to the first row painted)`,
      summary('sort', await sorts(page)),
      `  (${CLICKS} header clicks, Price and Age both ways, until the first rows show the new order)`,
      summary('filter', await filters(page)),
      `  (${CLICKS} picks and drops of a condition, until the first rows show the new set)`,
    ];
  } finally {
    await browser.close();
  }
}
