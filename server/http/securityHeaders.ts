import type { FastifyInstance } from 'fastify';
import { TAG_MANAGER_PATHS } from '../../src/contract';
import { isApiRequest, routedPath } from './apiPaths';

const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/**
 * The app keeps its tokens in localStorage (spec 3.1), so no foreign script may run: scripts come
 * from this origin only, except the tag manager's on the three pages that use it (spec 2.2).
 * Styles allow inline because Mantine sets style attributes; that cannot run code.
 * 'wasm-unsafe-eval' lets the barcode decoder compile its WebAssembly (served from this origin);
 * it allows no JavaScript eval. Frames may show blob: URLs only: the labels the app makes are
 * printed from a hidden frame holding their PDF.
 */
export function contentSecurityPolicy(withTagManager: boolean): string {
  const extra = (hosts: string[]) => (withTagManager ? ` ${hosts.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${extra(TAG_MANAGER_HOSTS.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(TAG_MANAGER_HOSTS.img)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(TAG_MANAGER_HOSTS.connect)}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    'frame-src blob:',
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** path: a decoded path without its query (apiPaths.ts, routedPath). */
export function usesTagManager(path: string): boolean {
  return (TAG_MANAGER_PATHS as readonly string[]).includes(path.replace(/\/$/, ''));
}

/**
 * One year, the common choice. No includeSubDomains: Folio does not know what else is served under
 * its domain, and that directive would force HTTPS on all of it.
 */
export const HSTS = 'max-age=31536000';

/**
 * A JSON reply is never a document: nothing in it may load or run, and no page may frame it. This
 * short policy says so in 42 bytes instead of the documents' 322. HTTP/1.1 sends headers as they
 * are, and a phone scanning with poor signal pays for each byte (GET user's reply was 1,883 bytes,
 * 322 of them its policy).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

type ReplyKind = 'api' | 'document' | 'documentWithTagManager';

/** The headers every reply carries, whoever answers it: a route, an error, or the HTTP parser itself. */
function headerSet(kind: ReplyKind): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': kind === 'api' ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicy(kind === 'documentWithTagManager'),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  });
}

/** Built once: every reply sends one of the three, so none is assembled per request. */
const HEADER_SETS: Record<ReplyKind, Readonly<Record<string, string>>> = {
  api: headerSet('api'),
  document: headerSet('document'),
  documentWithTagManager: headerSet('documentWithTagManager'),
};

export function securityHeaders(kind: ReplyKind = 'api'): Readonly<Record<string, string>> {
  return HEADER_SETS[kind];
}

export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const isApi = isApiRequest(request);
    // The app's files (scripts, the service worker, images) keep the documents' policy: a service
    // worker script runs under the policy it was served with.
    reply.headers(securityHeaders(isApi && !isHtml ? 'api' : isHtml && usesTagManager(routedPath(request)) ? 'documentWithTagManager' : 'document'));
    if (isApi) reply.header('Cache-Control', 'no-store');
    // Over HTTPS (directly, or behind a trusted proxy that says so) browsers are told to stay on it.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
