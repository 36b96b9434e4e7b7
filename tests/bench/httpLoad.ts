/**
 * A fixed number of clients hammering one GET over real HTTP, the way a load test does: undici
 * (Node's own HTTP client, the engine of its fetch) in a worker thread of this process, so that the
 * server under test keeps its event loop to itself. Requests, seconds and every latency come back.
 */
import { Worker } from 'node:worker_threads';
import { percentile } from './scanToVerdict';

export interface LoadRequest {
  origin: string;
  path: string;
  headers: Record<string, string>;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** A pause after each reply, for a steady trickle of requests beside other work rather than a flood. */
  pauseMs?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  latencies: number[];
  /** The first few replies that were not 200, which make the figures meaningless. */
  failures: string[];
}

export interface LoadFigures {
  perSecond: number;
  p99Ms: number;
}

/** Several runs of one route as one figure: all requests over all measured seconds, p99 of all latencies. */
export function combine(results: LoadResult[]): LoadFigures {
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const sorted = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  return { perSecond: requests / seconds, p99Ms: percentile(sorted, 0.99) };
}

// tsx compiles the worker's TypeScript too once registered in it; a worker does not inherit the loader.
const workerFile = new URL('./httpLoadWorker.ts', import.meta.url).href;
const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); })`;

export function runLoad(request: LoadRequest): Promise<LoadResult> {
  return startLoad(request).result;
}

/** A load that runs until `stop()` (or its durationMs), for as long as some other work lasts. */
export function startLoad(request: LoadRequest): { result: Promise<LoadResult>; stop(): Promise<LoadResult> } {
  const worker = new Worker(bootstrap, { eval: true, workerData: request });
  const result = new Promise<LoadResult>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      if (result.failures.length > 0) {
        reject(new Error(`GET ${request.path} failed under load: ${result.failures.join(' | ')}`));
        return;
      }
      resolve(result);
    });
  });
  return {
    result,
    stop() {
      worker.postMessage('stop');
      return result;
    },
  };
}
