import type { FastifyRequest } from 'fastify';

/**
 * Names that hold a secret wherever they appear: tokens (refresh, e-mailed links), OAuth `code` and
 * `state`, machine keys, passwords, client secrets. Matched inside longer names too
 * (`spapi_oauth_code`, `refreshToken`), since a false match costs only a log detail.
 */
const SECRET_NAME = /token|code|state|key|password|secret/i;
/**
 * Where the following segments are secrets, whatever route (or none) matched the address: any
 * `refresh`, and the API's `user/invitation` (the page `/invitation/finalize` holds none).
 */
const secretsFollow = (segment: string, previous: string | undefined) => segment === 'refresh' || (segment === 'invitation' && previous === 'user');
const REDACTED = '[redacted]';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The path with its secret segments taken out. The matched route's pattern names its secret
 * parameters; an address no route matched (a trailing slash, a doubled slash, a 404) has no
 * pattern, so every segment after `refresh` or `user/invitation` is taken out too.
 */
function redactedPath(path: string, routePattern?: string): string {
  const patternSegments = routePattern?.split('/') ?? [];
  const segments = path.split('/');
  const words = segments.map(decoded);
  let secretFromHere = false;
  return segments
    .map((segment, index) => {
      const name = patternSegments[index];
      const secret = secretFromHere || (name?.startsWith(':') === true && SECRET_NAME.test(name));
      if (secretsFollow(words[index]!, words.slice(0, index).findLast((word) => word !== ''))) secretFromHere = true;
      return secret && segment !== '' ? REDACTED : segment;
    })
    .join('/');
}

/**
 * The address as the access log and the 404 reply write it, with every secret taken out: a refresh
 * token sits in the path of `session/refresh/:refreshToken`, e-mailed links carry theirs in
 * `?token=`, the marketplace's authorisation comes back with `?spapi_oauth_code=…&state=…`, and a
 * sorter controller may send its machine key as `?key=`. Whoever reads the log must not be able to
 * sign in as a seller, reset a password or call the machine API with what it holds.
 */
export function redactedUrl(url: string, routePattern?: string): string {
  const queryAt = url.indexOf('?');
  const path = redactedPath(queryAt === -1 ? url : url.slice(0, queryAt), routePattern);
  if (queryAt === -1) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_NAME.test(key)) params.set(key, REDACTED);
  }
  return `${path}?${params.toString()}`;
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
