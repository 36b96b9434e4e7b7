import type { FastifyInstance } from 'fastify';
import { TAG_MANAGER_PATHS } from '../../src/contract';
import { isApiPath } from './apiPaths';

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

export function usesTagManager(url: string): boolean {
  const path = url.split('?')[0]?.replace(/\/$/, '') ?? '';
  return (TAG_MANAGER_PATHS as readonly string[]).includes(path);
}

export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('Content-Security-Policy', contentSecurityPolicy(isHtml && usesTagManager(request.url)));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
