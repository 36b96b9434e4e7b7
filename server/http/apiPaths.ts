import type { FastifyRequest } from 'fastify';
import { REALM_BASE } from '../../src/contract';

/** True for /api and /admin and anything below them; /admin-panel is an app page, not the API. */
export function isApiPath(path: string): boolean {
  return Object.values(REALM_BASE).some((base) => path === base || path.startsWith(`${base}/`));
}

/**
 * The address path as the router reads it. The router decodes percent-escapes before matching
 * (`/%61pi/user` reaches `/api/user`) but keeps reserved characters such as `%2F` encoded, which is
 * what `decodeURI` does. An undecodable path stays as sent: the router refuses it anyway.
 */
export function decodedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The path every "is this an API call" decision reads: the pattern of the route the router matched,
 * or, when none matched, the address decoded the way the router decodes it. Reading the raw URL
 * instead let `/%61pi/...` skip the XSRF check and the no-store header while the router still
 * answered it as `/api/...`.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPath(request.url);
}

export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}
