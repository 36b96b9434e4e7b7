import { REALM_BASE, fillPath, looseEnvelope, type AnyEndpoint } from '~/contract';
import { REQUEST_ID_HEADER, XSRF_HEADER } from '~/contract/constants';
import { ApiError, HttpError, NetworkError, ReplyShapeError, TimeoutError } from './errors';

export interface RequestInput {
  params?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

export interface RequestOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Reads the XSRF cookie; a state-changing call without one first asks the server for it. */
  xsrfToken: () => string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * A request body already written as JSON, in a Blob: a large upload made off the main thread (a
 * 100,000-row file read in a worker) goes out as it is. fetch copies a string body on the main
 * thread (hundreds of milliseconds for a few megabytes); a Blob it streams.
 */
export class PreparedJson {
  constructor(readonly blob: Blob) {}
}

function queryString(query: RequestInput['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function endpointUrl(endpoint: AnyEndpoint, input: RequestInput): string {
  return `${REALM_BASE[endpoint.realm]}/${fillPath(endpoint.path, input.params ?? {})}${queryString(input.query)}`;
}

async function fetchWithTimeout(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await options.fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    if (controller.signal.aborted) throw new TimeoutError(options.timeoutMs);
    throw new NetworkError();
  } finally {
    clearTimeout(timer);
  }
}

async function ensureXsrf(options: RequestOptions, realm: AnyEndpoint['realm']) {
  if (options.xsrfToken()) return;
  // Any reply sets the cookie; this public call exists for exactly that.
  await fetchWithTimeout(`${REALM_BASE[realm]}/session/xsrf`, { method: 'GET' }, options).catch(() => undefined);
}

/**
 * One call of the contract: builds the request from the endpoint, sends it with a timeout, and
 * parses the reply first as an envelope, then its data with the endpoint's own reply schema.
 */
export async function performRequest<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput,
  options: RequestOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (!SAFE_METHODS.has(endpoint.method)) {
    await ensureXsrf(options, endpoint.realm);
    const token = options.xsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  const init: RequestInit = { method: endpoint.method, headers };
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = input.body instanceof PreparedJson ? input.body.blob : JSON.stringify(input.body);
  }
  const response = await fetchWithTimeout(endpointUrl(endpoint, input), init, options);
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const envelope = looseEnvelope.safeParse(json);
  const reference = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (!envelope.success) {
    if (!response.ok) throw new HttpError(response.status, response.statusText || `The server answered ${response.status}.`, reference);
    throw new ReplyShapeError(`${endpoint.method} ${endpoint.path}`, envelope.error.issues);
  }
  if (!envelope.data.success) {
    const { errorCode, errorMessage } = envelope.data.apiError;
    throw new ApiError(errorCode, errorMessage, response.status, reference);
  }
  const data = endpoint.reply.safeParse(envelope.data.data);
  if (!data.success) throw new ReplyShapeError(`${endpoint.method} ${endpoint.path}`, data.error.issues);
  return data.data;
}
