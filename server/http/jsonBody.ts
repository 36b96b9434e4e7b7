import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from './appError';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * SHA-256 of the JSON body as it came, for the idempotency layer's fingerprint: hashing the text
     * takes milliseconds where walking a 100,000-row body would hold the event loop for a quarter second.
     */
    bodyDigest?: string;
  }
}

/** Deeper than any call's body needs (the deepest is about 4), shallow enough for any recursion. */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than the limit, read without parsing: nothing
 * recursive ever meets a hostile body. Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

export const tooDeep = () =>
  invalidInput(`The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of arrays and objects.`);

/**
 * Fastify's own JSON parser (it also strips __proto__ poisoning), behind a depth check that every
 * call gets: a 20,000-deep array once overflowed the stack of code that walks bodies.
 */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) return done(tooDeep(), undefined);
    request.bodyDigest = createHash('sha256').update(body as string).digest('hex');
    return parseJson(request, body as string, done);
  });
}
