import { EventEmitter } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { defineJob } from '../jobs/defineJob';
import { QUEUE_SCHEMA } from '../jobs/queueSql';
import { runProcess, type StopSignal } from '../processLifecycle';
import { openTestDatabase } from '../testing/testDatabase';
import { shutDown } from './shutdown';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A GET on a connection of its own, as a load balancer's check or a new client opens one. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('a clean stop', () => {
  it('stops being ready, serves through the drain, finishes the request in flight, hands its job back, then closes the database', { timeout: 60_000 }, async () => {
    let jobStarted = false;
    // A job that runs until its worker stops, on its last attempt: failed by the stop, it would be lost.
    const longJob = defineJob(
      'test-shutdown-long',
      z.object({}),
      async (_payload, { signal }) => {
        jobStarted = true;
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        signal.throwIfAborted();
      },
      { retryLimit: 0 },
    );
    const app = await buildApp({
      config: { ...defaultConfig(), distDir: '/nonexistent-dist' },
      db: database.db,
      queueDatabase: { executeSql: database.executeSql, driver: database.driver, jobs: [longJob], pollingIntervalSeconds: 0.5 },
    });
    let slowArrived = false;
    let finishSlow: () => void = () => undefined;
    const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));
    app.get('/test-slow', async () => {
      slowArrived = true;
      await slowMayFinish;
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const jobId = (await app.jobs.send(longJob.name, {}))!;
    const inFlight = get(`${address}/test-slow`);
    await vi.waitFor(() => expect(jobStarted && slowArrived).toBe(true), { timeout: 15_000, interval: 20 });

    let databaseClosed = false;
    const stopped = shutDown(app, { close: async () => void (databaseClosed = true) }, 400);
    expect(await get(`${address}/ready`)).toMatchObject({ status: 503, body: expect.stringContaining('stopping') });
    expect(await get(`${address}/health`)).toMatchObject({ status: 200 });

    // After the drain it listens no more, but waits for the request in flight.
    await vi.waitFor(() => expect(get(`${address}/health`)).rejects.toThrow(/ECONNREFUSED/), { timeout: 15_000, interval: 50 });
    expect(databaseClosed).toBe(false);
    finishSlow();
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    await stopped;
    expect(databaseClosed).toBe(true);

    const { rows } = await database.executeSql(`SELECT state, retry_count FROM ${QUEUE_SCHEMA}.job WHERE id = $1`, [jobId]);
    expect(rows[0]).toEqual({ state: 'retry', retry_count: 0 });
  });

  it('runs on SIGTERM and on SIGINT, telling the stop which came, and exits 0 after it, or 1 with its sentence', async () => {
    const run = async (signal: StopSignal, stop: (signal: StopSignal) => Promise<void>) => {
      const signals = new EventEmitter();
      const exits: number[] = [];
      const reports: unknown[] = [];
      await runProcess(async () => stop, { signals, exit: (code) => void exits.push(code), report: (message) => void reports.push(message) });
      signals.emit(signal);
      await vi.waitFor(() => expect(exits).toHaveLength(1));
      return { exits, reports };
    };
    const told: StopSignal[] = [];
    expect(await run('SIGTERM', async (signal) => void told.push(signal))).toEqual({ exits: [0], reports: [] });
    expect(await run('SIGINT', async (signal) => void told.push(signal))).toEqual({ exits: [0], reports: [] });
    expect(told).toEqual(['SIGTERM', 'SIGINT']);
    expect(await run('SIGTERM', () => Promise.reject(new Error('The database did not close')))).toEqual({ exits: [1], reports: ['The database did not close'] });
  });
});
