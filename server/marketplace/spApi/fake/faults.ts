import type { FastifyInstance } from 'fastify';

/**
 * What the fake marketplace plays instead of answering: a test queues faults, and the next requests
 * whose path matches take them in order, each once. A 429 carries the marketplace's rate-limit
 * header, as the real one does; a timeout holds the request without an answer until the client
 * gives up (or the fake closes).
 */
export type Fault =
  | { kind: 'throttle'; rateLimit?: number }
  | { kind: 'fail'; status: 500 | 502 | 503 }
  | { kind: 'refuse'; status: 400 | 403 | 404; code: string; message: string }
  | { kind: 'timeout' };

interface QueuedFault {
  path: RegExp;
  fault: Fault;
}

export interface Faults {
  /** The next request whose path matches `path` gets `fault` (repeat `times` for that many requests). */
  add(path: RegExp, fault: Fault, times?: number): void;
  clear(): void;
  /** Faults still waiting for a request. */
  readonly pending: number;
}

export function installFaults(app: FastifyInstance): Faults {
  const queue: QueuedFault[] = [];
  const held = new Set<() => void>();
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const index = queue.findIndex((entry) => entry.path.test(path));
    if (index < 0) return;
    const [{ fault }] = queue.splice(index, 1) as [QueuedFault];
    switch (fault.kind) {
      case 'throttle':
        return reply
          .status(429)
          .header('x-amzn-RateLimit-Limit', String(fault.rateLimit ?? 0.5))
          .send({ errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }] });
      case 'fail':
        return reply.status(fault.status).send({ errors: [{ code: 'InternalFailure', message: 'We encountered an internal error. Please try again.' }] });
      case 'refuse':
        return reply.status(fault.status).send({ errors: [{ code: fault.code, message: fault.message }] });
      case 'timeout':
        // Never answered: the client's timeout ends it; closing the fake lets it go.
        await new Promise<void>((release) => held.add(release));
        return reply.status(504).send();
    }
  });
  app.addHook('preClose', async () => {
    for (const release of held) release();
  });
  return {
    add(path, fault, times = 1) {
      for (let index = 0; index < times; index++) queue.push({ path, fault });
    },
    clear() {
      queue.length = 0;
    },
    get pending() {
      return queue.length;
    },
  };
}
