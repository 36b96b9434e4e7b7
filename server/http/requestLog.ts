import type { FastifyRequest } from 'fastify';

/** Path and query values named like tokens: refresh tokens, e-mailed reset and registration links. */
const SECRET_NAME = /token/i;
const REDACTED = '[redacted]';

/**
 * The address as the access log writes it, with every token taken out: a refresh token sits in
 * the path of `session/refresh/:refreshToken`, and e-mailed links carry theirs in `?token=`. Whoever
 * reads the log must not be able to sign in as a seller or reset a password with what it holds.
 */
export function redactedUrl(url: string, routePattern?: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  const patternSegments = routePattern?.split('/') ?? [];
  const segments = path
    .split('/')
    .map((segment, index) => {
      const name = patternSegments[index];
      return name?.startsWith(':') && SECRET_NAME.test(name) ? REDACTED : segment;
    })
    .join('/');
  if (query === undefined) return segments;
  const params = new URLSearchParams(query);
  for (const key of new Set(params.keys())) {
    if (SECRET_NAME.test(key)) params.set(key, REDACTED);
  }
  return `${segments}?${params.toString()}`;
}

/** Fastify's request serializer with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
