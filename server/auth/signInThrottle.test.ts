import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, adminApi, sellerApi, type TokenPair } from '../../src/contract';
import { SELLER_PASSWORD, apiError, dataOf, startTestServer, type TestServer } from '../testing/testServer';

/**
 * Sign-in throttling (signInThrottle.ts) with Folio's defaults: five free failures per address and
 * client, then waits of 1, 2, 4 ... seconds for that client only. Clients are told apart by their
 * address (fastify's request.ip, set here through inject's remoteAddress).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginFreeFailures: 5, loginAddressAlarm: 30, loginMaxDelaySeconds: 900 });
  // Waits of a second must not run out while a slow machine answers the next call.
  server.freezeClock();
});
afterAll(() => server.close());

const GUESSER = '203.0.113.7';
const OWNER = '198.51.100.20';
const WRONG = 'wrong-password-1';

function login(email: string, password: string, client: string) {
  return server.call<TokenPair>(sellerApi.session.login, { body: { email, password } }, { remoteAddress: client });
}
const codeOf = async (email: string, password: string, client: string) => {
  const reply = await login(email, password, client);
  return reply.body.success ? 'signed in' : reply.body.apiError.errorCode;
};
async function waitSentence(email: string, password: string, client: string): Promise<string> {
  const refused = apiError(await login(email, password, client));
  expect(refused).toMatchObject({ status: 429, errorCode: ErrorCode.RATE_LIMITED });
  return refused.errorMessage;
}

// Each test signs in dozens of times, each with a real scrypt check: more than the suite's 20 s on a busy machine.
describe('sign-in throttling', { timeout: 60_000 }, () => {
  it('lets the owner in from another client while guessing from one client slows down', async () => {
    const { email } = await server.newSeller();
    for (let guess = 1; guess <= 5; guess++) expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(await waitSentence(email, WRONG, GUESSER)).toBe(
      'Too many failed sign-ins to this account from this device or network. Try again in 1 second.',
    );
    // The owner, elsewhere, is not held up by the guesses at all.
    expect(await codeOf(email, SELLER_PASSWORD, OWNER)).toBe('signed in');

    // Each further failure doubles the guesser's wait; waiting it out allows exactly one more try.
    for (const seconds of [1, 2, 4, 8]) {
      server.advanceClock(seconds * 1000);
      expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.INVALID_CREDENTIALS);
      expect(await waitSentence(email, WRONG, GUESSER)).toMatch(`Try again in ${seconds * 2} seconds.`);
      expect(await codeOf(email, SELLER_PASSWORD, OWNER)).toBe('signed in');
    }
    // While the wait runs even the right password is not checked from that client: a wait that a
    // correct guess could skip would tell the guesser which guess was right.
    expect(await waitSentence(email, SELLER_PASSWORD, GUESSER)).toMatch('Try again in 16 seconds.');
    server.advanceClock(16_000);
    expect(await codeOf(email, SELLER_PASSWORD, GUESSER)).toBe('signed in');
    // The success forgot that client's failures: five free ones again.
    for (let guess = 1; guess <= 5; guess++) expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.RATE_LIMITED);
  });

  it('caps the wait and names it in minutes too', async () => {
    const { email } = await server.newSeller();
    for (let guess = 1; guess <= 5; guess++) await login(email, WRONG, GUESSER);
    let message = '';
    for (let guess = 6; guess <= 20; guess++) {
      server.advanceClock(900_000);
      await login(email, WRONG, GUESSER);
      message = await waitSentence(email, WRONG, GUESSER);
    }
    expect(message).toMatch(/Try again in 900 seconds \(about 15 minutes\)\.$/);
  });

  it('counts parallel guesses before checking them, so a burst gets no more than the free failures', async () => {
    const { email } = await server.newSeller();
    const codes = await Promise.all(Array.from({ length: 12 }, () => codeOf(email, WRONG, GUESSER)));
    expect(codes.filter((code) => code === ErrorCode.INVALID_CREDENTIALS)).toHaveLength(5);
    expect(codes.filter((code) => code === ErrorCode.RATE_LIMITED)).toHaveLength(7);
  });

  it('gives each client one free failure once an address is guessed at from many, and still lets the owner in', async () => {
    const { email } = await server.newSeller();
    for (let client = 1; client <= 10; client++) {
      for (let guess = 1; guess <= 3; guess++) await login(email, WRONG, `192.0.2.${client}`);
    }
    expect(await codeOf(email, WRONG, '192.0.2.99')).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(await codeOf(email, WRONG, '192.0.2.99')).toBe(ErrorCode.RATE_LIMITED);
    expect(await codeOf(email, SELLER_PASSWORD, OWNER)).toBe('signed in');
  });

  it('throttles an address without an account the same way, so it cannot be told apart', async () => {
    const email = `nobody-${Date.now()}@folio.test`;
    for (let guess = 1; guess <= 5; guess++) expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.RATE_LIMITED);
  });

  it('forgets a client\'s failures after a day without any', async () => {
    const { email } = await server.newSeller();
    for (let guess = 1; guess <= 5; guess++) await login(email, WRONG, GUESSER);
    server.advanceClock(24 * 60 * 60 * 1000 + 1000);
    // Without forgetting, this sixth failure would start a 2-second wait.
    expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(await codeOf(email, WRONG, GUESSER)).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('throttles staff sign-in the same way, apart from sellers', async () => {
    const adminLogin = (password: string, client: string) =>
      server.call(adminApi.session.login, { body: { email: 'admin@folio.test', password } }, { remoteAddress: client });
    for (let guess = 1; guess <= 5; guess++) {
      expect(apiError(await adminLogin(WRONG, GUESSER)).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    }
    expect(apiError(await adminLogin(WRONG, GUESSER)).errorCode).toBe(ErrorCode.RATE_LIMITED);
    dataOf(await adminLogin('folio-admin-1', OWNER));
  });
});

describe('the per-client ceiling', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ loginLimitPerIp: 4 });
  });
  afterAll(() => limited.close());

  it('refuses a client that tries too many addresses, and only that client', async () => {
    const call = (email: string, client: string) =>
      limited.call(sellerApi.session.login, { body: { email, password: WRONG } }, { remoteAddress: client });
    for (let address = 1; address <= 4; address++) await call(`someone-${address}@folio.test`, GUESSER);
    expect(apiError(await call('someone-5@folio.test', GUESSER))).toMatchObject({
      status: 429,
      errorMessage: expect.stringMatching(/^Too many sign-in attempts from this network\. Try again in \d+ minutes?\.$/),
    });
    expect(apiError(await call('someone-5@folio.test', OWNER)).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
  });
});
