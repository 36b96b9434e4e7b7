import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { QUEUE_SCHEMA } from '../jobs/queueSql';
import type { JobOutcome } from '../jobs/workJob';

export interface Metrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  observeJob(name: string, outcome: JobOutcome, seconds: number): void;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 600];

interface QueueRow {
  name: string;
  waiting: number;
  oldest_seconds: number | string | null;
}

/**
 * One process's figures in Prometheus's text format (prom-client), on a registry of its own: the
 * requests by route and status, the job queue's depth and the age of its oldest waiting job (read
 * from the database when scraped, so every instance reports the whole queue), the jobs this process
 * worked by kind and outcome, the database pool, and Node's own (event-loop lag, memory, GC).
 */
export function createMetrics(database: Pick<DatabaseHandle, 'executeSql' | 'poolStats'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const byRoute = ['method', 'route', 'status'];

  const requests = new Counter({ name: 'folio_http_requests_total', help: 'HTTP requests answered, by route pattern and status.', labelNames: byRoute, registers });
  const requestSeconds = new Histogram({
    name: 'folio_http_request_duration_seconds',
    help: 'Time from a request arriving to its reply being sent, by route pattern and status.',
    labelNames: byRoute,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'folio_job_duration_seconds',
    help: 'Time this process spent on a job, by kind and outcome.',
    labelNames: ['job', 'outcome'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({ name: 'folio_job_failures_total', help: 'Job attempts that failed in this process, by kind.', labelNames: ['job'], registers });

  // Both queue figures come from one query: a scrape collects every metric at once, so the two
  // collects share the read in flight.
  let reading: Promise<void> | undefined;
  const readQueue = () =>
    (reading ??= (async () => {
      // Waiting: created or to retry, and due; pg-boss's fetch index (name, start_after) serves it.
      const { rows } = await database.executeSql(
        `SELECT name, count(*)::int AS waiting, extract(epoch FROM now() - min(start_after)) AS oldest_seconds
         FROM ${QUEUE_SCHEMA}.job WHERE state < 'active' AND start_after <= now() GROUP BY name`,
      );
      waiting.reset();
      oldestWaiting.reset();
      for (const row of rows as unknown as QueueRow[]) {
        waiting.set({ job: row.name }, Number(row.waiting));
        oldestWaiting.set({ job: row.name }, Math.max(0, Number(row.oldest_seconds ?? 0)));
      }
    })().finally(() => (reading = undefined)));
  const waiting = new Gauge({
    name: 'folio_job_queue_waiting',
    help: 'Jobs that may start now and have not, by kind (the whole queue).',
    labelNames: ['job'],
    registers,
    collect: readQueue,
  });
  const oldestWaiting = new Gauge({
    name: 'folio_job_queue_oldest_waiting_seconds',
    help: 'How long the oldest job that may start now has waited, by kind (the whole queue).',
    labelNames: ['job'],
    registers,
    collect: readQueue,
  });

  const poolStats = database.poolStats;
  if (poolStats) {
    const connections = new Gauge({
      name: 'folio_db_pool_connections',
      help: "This process's database connections: busy, idle, and the pool's max.",
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats();
        connections.set({ state: 'busy' }, stats.total - stats.idle);
        connections.set({ state: 'idle' }, stats.idle);
        connections.set({ state: 'max' }, stats.max);
      },
    });
    const queued = new Gauge({
      name: 'folio_db_pool_waiting',
      help: 'Queries of this process waiting for a free database connection.',
      registers,
      collect() {
        queued.set(poolStats().waiting);
      },
    });
  }

  return {
    registry,
    observeRequest(labels, seconds) {
      const named = { method: labels.method, route: labels.route, status: String(labels.status) };
      requests.inc(named);
      requestSeconds.observe(named, seconds);
    },
    observeJob(name, outcome, seconds) {
      jobSeconds.observe({ job: name, outcome }, seconds);
      if (outcome === 'failed') jobFailures.inc({ job: name });
    },
  };
}

const sameSecret = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` for Prometheus, behind `Authorization: Bearer <FOLIO_METRICS_TOKEN>`: the figures
 * tell how busy the service is and which routes it has, which is nobody else's business. Without a
 * token configured the route answers 404 and nothing is counted. Requests are counted by the route's
 * pattern (`/api/user/note/:id`), never the address, so a scan of random addresses adds no series.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics | undefined, token: string | undefined) {
  const quiet = { logLevel: 'warn' as const };
  if (!metrics || !token) {
    app.get('/metrics', quiet, (_request, reply) => reply.status(404).send({ status: 'off', message: 'Metrics are off: set FOLIO_METRICS_TOKEN.' }));
    return;
  }
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({ method: request.method, route: request.routeOptions.url ?? '(no route)', status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', quiet, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameSecret(token, given)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ status: 'refused', message: 'Send the metrics token as a bearer token.' });
    }
    const text = await metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
