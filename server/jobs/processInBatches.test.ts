import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { runs } from '../db/schema';
import { countApplied, insertSeller, startTestQueue } from '../testing/jobQueue';
import { createToyTables, toyRunJob } from '../testing/toyRunJob';
import { openTestDatabase } from '../testing/testDatabase';
import { runJobKey, startRun } from './runJob';

const ITEMS = 1000;
let database: DatabaseHandle;
let sellerId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  await createToyTables(database.executeSql, ITEMS);
  sellerId = await insertSeller(database);
});
afterAll(() => database.close());

const readRun = async (id: number) => (await database.db.select().from(runs).where(eq(runs.id, id)))[0]!;
const waitForRun = (id: number, state: string, timeout = 10_000) =>
  vi.waitFor(async () => expect((await readRun(id)).state).toBe(state), { timeout, interval: 50 });
const appliedFor = (runId: number) => countApplied(database, `toy_applied WHERE run_id = ${runId}`);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('runs in batches', () => {
  it('resumes from its cursor after a batch that failed halfway, each item applied once', async () => {
    let batches = 0;
    const job = toyRunJob('toy-crash-mid-batch', {
      afterApply: async () => {
        batches += 1;
        if (batches === 4) throw new Error('killed mid-batch');
      },
    });
    const queue = await startTestQueue(database, [job]);
    try {
      const run = await startRun(queue, database.db, job.name, { sellerId, kind: 'TOY', total: ITEMS });
      await waitForRun(run.id, 'DONE');
      const done = await readRun(run.id);
      expect(done).toMatchObject({ done: ITEMS, total: ITEMS, cursor: String(ITEMS), summary: { applied: ITEMS }, error: null });
      expect(done.startedAt).toBeInstanceOf(Date);
      expect(done.finishedAt).toBeInstanceOf(Date);
      expect(await appliedFor(run.id)).toEqual({ rows: ITEMS, distinct: ITEMS });
      expect(batches).toBe(ITEMS / 100 + 1); // the ten that stayed and the one rolled back
    } finally {
      await queue.stop();
    }
  });

  it('is finished by the next worker when one stops without finishing, each item applied once', async () => {
    const job = toyRunJob('toy-abandoned', { batchSize: 25, afterApply: () => pause(10) });
    const first = await startTestQueue(database, [job]);
    const run = await startRun(first, database.db, job.name, { sellerId, kind: 'TOY' });
    await vi.waitFor(async () => expect((await readRun(run.id)).done).toBeGreaterThanOrEqual(200), { timeout: 10_000, interval: 20 });
    // As a crash would: the job goes back to the queue while its handler is still running.
    await first.stop({ abandon: true });
    const second = await startTestQueue(database, [job]);
    try {
      await waitForRun(run.id, 'DONE', 15_000);
      await pause(300); // the abandoned handler sees the run done and ends
      expect(await appliedFor(run.id)).toEqual({ rows: ITEMS, distinct: ITEMS });
      expect((await readRun(run.id)).done).toBe(ITEMS);
    } finally {
      await second.stop();
    }
  });

  it('applies each item once when the same run is started twice', async () => {
    const job = toyRunJob('toy-double-start', { batchSize: 50, afterApply: () => pause(2) });
    const sender = await startTestQueue(database, [job], { work: false });
    const run = await startRun(sender, database.db, job.name, { sellerId, kind: 'TOY' });
    // A double click: the same key while the first job waits is not queued again.
    expect(await sender.send(job.name, { runId: run.id }, { singletonKey: runJobKey(run.id) })).toBeNull();
    // Two jobs for one run all the same (another key), worked by two workers at once.
    expect(await sender.send(job.name, { runId: run.id }, { singletonKey: `${runJobKey(run.id)}-again` })).toEqual(expect.any(String));
    const first = await startTestQueue(database, [job]);
    const second = await startTestQueue(database, [job], { takeOverActiveJobs: false });
    try {
      await waitForRun(run.id, 'DONE');
      expect(await appliedFor(run.id)).toEqual({ rows: ITEMS, distinct: ITEMS });
    } finally {
      await Promise.all([first.stop(), second.stop(), sender.stop()]);
    }
  });

  it('sizes its batches to take about batchMs when asked, each item applied once', async () => {
    const sizes: number[] = [];
    const spin = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // Half a millisecond per item: 400 at once would hold the database 200 ms; 20 ms fit about 40.
    const afterApply = async (_tx: unknown, _run: unknown, items: number[]) => {
      sizes.push(items.length);
      spin(items.length / 2);
    };
    const job = toyRunJob('toy-sized', { batchSize: 400, batchMs: 20, afterApply });
    const queue = await startTestQueue(database, [job]);
    try {
      const run = await startRun(queue, database.db, job.name, { sellerId, kind: 'TOY', total: ITEMS });
      await waitForRun(run.id, 'DONE', 20_000);
      expect(await appliedFor(run.id)).toEqual({ rows: ITEMS, distinct: ITEMS });
      expect(sizes[0]).toBe(16);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(ITEMS);
    } finally {
      await queue.stop();
    }
  });

  it('asks a batchMs given as a function before each batch: shorter batches from the moment it answers less', async () => {
    const sizes: number[] = [];
    const spin = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // As the repricer does while requests are coming: 60 ms batches, then 5 ms from the 400th item on.
    // An item costs at least 1 ms inside the batch, so a 5 ms batch holds at most 5 items whatever
    // else the machine does; the 60 ms batches hold 60 less the transaction's own time, which a
    // busy machine stretches (25 items once beside a full test run with 20 ms batches).
    let applied = 0;
    const afterApply = async (_tx: unknown, _run: unknown, items: number[]) => {
      sizes.push(items.length);
      applied += items.length;
      spin(items.length);
    };
    const job = toyRunJob('toy-sized-by-function', { batchSize: 400, batchMs: () => (applied < 400 ? 60 : 5), afterApply });
    const queue = await startTestQueue(database, [job]);
    try {
      const run = await startRun(queue, database.db, job.name, { sellerId, kind: 'TOY', total: ITEMS });
      await waitForRun(run.id, 'DONE', 20_000);
      expect(await appliedFor(run.id)).toEqual({ rows: ITEMS, distinct: ITEMS });
      const late = sizes.slice(-5);
      expect(Math.max(...sizes)).toBeGreaterThanOrEqual(15);
      expect(Math.max(...late)).toBeLessThanOrEqual(5);
    } finally {
      await queue.stop();
    }
  });

  it('is FAILED with the error once its job has no attempt left', async () => {
    const job = toyRunJob(
      'toy-always-failing',
      { afterApply: () => Promise.reject(new Error('the marketplace refused the batch')) },
      { retryLimit: 1 },
    );
    const queue = await startTestQueue(database, [job]);
    try {
      const run = await startRun(queue, database.db, job.name, { sellerId, kind: 'TOY' });
      await waitForRun(run.id, 'FAILED');
      expect(await readRun(run.id)).toMatchObject({ error: 'the marketplace refused the batch', done: 0, cursor: null });
      expect(await appliedFor(run.id)).toEqual({ rows: 0, distinct: 0 });
    } finally {
      await queue.stop();
    }
  });
});
