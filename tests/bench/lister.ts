/**
 * The lister's three figures, in Chromium against the real server with the demo Lister seller:
 * - add-by-scan: a wedge scan on the listing screen until its item is in the table (the app's
 *   User Timing measure lister-scan-to-item, taken after the frame that shows the row);
 * - first-page: the first 100 items of a 1,000-item session, asked by the app's page;
 * - boxing-screen: opening the boxing screen of a 500-item shipment until its lists are shown.
 */
import { chromium, type Page } from 'playwright-core';
import type { ListingSession } from '../../src/contract';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { destinationOf, hasSeveralEditions, listingTermsOf } from '../../server/marketplace/listing';
import { catalogIsbn } from '../../server/marketplace/simulator';
import type { RunningServer } from '../support/appServer';
import { percentile } from './scanToVerdict';
import { benchSignIn } from '../support/benchSignIn';
import { pageCall } from '../support/pageCall';

const SCANS = 100;
const BIG_SESSION = 1_000;
const BIG_SHIPMENT = 500;
const READS = 30;
const SCREEN_LOADS = 20;

/** Catalog books with nothing special about them, all bound for one warehouse: one shipment. */
function plainBooks(count: number, from: number): string[] {
  const isbns: string[] = [];
  for (let index = from; isbns.length < count; index++) {
    const isbn = catalogIsbn(index);
    const terms = listingTermsOf(isbn);
    const plain = !terms.restricted && !terms.hazmatType && !terms.hasBattery && !hasSeveralEditions(isbn);
    if (plain && destinationOf(isbn, false) === 'PHX7') isbns.push(isbn);
  }
  return isbns;
}

const call = pageCall;

/** A session with these books, added through the API (the scan path is measured on its own). */
async function sessionWith(page: Page, isbns: string[]): Promise<number> {
  const session = await call<ListingSession>(page, 'POST', 'listing/session', { channel: 'FBA' });
  await page.evaluate(
    async ({ sessionId, isbns }) => {
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'X-Device-Id': localStorage.getItem('deviceId') ?? '',
        'X-XSRF-TOKEN': xsrf,
        'Content-Type': 'application/json',
      };
      for (const code of isbns) {
        const response = await fetch(`/api/listing/${sessionId}/item`, { method: 'POST', headers, body: JSON.stringify({ code }) });
        if (!response.ok) throw new Error(`adding ${code}: ${response.status}`);
      }
    },
    { sessionId: session.id, isbns },
  );
  return session.id;
}

const summary = (name: string, durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b);
  return `lister ${name}: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};

async function addByScan(page: Page): Promise<number[]> {
  const session = await call<ListingSession>(page, 'POST', 'listing/session', { channel: 'FBA' });
  await page.goto(`/listings/fba/${session.id}`);
  await page.getByRole('region', { name: 'Scan books' }).waitFor();
  for (const [index, isbn] of plainBooks(SCANS, 40_000).entries()) {
    await page.evaluate((keys) => {
      for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }, [...isbn, 'Enter']);
    await page.waitForFunction((count) => performance.getEntriesByName('lister-scan-to-item').length >= count, index + 1);
  }
  return page.evaluate(() => performance.getEntriesByName('lister-scan-to-item').map((entry) => entry.duration));
}

async function firstPage(page: Page): Promise<number[]> {
  const sessionId = await sessionWith(page, plainBooks(BIG_SESSION, 50_000));
  return page.evaluate(
    async ({ sessionId, reads }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-Device-Id': localStorage.getItem('deviceId') ?? '' };
      const durations: number[] = [];
      for (let read = 0; read < reads; read++) {
        const started = performance.now();
        const reply = (await (await fetch(`/api/listing/${sessionId}/item`, { headers })).json()) as { data: { content: unknown[] } };
        if (reply.data.content.length !== 100) throw new Error('the first page should hold 100 items');
        durations.push(performance.now() - started);
      }
      return durations;
    },
    { sessionId, reads: READS },
  );
}

async function boxingScreen(page: Page): Promise<number[]> {
  const sessionId = await sessionWith(page, plainBooks(BIG_SHIPMENT, 80_000));
  const session = await call<ListingSession>(page, 'POST', `listing/session/${sessionId}/submit`);
  const shipment = session.shipments[0]!;
  // A shipment half packed, in 10 boxes: both lists of the screen have something to show.
  const unpacked = await call<{ content: { fnsku: string }[] }>(page, 'GET', `listing/${sessionId}/item/boxingScene/content?shipmentId=${shipment.id}&pageSize=100`);
  for (let box = 0; box < 10; box++) {
    const created = await call<{ box: { id: number } }>(page, 'POST', `listing/${sessionId}/shipment/${shipment.id}/boxing`, { width: 140, height: 120, length: 180, weight: 200 });
    const items = unpacked.content.slice(box * 10, box * 10 + 10).map((item) => ({ fnsku: item.fnsku, quantity: 1 }));
    await call(page, 'PUT', `listing/${sessionId}/shipment/${shipment.id}/boxing/${created.box.id}/addBulk`, { items });
  }
  const durations: number[] = [];
  for (let load = 0; load < SCREEN_LOADS; load++) {
    await page.goto('/lister/session/fba');
    await page.goto(`/listings/${sessionId}/boxing/${shipment.id}`, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start, polled every frame (as the stock
    // table's first rows are): the browser's own clock, without the harness's round trips.
    const shown = await page.waitForFunction(
      (left) => {
        const total = document.querySelector('[data-testid="unpacked-total"]')?.textContent ?? '';
        const boxes = document.querySelectorAll('ul[aria-label="Boxes"] > li').length;
        return total.startsWith(`${left} item`) && boxes >= 10 ? performance.now() : false;
      },
      BIG_SHIPMENT - 100,
      { polling: 'raf', timeout: 60_000 },
    );
    durations.push((await shown.jsonValue()) as number);
  }
  return durations;
}

export async function measureLister(server: RunningServer): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await benchSignIn(page, DEMO_ACCOUNTS.lister);
    return [
      summary('add-by-scan', await addByScan(page)),
      `  (${SCANS} wedge scans into a session, until the row is painted)`,
      summary('first-page', await firstPage(page)),
      `  (${READS} reads of the first 100 items of a ${BIG_SESSION.toLocaleString('en-US')}-item session, from the page)`,
      summary('boxing-screen', await boxingScreen(page)),
      `  (${SCREEN_LOADS} loads of the boxing screen of a ${BIG_SHIPMENT}-item shipment with 10 boxes, until both lists show)`,
    ];
  } finally {
    await browser.close();
  }
}
