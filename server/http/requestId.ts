import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../../src/contract';

/** What a load balancer's own id may look like to be kept: short, and nothing a log line could trip on. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;
const forwardedHeader = REQUEST_ID_HEADER.toLowerCase();

const ID_BYTES = 6;
/** Random bytes for a thousand ids at a time: one call into OpenSSL per request cost 3% of a busy server's CPU. */
const POOL_BYTES = ID_BYTES * 1024;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomId(): string {
  if (poolOffset >= pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  poolOffset += ID_BYTES;
  return pool.toString('hex', poolOffset - ID_BYTES, poolOffset);
}

/**
 * Fastify's genReqId: 12 hex digits, short enough to read off a seller's screenshot, random so that
 * instances behind one load balancer never hand out the same one. Behind a trusted proxy that sends
 * its own X-Request-Id, that one is kept, so the balancer's log and ours name a request alike.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const forwarded = request.headers[forwardedHeader];
    if (trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomId();
  };
}

/** Every reply says its request's id; every log line of the request carries it as `requestId`. */
export function installRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
