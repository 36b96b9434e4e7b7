/**
 * The newer lister flow's figures, in Chromium against the real server with the demo Lister seller:
 * - items page: a page of 100 items of a 2,000-SKU plan (the marketplace's most), asked by the app's
 *   page with the filters and sorts of spec 3.3, as the session items step asks it;
 * - packing scan: a typed scan on the packing step until the box it went into shows the unit (the
 *   app's User Timing measure plan-scan-to-box, taken after the frame that shows it).
 */
import { eq } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import type { Nsession, PackingOptionsReply } from '../../src/contract/nsession';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { nsessionItems, nsessions } from '../../server/db/schema';
import { deriveBook } from '../../server/marketplace/deriveBook';
import { hasSeveralEditions, listingTermsOf } from '../../server/marketplace/listing';
import { catalogIsbn } from '../../server/marketplace/simulator';
import type { RunningServer } from '../support/appServer';
import { benchSignIn } from '../support/benchSignIn';
import { pageCall } from '../support/pageCall';
import { percentile } from './scanToVerdict';

const PLAN_SKUS = 2_000;
const PAGE_READS = 60;
const PACKING_SCANS = 100;

const summary = (name: string, durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b);
  return `nsession ${name}: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};

/**
 * A plan of 2,000 SKUs, written straight into the database: scanning is measured elsewhere, and
 * 2,000 scans would be most of this bench's time.
 */
async function bigPlan(server: RunningServer, page: Page): Promise<number> {
  const plan = await pageCall<Nsession>(page, 'POST', 'nsession', { type: 'fba' });
  const sessionId = Number(plan.idStr);
  const [row] = await server.db.select({ userId: nsessions.userId }).from(nsessions).where(eq(nsessions.id, sessionId));
  const conditions = ['verygood', 'good', 'likenew', 'acceptable'];
  const rows = Array.from({ length: PLAN_SKUS }, (_, index) => {
    const book = deriveBook(catalogIsbn(60_000 + index));
    return {
      sessionId,
      userId: row!.userId,
      asin: book.asin,
      isbn13: book.isbn13,
      title: book.title,
      author: book.author,
      weight: book.weight,
      restricted: false,
      salesRank: book.salesRank,
      offerCount: book.usedOffers + book.newOffers + book.fbaOffers,
      fnsku: `X00B${String(index).padStart(6, '0')}`,
      sku: `BENCH-${index}`,
      condition: conditions[index % conditions.length]!,
      quantity: 1 + (index % 3),
      price: 300 + ((index * 37) % 4_000),
    };
  });
  for (let start = 0; start < rows.length; start += 500) await server.db.insert(nsessionItems).values(rows.slice(start, start + 500));
  return sessionId;
}

/** The queries a seller runs on the items step: pages, sorts, ranges and conditions. */
const QUERIES = [
  'pageSize=100',
  'page=7&pageSize=100',
  'pageSize=100&sortField=price&sortOrder=ASC',
  'page=12&pageSize=100&sortField=asr&sortOrder=DESC',
  'pageSize=100&priceGte=1000&priceLte=3000&sortField=price&sortOrder=DESC',
  'pageSize=100&conditions=good,likenew&sqGte=5',
];

async function itemsPage(server: RunningServer, page: Page): Promise<number[]> {
  const sessionId = await bigPlan(server, page);
  return page.evaluate(
    async ({ sessionId, queries, reads }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'X-Device-Id': localStorage.getItem('deviceId') ?? '' };
      const durations: number[] = [];
      for (let read = 0; read < reads; read++) {
        const started = performance.now();
        const reply = (await (await fetch(`/api/nsession/${sessionId}/item?${queries[read % queries.length]}`, { headers })).json()) as { success: boolean };
        if (!reply.success) throw new Error('the items page was refused');
        durations.push(performance.now() - started);
      }
      return durations;
    },
    { sessionId, queries: QUERIES, reads: PAGE_READS },
  );
}

/** Reads the plan until the marketplace's last operation has ended. */
async function settled(page: Page, sessionId: number): Promise<Nsession> {
  for (;;) {
    const plan = await pageCall<Nsession>(page, 'GET', `nsession/${sessionId}`);
    if (plan.operation?.status !== 'IN_PROGRESS') return plan;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Catalog books with nothing special about them: one packing group. */
function plainBooks(count: number, from: number): string[] {
  const isbns: string[] = [];
  for (let index = from; isbns.length < count; index++) {
    const isbn = catalogIsbn(index);
    const terms = listingTermsOf(isbn);
    if (!terms.restricted && !terms.hazmatType && !terms.hasBattery && !hasSeveralEditions(isbn)) isbns.push(isbn);
  }
  return isbns;
}

async function packingScan(page: Page): Promise<number[]> {
  const isbns = plainBooks(PACKING_SCANS, 70_000);
  const plan = await pageCall<Nsession>(page, 'POST', 'nsession', { type: 'fba' });
  const sessionId = Number(plan.idStr);
  for (const code of isbns) await pageCall(page, 'POST', `nsession/${sessionId}/item`, { code });
  await pageCall(page, 'POST', `nsession/${sessionId}/submit`);
  await settled(page, sessionId);
  const { options } = await pageCall<PackingOptionsReply>(page, 'GET', `nsession/${sessionId}/packing-option`);
  const option = options[0]!;
  await pageCall(page, 'POST', `nsession/${sessionId}/packing-option/${option.id}/confirm`);
  await settled(page, sessionId);
  for (const group of option.groups) await pageCall(page, 'POST', `nsession/${sessionId}/box`, { packingGroupId: group.idStr });
  await page.goto(`/lister/session/fba/${sessionId}/packing`);
  await page.getByLabel('Scan or type an FNSKU or ISBN').waitFor();
  for (const [index, isbn] of isbns.entries()) {
    await page.evaluate((keys) => {
      for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }, [...isbn, 'Enter']);
    await page.waitForFunction((count) => performance.getEntriesByName('plan-scan-to-box').length >= count, index + 1);
  }
  const calls = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => /\/box\/\d+\/item$/.test(entry.name)).map((entry) => entry.duration),
  );
  const sorted = [...calls].sort((a, b) => a - b);
  console.log(`  (the add call alone: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms)`);
  return page.evaluate(() => performance.getEntriesByName('plan-scan-to-box').map((entry) => entry.duration));
}

export async function measureNsession(server: RunningServer): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await benchSignIn(page, DEMO_ACCOUNTS.seller);
    return [
      summary('items page', await itemsPage(server, page)),
      `  (${PAGE_READS} reads of 100 items of a ${PLAN_SKUS.toLocaleString('en-US')}-SKU plan: pages, sorts, ranges and conditions; goal p95 ≤ 100 ms)`,
      summary('packing scan', await packingScan(page)),
      `  (${PACKING_SCANS} wedge scans on the packing step of a ${PACKING_SCANS}-SKU plan, each until the box shows the unit; goal p95 ≤ 100 ms)`,
    ];
  } finally {
    await browser.close();
  }
}
