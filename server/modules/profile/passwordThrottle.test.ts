import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, sellerApi } from '../../../src/contract';
import { SELLER_PASSWORD, apiError, dataOf, startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginFreeFailures: 2, loginFirstDelaySeconds: 60 });
});
afterAll(() => server.close());

it('slows guesses at the current password as sign-in guesses are, on the same count', async () => {
  const seller = await server.newSeller();
  server.freezeClock();
  const guess = (currentPassword: string) =>
    server.call(sellerApi.profile.changePassword, { body: { currentPassword, newPassword: 'new-pass-word-9' } }, { auth: seller });
  for (const wrong of ['guess-one-1', 'guess-two-2']) {
    expect(apiError(await guess(wrong)).errorCode).toBe(ErrorCode.VALIDATION_FAILED);
  }
  // The wait runs now, even for the right password; and signing in from here waits too.
  expect(apiError(await guess(SELLER_PASSWORD))).toMatchObject({ status: 429, errorCode: ErrorCode.RATE_LIMITED });
  expect(apiError(await server.call(sellerApi.session.login, { body: { email: seller.email, password: SELLER_PASSWORD } })).status).toBe(429);
  server.advanceClock(61_000);
  expect(dataOf(await guess(SELLER_PASSWORD))).toBeNull();
});

it('counts each wrong guess sent with an Idempotency-Key too, as the app sends every write', async () => {
  const seller = await server.newSeller();
  server.freezeClock();
  let guesses = 0;
  const guess = (currentPassword: string) =>
    server.call(
      sellerApi.profile.changePassword,
      { body: { currentPassword, newPassword: 'new-pass-word-9' } },
      { auth: seller, headers: { [IDEMPOTENCY_KEY_HEADER]: `guess-${seller.userId}-${++guesses}` } },
    );
  for (const wrong of ['guess-one-1', 'guess-two-2']) {
    expect(apiError(await guess(wrong)).errorCode).toBe(ErrorCode.VALIDATION_FAILED);
  }
  expect(apiError(await guess(SELLER_PASSWORD))).toMatchObject({ status: 429, errorCode: ErrorCode.RATE_LIMITED });
  server.advanceClock(61_000);
  expect(dataOf(await guess(SELLER_PASSWORD))).toBeNull();
});
