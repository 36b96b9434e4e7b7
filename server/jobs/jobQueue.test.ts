import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { countApplied, startTestQueue } from '../testing/jobQueue';
import { openTestDatabase } from '../testing/testDatabase';
import { defineJob } from './defineJob';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.executeSql('CREATE TABLE test_worked (item integer NOT NULL, worker text)');
});
afterAll(() => database.close());

const jobState = (queue: Awaited<ReturnType<typeof startTestQueue>>, name: string, id: string) =>
  queue.boss.getJobById(name, id).then((job) => job ?? undefined);

describe('the job queue', () => {
  it('works a job sent once and keeps its result', async () => {
    const double = defineJob('test-double', z.object({ n: z.number() }), async ({ n }, { deps }) => {
      await deps.db.execute(sql`INSERT INTO test_worked (item) VALUES (${n})`);
      return { doubled: n * 2, at: deps.clock().toISOString() };
    });
    const queue = await startTestQueue(database, [double]);
    try {
      const id = await queue.send('test-double', { n: 21 });
      expect(id).toEqual(expect.any(String));
      await vi.waitFor(async () => expect((await jobState(queue, 'test-double', id!))?.state).toBe('completed'), { timeout: 5000, interval: 50 });
      expect((await jobState(queue, 'test-double', id!))?.output).toMatchObject({ doubled: 42 });
      expect(await countApplied(database, 'test_worked')).toEqual({ rows: 1, distinct: 1 });
      await expect(queue.send('test-double', { n: 'x' } as never)).rejects.toThrow();
    } finally {
      await queue.stop();
    }
  });

  it('works a job sent to start later when its time comes, not a polling interval after', async () => {
    const worked: number[] = [];
    const later = defineJob('test-later', z.object({}), async () => {
      worked.push(Date.now());
    });
    // A polling interval far longer than the delay: only the wake-up at the start time can explain a prompt start.
    const queue = await startTestQueue(database, [later], { pollingIntervalSeconds: 30 });
    try {
      await queue.send('test-later', {});
      await vi.waitFor(() => expect(worked).toHaveLength(1), { timeout: 3000, interval: 20 });
      const sentAt = Date.now();
      await queue.send('test-later', {}, { startAfterSeconds: 1 });
      await vi.waitFor(() => expect(worked).toHaveLength(2), { timeout: 6000, interval: 20 });
      const waited = worked[1]! - sentAt;
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(6000);
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing handler, then marks the job failed with its error', async () => {
    let attempts = 0;
    const broken = defineJob(
      'test-broken',
      z.object({}),
      async () => {
        attempts += 1;
        throw new Error(`marketplace unreachable (attempt ${attempts})`);
      },
      { retryLimit: 2, retryDelaySeconds: 0 },
    );
    const queue = await startTestQueue(database, [broken]);
    try {
      const id = (await queue.send('test-broken', {}))!;
      await vi.waitFor(async () => expect((await jobState(queue, 'test-broken', id))?.state).toBe('failed'), { timeout: 8000, interval: 50 });
      expect(attempts).toBe(3);
      expect((await jobState(queue, 'test-broken', id))?.output).toMatchObject({ message: 'marketplace unreachable (attempt 3)' });
    } finally {
      await queue.stop();
    }
  });

  it('lets a retried attempt end on its own: the failed attempt before it never marks the job completed', async () => {
    let release: () => void = () => {};
    const secondAttemptRunning = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attempts = 0;
    const flaky = defineJob(
      'test-flaky',
      z.object({}),
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('the first attempt fails');
        await secondAttemptRunning;
        throw new Error('so does the second');
      },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    // Every statement that marks jobs completed, with the ids it names: none may name a failed attempt's job.
    const completing: unknown[] = [];
    const executeSql: typeof database.executeSql = (text, values) => {
      if (text.includes("state = 'completed'") && text.includes('completed_on = now()')) completing.push(values?.[1]);
      return database.executeSql(text, values);
    };
    const queue = await startTestQueue(database, [flaky], { executeSql });
    try {
      const id = (await queue.send('test-flaky', {}))!;
      await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 8000, interval: 20 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await jobState(queue, 'test-flaky', id))?.state).toBe('active');
      release();
      await vi.waitFor(async () => expect((await jobState(queue, 'test-flaky', id))?.state).toBe('failed'), { timeout: 8000, interval: 50 });
      expect(completing).toEqual([]);
    } finally {
      release();
      await queue.stop();
    }
  });

  it('hands its jobs back when it stops, the running one and the rest of its batch, without counting an attempt', async () => {
    let started = 0;
    // The last attempt (no retry left): failed by the stop, the job would be lost.
    const settings = { retryLimit: 0, batchSize: 2 };
    const untilStopped = defineJob(
      'test-handed-back',
      z.object({ n: z.number() }),
      async (_payload, { signal }) => {
        started += 1;
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        signal.throwIfAborted();
      },
      settings,
    );
    const sender = await startTestQueue(database, [untilStopped], { work: false });
    const ids = [(await sender.send('test-handed-back', { n: 1 }))!, (await sender.send('test-handed-back', { n: 2 }))!];
    const stopping = await startTestQueue(database, [untilStopped]);
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 15_000, interval: 20 });
    await stopping.stop();
    for (const id of ids) expect(await jobState(sender, 'test-handed-back', id)).toMatchObject({ state: 'retry', retryCount: 0 });

    const worked: number[] = [];
    const finishing = defineJob('test-handed-back', z.object({ n: z.number() }), async ({ n }) => void worked.push(n), settings);
    const next = await startTestQueue(database, [finishing]);
    try {
      await vi.waitFor(() => expect(worked.sort()).toEqual([1, 2]), { timeout: 15_000, interval: 20 });
      expect(started).toBe(1);
    } finally {
      await Promise.all([next.stop(), sender.stop()]);
    }
  });

  it('shares jobs between two workers without doing one twice', async () => {
    const count = 300;
    const makeJob = (worker: string) =>
      defineJob(
        'test-shared',
        z.object({ item: z.number() }),
        async ({ item }) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          await database.executeSql('INSERT INTO test_worked (item, worker) VALUES ($1, $2)', [item, worker]);
        },
        { batchSize: 10 },
      );
    const sender = await startTestQueue(database, [makeJob('none')], { work: false });
    const started = Date.now();
    for (let item = 1000; item < 1000 + count; item += 1) await sender.send('test-shared', { item });
    const sentMs = Date.now() - started;
    const first = await startTestQueue(database, [makeJob('first')]);
    // Two workers in one process share one PGlite: the second must not take the first's jobs for a dead process's.
    const second = await startTestQueue(database, [makeJob('second')], { takeOverActiveJobs: false });
    try {
      await vi.waitFor(async () => expect(await sender.boss.getQueueSize('test-shared', { before: 'completed' })).toBe(0), { timeout: 15_000, interval: 100 });
      const workedMs = Date.now() - started - sentMs;
      console.log(`jobs: ${count} sent in ${sentMs} ms, worked by two workers in ${workedMs} ms (${database.driver})`);
      const { rows } = await database.executeSql(
        "SELECT count(*)::int AS n, count(DISTINCT item)::int AS items, count(DISTINCT worker)::int AS workers FROM test_worked WHERE worker <> 'none' AND item >= 1000",
      );
      expect(rows[0]).toEqual({ n: count, items: count, workers: 2 });
    } finally {
      await Promise.all([first.stop(), second.stop(), sender.stop()]);
    }
  });
});
