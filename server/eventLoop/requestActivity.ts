import type { FastifyInstance } from 'fastify';

/**
 * Whether this process is answering requests these days: long work in the same process (a
 * repricing run on PGlite, where its batches hold the one thread) takes shorter steps while it is,
 * and longer, cheaper ones when nobody waits.
 */

/** A request within this long counts as "requests are coming". */
export const RECENT_REQUEST_MS = 1_000;

let lastRequestAt = Number.NEGATIVE_INFINITY;

export function installRequestActivity(app: FastifyInstance) {
  app.addHook('onRequest', async () => {
    lastRequestAt = performance.now();
  });
}

export const requestsComing = () => performance.now() - lastRequestAt < RECENT_REQUEST_MS;
