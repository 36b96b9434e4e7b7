/**
 * The client side of httpLoad.ts, in a worker thread of its own so that making requests does not
 * take time from the server's event loop: `concurrency` loops, each sending the next request as
 * soon as its previous reply has been read (or `pauseMs` after it), over one keep-alive connection
 * per loop. A 'stop' message ends the measured phase early (a load that lasts as long as a job).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { LoadRequest, LoadResult } from './httpLoad';

const { origin, path, headers, concurrency, warmupMs, durationMs, pauseMs = 0 } = workerData as LoadRequest;
const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
let stopped = false;
parentPort!.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

async function loop(until: number, latencies: number[] | null, failures: string[]) {
  while (performance.now() < until && !stopped) {
    const started = performance.now();
    const response = await pool.request({ method: 'GET', path, headers });
    const text = await response.body.text();
    if (response.statusCode !== 200) failures.push(`${response.statusCode} ${text.slice(0, 200)}`);
    latencies?.push(performance.now() - started);
    if (pauseMs > 0) await sleep(pauseMs);
  }
}

async function phase(ms: number, latencies: number[] | null, failures: string[]) {
  const until = performance.now() + ms;
  await Promise.all(Array.from({ length: concurrency }, () => loop(until, latencies, failures)));
}

const failures: string[] = [];
await phase(warmupMs, null, failures);
const latencies: number[] = [];
const started = performance.now();
await phase(durationMs, latencies, failures);
const seconds = (performance.now() - started) / 1000;
await pool.close();
parentPort!.postMessage({ requests: latencies.length, seconds, latencies, failures: failures.slice(0, 5) } satisfies LoadResult);
