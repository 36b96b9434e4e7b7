import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import type { DatabaseHandle, Executor } from './database';
import { readInPages } from './readInPages';

let database: DatabaseHandle;
const ROWS = 20_000;
beforeAll(async () => {
  database = await openTestDatabase();
  // Filled after the last ANALYZE, as a run fills stock_overrides: the planner has no statistics.
  await database.executeSql(`
    CREATE TABLE page_test (owner integer NOT NULL, key text NOT NULL, PRIMARY KEY (owner, key));
    INSERT INTO page_test SELECT owner, lpad(n::text, 6, '0') FROM generate_series(1, ${ROWS}) n, (VALUES (1), (2)) AS owners(owner);
  `);
});
afterAll(() => database.close());

interface Row {
  key: string;
}

const page = (after: Row | undefined, limit: number) =>
  sql`SELECT key FROM page_test WHERE owner = 1 ${after ? sql`AND key > ${after.key}` : sql``} ORDER BY key LIMIT ${limit}`;

describe('reading in pages', () => {
  it('reads every row once, in order, each page a range of the index (no sort, statistics or none), the event loop running between pages', async () => {
    const plans: string[] = [];
    let timerRanDuringRead = false;
    let reading = true;
    setTimeout(() => (timerRanDuringRead = reading), 0);
    const rows = await readInPages<Row>(database.db, async (tx, after, limit) => {
      const explained = (await tx.execute(sql`EXPLAIN ${page(after, limit)}`)) as unknown as { rows: Record<string, string>[] };
      plans.push(explained.rows.map((line) => Object.values(line)[0]).join('\n'));
      return ((await tx.execute(page(after, limit))) as unknown as { rows: Row[] }).rows;
    });
    reading = false;
    expect(rows.map((row) => row.key)).toEqual(Array.from({ length: ROWS }, (_, n) => String(n + 1).padStart(6, '0')));
    expect(plans.length).toBeGreaterThan(2);
    for (const plan of plans) expect(plan).not.toMatch(/Sort/);
    expect(timerRanDuringRead).toBe(true);
  });

  it('sizes its pages to take about PAGE_MS, from what the last one took; a fixed size when asked', async () => {
    const limits: number[] = [];
    const slowly = async (tx: Executor, after: Row | undefined, limit: number) => {
      limits.push(limit);
      const rows = ((await tx.execute(page(after, limit))) as unknown as { rows: Row[] }).rows;
      // 0.1 ms a row, as a busy PGlite decodes wide ones: about PAGE_MS / 0.1 = 100 rows fit.
      const until = performance.now() + rows.length / 10;
      while (performance.now() < until);
      return rows;
    };
    expect(await readInPages<Row>(database.db, slowly)).toHaveLength(ROWS);
    expect(limits[0]).toBe(250);
    expect(Math.max(...limits.slice(1))).toBeLessThanOrEqual(250);
    expect(Math.min(...limits.slice(1))).toBeGreaterThanOrEqual(50);

    limits.length = 0;
    expect(await readInPages<Row>(database.db, slowly, { pageRows: 5000 })).toHaveLength(ROWS);
    expect(limits).toEqual([5000, 5000, 5000, 5000, 5000]);
  });
});
