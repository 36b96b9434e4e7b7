/**
 * The machine API under a sorter's controllers: GET external/sorter/test/v2 (authenticate the key,
 * read the seller's configuration, look the book up, decide, record the scan) at concurrency 8 over
 * real HTTP on loopback, against the real app on a PGlite database of its own. Goal: p99 ≤ 20 ms.
 * After the first call the key's context is kept in memory (machineContextCache.ts), so what the
 * steady state measures is the decision and the scans' shared writes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { routePath, sellerApi } from '../../src/contract';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { catalogIsbn } from '../../server/marketplace/simulator';
import { insertMachineKey, insertSection, machineHeaders, sorterRule } from '../../server/testing/sorter';
import { combine, runLoad, type LoadResult } from './httpLoad';

const CONCURRENCY = 8;
const ROUNDS = Number(process.env.SORTER_BENCH_ROUNDS ?? 4);
const SLICE_MS = 2_000;

/** A section as a warehouse might run one: a few rules, most books falling through to the last ones. */
const SECTION = [
  sorterRule('FBA winners', 'GATE_1', { minProfit: 1500, maxSalesRank: 200_000 }),
  sorterRule('FBA steady', 'GATE_2', { minProfit: 500, maxSalesRank: 1_000_000 }),
  sorterRule('Merchant', 'GATE_3', { channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 300 }),
  sorterRule('Cheap sellers', 'GATE_4', { maxSalesRank: 2_000_000, minPrice: 500 }),
  sorterRule('Anything priced', 'GATE_5', { channel: 'MF', priceSource: 'LOWEST_USED' }),
];

/** The demo seller's conveyor: a section and a machine key, and the request its controller sends per book. */
export async function conveyorRoute(db: Database, origin: string) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  await insertSection(db, demo!.id, SECTION);
  const { secret } = await insertMachineKey(db, demo!.id, { name: 'Bench conveyor' });
  return { origin, path: `${routePath(sellerApi.sorterMachine.decideV2)}?code=${catalogIsbn(4242)}`, headers: machineHeaders(secret) };
}

export async function measureSorterMachineApi(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-sorter-'));
  const database = await prepareDatabase({ driver: 'pglite', dataDir });
  try {
    const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: database.db });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const route = { ...(await conveyorRoute(database.db, origin)), concurrency: CONCURRENCY };
      const results: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        results.push(await runLoad({ ...route, warmupMs: round === 0 ? 2_000 : 200, durationMs: SLICE_MS }));
      }
      const { perSecond, p99Ms } = combine(results);
      return [`sorter machine api: ${perSecond.toFixed(0)} req/s, p99 ${p99Ms.toFixed(1)} ms`];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
