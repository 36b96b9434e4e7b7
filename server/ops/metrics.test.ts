import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sellerApi } from '../../src/contract';
import { defineJob } from '../jobs/defineJob';
import { startTestQueue } from '../testing/jobQueue';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createMetrics, installMetrics } from './metrics';
import { startWorkerOpsServer } from './workerOpsServer';

const TOKEN = 'metrics-token-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: TOKEN });
});
afterAll(() => server.close());

const scrape = (authorization?: string) => server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one series in the text format, e.g. `folio_http_requests_total{method="GET",...}`. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('answers only a scrape with the bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
  });

  it('is off, and counts nothing, without a token configured', async () => {
    const app = Fastify();
    installMetrics(app, createMetrics(server.database), undefined);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it("is served by a worker process on a port of its own, with /health, behind the same token", async () => {
    const ops = await startWorkerOpsServer({ metrics: createMetrics(server.database), token: TOKEN, host: '127.0.0.1', port: 0 });
    try {
      const address = ops.listeningOrigin;
      expect((await fetch(`${address}/health`)).status).toBe(200);
      expect((await fetch(`${address}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await scraped.text()).toContain('nodejs_eventloop_lag_seconds ');
    } finally {
      await ops.close();
    }
  });

  it('counts requests by route pattern and status, with their time', async () => {
    const seller = await server.newSeller();
    const before = await scrape(`Bearer ${TOKEN}`);
    const series = 'folio_http_requests_total{method="GET",route="/api/user",status="200"}';
    const counted = valueOf(before.body, series) ?? 0;
    await server.call(sellerApi.user.me, {}, { auth: seller });
    await server.call(sellerApi.user.me, {}, { auth: seller });
    await server.app.inject({ method: 'GET', url: '/api/no-such-call-4f1c' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, series)).toBe(counted + 2);
    expect(valueOf(text, 'folio_http_request_duration_seconds_count{method="GET",route="/api/user",status="200"}')).toBe(counted + 2);
    // An address no route matched is counted without its path: a scan of addresses adds no series.
    expect(text).not.toContain('no-such-call-4f1c');
    expect(valueOf(text, 'folio_http_requests_total{method="GET",route="(no route)",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(text).toContain('process_resident_memory_bytes ');
    if (server.driver === 'postgres') expect(valueOf(text, 'folio_db_pool_connections{state="max"}')).toBe(10);
  });

  it("tells the queue's depth and the age of its oldest waiting job, and the jobs worked by kind and outcome", async () => {
    const metrics = createMetrics(server.database);
    const settings = { retryLimit: 0 };
    const jobs = [
      defineJob('test-metrics-fine', z.object({}), async () => undefined, settings),
      defineJob('test-metrics-broken', z.object({}), async () => Promise.reject(new Error('no')), settings),
    ] as const;
    const sender = await startTestQueue(server.database, jobs, { work: false });
    await sender.send('test-metrics-fine', {});
    await sender.send('test-metrics-fine', {});
    let text = await metrics.registry.metrics();
    expect(valueOf(text, 'folio_job_queue_waiting{job="test-metrics-fine"}')).toBe(2);
    expect(valueOf(text, 'folio_job_queue_oldest_waiting_seconds{job="test-metrics-fine"}')).toBeGreaterThanOrEqual(0);

    const worker = await startTestQueue(server.database, jobs, { onJobEnded: metrics.observeJob, takeOverActiveJobs: false });
    try {
      await sender.send('test-metrics-broken', {});
      await vi.waitFor(
        async () => {
          text = await metrics.registry.metrics();
          expect(valueOf(text, 'folio_job_duration_seconds_count{job="test-metrics-fine",outcome="completed"}')).toBe(2);
          expect(valueOf(text, 'folio_job_failures_total{job="test-metrics-broken"}')).toBe(1);
        },
        { timeout: 8000, interval: 100 },
      );
      expect(valueOf(text, 'folio_job_queue_waiting{job="test-metrics-fine"}')).toBeUndefined();
    } finally {
      await Promise.all([worker.stop(), sender.stop()]);
    }
  });
});
