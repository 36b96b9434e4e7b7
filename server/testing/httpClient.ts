/**
 * The app's calls over real HTTP to any Folio address (an instance of a cluster, or its load
 * balancer), for tests and benches that run the server in other processes: the same headers the
 * app sends (XSRF pair, bearer token, device id), the reply's envelope and status.
 */
import {
  DEVICE_ID_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  fillPath,
  routePath,
  sellerApi,
  type AnyEndpoint,
  type Envelope,
  type TokenPair,
} from '../../src/contract';

const XSRF = 'http-client-xsrf-token-0123456789';

export interface HttpSeller {
  email: string;
  token: string;
  refreshToken: string;
  deviceId: string;
}

export interface HttpReply<T> {
  status: number;
  body: Envelope<T>;
}

export interface HttpCallInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callAt<T = unknown>(origin: string, endpoint: AnyEndpoint, input: HttpCallInput = {}, seller?: HttpSeller): Promise<HttpReply<T>> {
  const headers: Record<string, string> = { cookie: `${XSRF_COOKIE}=${XSRF}`, [XSRF_HEADER]: XSRF, ...input.headers };
  if (seller) {
    headers.authorization = `Bearer ${seller.token}`;
    if (seller.deviceId) headers[DEVICE_ID_HEADER] = seller.deviceId;
  }
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  const url = `${origin}${fillPath(routePath(endpoint), input.params ?? {})}${query ? `?${query}` : ''}`;
  const response = await fetch(url, { method: endpoint.method, headers, ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

export function dataOfReply<T>(reply: HttpReply<T>): T {
  if (!reply.body.success) throw new Error(`expected success, got ${reply.status} ${reply.body.apiError.errorCode}: ${reply.body.apiError.errorMessage}`);
  return reply.body.data;
}

/** Signs in at `origin` and registers a browser there, as the app does after its sign-in form. */
export async function signInAt(origin: string, email: string, password: string): Promise<HttpSeller> {
  const pair = dataOfReply(await callAt<TokenPair>(origin, sellerApi.session.login, { body: { email, password } }));
  const withPair = { email, ...pair, deviceId: '' };
  const device = dataOfReply(await callAt<{ deviceId: string }>(origin, sellerApi.devices.register, { body: { deviceType: 'BROWSER', deviceName: 'Test browser' } }, withPair));
  return { ...withPair, deviceId: device.deviceId };
}
