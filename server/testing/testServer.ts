import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Envelope, ProductKey, SubscriptionStatus } from '../../src/contract';
import {
  ADMIN_AUTHORIZATION_HEADER,
  ErrorCode,
  DEVICE_ID_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  fillPath,
  routePath,
  sellerApi,
  adminApi,
  type AnyEndpoint,
} from '../../src/contract';
import { allJobs } from '../allJobs';
import { buildApp, type BuildAppOptions } from '../app';
import { hashPassword } from '../auth/password';
import { defaultConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { userProducts, users } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { TEST_LIMITS } from './testLimits';
import { openTestDatabase } from './testDatabase';

export interface SellerAuth {
  kind: 'seller';
  token: string;
  refreshToken: string;
  deviceId: string;
  email: string;
  userId: number;
}
export interface AdminAuth {
  kind: 'admin';
  token: string;
}

export interface CallOptions {
  auth?: SellerAuth | AdminAuth | null;
  /** The XSRF header: the matching token (default), none, or this value. */
  xsrf?: boolean | string;
  /** Send the seller's X-Device-Id (default true). */
  device?: boolean;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (request.ip); inject's default is 127.0.0.1. */
  remoteAddress?: string;
}

export interface CallInputLoose {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

export interface TestReply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
  /** The bytes as sent, still compressed when Content-Encoding says so; body is decoded like a browser does. */
  rawPayload: Buffer;
}

/** What fetch does with a compressed reply: undo the Content-Encoding before reading the JSON. */
function decodedPayload(raw: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const TEST_XSRF = 'test-xsrf-token-0123456789';
/** The password of every seller that newSeller makes, for tests that sign in again. */
export const SELLER_PASSWORD = 'test-password-1';
let sellerPasswordHash: Promise<string> | undefined;
let sellerCounter = 0;

/** Starts the real app in process on a database of its own, with a controllable clock and a mail trap. */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  appOptions: Pick<BuildAppOptions, 'logger' | 'marketplace'> & { jobs?: 'work' | 'send' } = {},
) {
  const database: DatabaseHandle = await openTestDatabase();
  const mails: Mail[] = [];
  let offsetMs = 0;
  let frozenAt: number | undefined;
  const config = { ...defaultConfig(), distDir: '/nonexistent-dist', ...TEST_LIMITS, ...overrides };
  const clock = () => new Date((frozenAt ?? Date.now()) + offsetMs);
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    mailer: { send: async (mail) => void mails.push(mail) },
    clock,
    ...(appOptions.logger === undefined ? {} : { logger: appOptions.logger }),
    ...(appOptions.marketplace === undefined ? {} : { marketplace: appOptions.marketplace }),
    // Jobs are queued and wait, unworked ('send', which polls nothing), unless a suite works them.
    queueDatabase: { executeSql: database.executeSql, driver: database.driver, poolStats: database.poolStats, jobs: allJobs, pollingIntervalSeconds: 0.5, work: appOptions.jobs === 'work' },
  });

  async function call<T = unknown>(
    endpoint: AnyEndpoint,
    input: CallInputLoose = {},
    options: CallOptions = {},
  ): Promise<TestReply<T>> {
    const headers: Record<string, string> = { cookie: `${XSRF_COOKIE}=${TEST_XSRF}`, ...options.headers };
    if (options.xsrf !== false) headers[XSRF_HEADER] = typeof options.xsrf === 'string' ? options.xsrf : TEST_XSRF;
    const auth = options.auth;
    if (auth?.kind === 'seller') {
      headers.authorization = `Bearer ${auth.token}`;
      if (options.device !== false) headers[DEVICE_ID_HEADER] = auth.deviceId;
    } else if (auth?.kind === 'admin') {
      headers[ADMIN_AUTHORIZATION_HEADER] = `Bearer ${auth.token}`;
    }
    const query = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]),
    ).toString();
    const url = fillPath(routePath(endpoint), input.params ?? {}) + (query ? `?${query}` : '');
    const response = await app.inject({
      method: endpoint.method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(input.body === undefined ? {} : { payload: input.body as object }),
    });
    const text = decodedPayload(response.rawPayload, response.headers['content-encoding']);
    return { status: response.statusCode, body: JSON.parse(text) as Envelope<T>, headers: response.headers, rawPayload: response.rawPayload };
  }

  /** What the app does with a fresh token pair: register this browser, then read the seller. */
  async function adoptTokens(pair: { token: string; refreshToken: string }, email: string): Promise<SellerAuth> {
    const device = await call<{ deviceId: string }>(
      sellerApi.devices.register,
      { body: { deviceType: 'BROWSER', deviceName: 'Test browser' } },
      { auth: { kind: 'seller', ...pair, deviceId: '', email, userId: 0 } },
    );
    if (!device.body.success) throw new Error(`device registration failed: ${device.body.apiError.errorMessage}`);
    const me = await call<{ businessInfo: { userId: number } }>(
      sellerApi.user.me,
      {},
      { auth: { kind: 'seller', ...pair, deviceId: device.body.data.deviceId, email, userId: 0 } },
    );
    if (!me.body.success) throw new Error('reading the new seller failed');
    return { kind: 'seller', ...pair, deviceId: device.body.data.deviceId, email, userId: me.body.data.businessInfo.userId };
  }

  async function signIn(email: string, password: string): Promise<SellerAuth> {
    const login = await call<{ token: string; refreshToken: string }>(sellerApi.session.login, {
      body: { email, password },
    });
    if (!login.body.success) throw new Error(`sign-in failed: ${login.body.apiError.errorMessage}`);
    return adoptTokens(login.body.data, email);
  }

  /** A new seller of its own for a test, so that tests never see each other's data. */
  async function newSeller(products: [ProductKey, SubscriptionStatus][] = []): Promise<SellerAuth> {
    sellerCounter += 1;
    const email = `seller-${process.pid}-${sellerCounter}-${Math.random().toString(36).slice(2, 8)}@folio.test`;
    sellerPasswordHash ??= hashPassword(SELLER_PASSWORD);
    const [user] = await database.db
      .insert(users)
      .values({ email, passwordHash: await sellerPasswordHash, firstName: 'Test', lastName: 'Seller' })
      .returning({ id: users.id });
    if (products.length > 0) {
      // Fixed rows, as before billing, for tests that do not care how the seller pays (billing's own
      // tests subscribe through the API): usable while ACTIVE.
      const rows = products.map(([product, status]) => ({ userId: user!.id, product, status, usable: status === 'ACTIVE' }));
      await database.db.insert(userProducts).values(rows);
    }
    return signIn(email, SELLER_PASSWORD);
  }

  async function signInAdmin(email = 'admin@folio.test', password = 'folio-admin-1'): Promise<AdminAuth> {
    const login = await call<{ token: string }>(adminApi.session.login, { body: { email, password } });
    if (!login.body.success) throw new Error(`admin sign-in failed: ${login.body.apiError.errorMessage}`);
    return { kind: 'admin', token: login.body.data.token };
  }

  return {
    app,
    db: database.db,
    database,
    driver: database.driver,
    config,
    mails,
    call,
    signIn,
    adoptTokens,
    newSeller,
    signInAdmin,
    /** The server's clock, as its services read it. */
    clock,
    /** Moves the server's clock forward, for expiry and rate-limit windows. */
    advanceClock: (ms: number) => void (offsetMs += ms),
    /** Stops the server's clock (advanceClock still moves it), for waits counted to the second. */
    freezeClock: () => void (frozenAt = Date.now()),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Asserts an error envelope and returns it, for compact expectations. */
export function apiError(reply: TestReply) {
  if (reply.body.success) throw new Error(`expected an error, got ${JSON.stringify(reply.body.data)}`);
  return { status: reply.status, ...reply.body.apiError };
}

export function dataOf<T>(reply: TestReply<T>): T {
  if (!reply.body.success) {
    throw new Error(`expected success, got ${reply.status} ${reply.body.apiError.errorCode}: ${reply.body.apiError.errorMessage}`);
  }
  return reply.body.data;
}

/** Asserts a 400 with code 107 whose sentence starts with the field that is wrong; returns the sentence. */
export function fieldError(reply: TestReply, field: string): string {
  const error = apiError(reply);
  expect(error, error.errorMessage).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
  expect(error.errorMessage).toMatch(new RegExp(`^${field}\\b`));
  return error.errorMessage;
}
