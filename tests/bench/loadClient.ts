/**
 * The client side of the load bench (load.ts), a process of its own so that making requests takes
 * nothing from the servers' event loops: `node --import tsx loadClient.ts` reads its plan as JSON on
 * stdin, sends it, and prints the figures as one JSON line. Two ways to send:
 * - `closed`: `concurrency` loops, each sending the next request of the mix (kinds in turn) as soon
 *   as its previous reply is read: the most the servers can answer (throughput).
 * - `paced`: each kind at its own rate, one request every 1/rate seconds whether or not earlier ones
 *   have been answered (a conveyor does not wait), for a busy morning's latencies.
 * Either way it stops at `seconds` or `maxRequests`, whichever comes first, or on a 'stop' line.
 */
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Agent, request } from 'undici';

export interface LoadKind {
  kind: string;
  /** Requests of this kind, sent in turn. */
  variants: { method: string; path: string; body?: unknown }[];
  headers: Record<string, string>;
  /** A fresh Idempotency-Key with each request, as the app sends with each write. */
  idempotent?: boolean;
  /** Requests per second in a paced run. */
  perSecond?: number;
}

export interface LoadPlan {
  origin: string;
  mode: 'closed' | 'paced';
  kinds: LoadKind[];
  concurrency?: number;
  seconds: number;
  maxRequests: number;
}

export interface KindFigures {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The first few failures as "status text". */
  failures: string[];
}

export interface LoadFigures {
  seconds: number;
  requests: number;
  errors: number;
  perSecond: number;
  byKind: Record<string, KindFigures>;
  /** CPU this process used while sending (its start-up left out), for the bench's share of the cores. */
  cpuSeconds: number;
}

const percentileOf = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;

async function run(plan: LoadPlan, stopped: () => boolean): Promise<LoadFigures> {
  const agent = new Agent({ connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies = new Map<string, number[]>(plan.kinds.map((kind) => [kind.kind, []]));
  const errors = new Map<string, string[]>(plan.kinds.map((kind) => [kind.kind, []]));
  const turn = new Map<string, number>();
  let sent = 0;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const until = started + plan.seconds * 1000;
  const more = () => !stopped() && performance.now() < until && sent < plan.maxRequests;

  async function send(kind: LoadKind) {
    sent += 1;
    const index = turn.get(kind.kind) ?? 0;
    turn.set(kind.kind, index + 1);
    const variant = kind.variants[index % kind.variants.length]!;
    const headers: Record<string, string> = { ...kind.headers };
    if (kind.idempotent) headers['idempotency-key'] = randomUUID();
    if (variant.body !== undefined) headers['content-type'] = 'application/json';
    const begun = performance.now();
    try {
      const response = await request(`${plan.origin}${variant.path}`, {
        method: variant.method as 'GET',
        headers,
        dispatcher: agent,
        ...(variant.body === undefined ? {} : { body: JSON.stringify(variant.body) }),
      });
      const text = await response.body.text();
      latencies.get(kind.kind)!.push(performance.now() - begun);
      if (response.statusCode >= 300) errors.get(kind.kind)!.push(`${response.statusCode} ${text.slice(0, 160)}`);
    } catch (error) {
      latencies.get(kind.kind)!.push(performance.now() - begun);
      errors.get(kind.kind)!.push(`no reply: ${(error as Error).message}`);
    }
  }

  if (plan.mode === 'closed') {
    let next = 0;
    const loop = async () => {
      while (more()) await send(plan.kinds[next++ % plan.kinds.length]!);
    };
    await Promise.all(Array.from({ length: plan.concurrency ?? 16 }, loop));
  } else {
    const inFlight = new Set<Promise<void>>();
    await Promise.all(
      plan.kinds.map(async (kind) => {
        const interval = 1000 / (kind.perSecond ?? 1);
        for (let due = performance.now(); more(); due += interval) {
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (!more()) break;
          const sending = send(kind);
          inFlight.add(sending);
          void sending.finally(() => inFlight.delete(sending));
        }
      }),
    );
    await Promise.all(inFlight);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  await agent.close();
  const byKind: Record<string, KindFigures> = {};
  for (const kind of plan.kinds) {
    const sorted = latencies.get(kind.kind)!.sort((a, b) => a - b);
    const failed = errors.get(kind.kind)!;
    byKind[kind.kind] = { requests: sorted.length, errors: failed.length, p50Ms: percentileOf(sorted, 0.5), p99Ms: percentileOf(sorted, 0.99), maxMs: sorted.at(-1) ?? 0, failures: failed.slice(0, 3) };
  }
  const requests = Object.values(byKind).reduce((sum, kind) => sum + kind.requests, 0);
  return { seconds, requests, errors: Object.values(byKind).reduce((sum, kind) => sum + kind.errors, 0), perSecond: requests / seconds, byKind, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

const lines = createInterface({ input: process.stdin });
let plan: LoadPlan | undefined;
let stop = false;
lines.on('line', (line) => {
  if (!plan) {
    plan = JSON.parse(line) as LoadPlan;
    void run(plan, () => stop).then((figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      process.exit(0);
    });
  } else if (line.trim() === 'stop') {
    stop = true;
  }
});
