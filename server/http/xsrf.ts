import { randomBytes, timingSafeEqual } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, XSRF_COOKIE, XSRF_HEADER } from '../../src/contract';
import { isApiRequest } from './apiPaths';
import { AppError } from './appError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HEADER = XSRF_HEADER.toLowerCase();

function sameToken(cookie: string | undefined, header: unknown): boolean {
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit XSRF check: the server sets a random XSRF-TOKEN cookie that scripts of this
 * origin can read, and every state-changing API call must echo it in X-XSRF-TOKEN.
 */
export function installXsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // A sorter's controller is no browser: it keeps no cookie and signs with its machine key instead.
    if (request.routeOptions.config.endpoint?.access === 'machine') return;
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (!sameToken(cookie, request.headers[HEADER])) {
      throw new AppError(
        403,
        ErrorCode.XSRF_MISMATCH,
        'The security token of this page is missing or out of date. Reload the page and try again.',
      );
    }
  });
}
