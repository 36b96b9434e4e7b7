import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerApi } from '~/contract';
import { createFakeBackend, memoryStorage, type FakeReply, type FakeRequest } from '~/testing/fakeBackend';
import { sellerErrorActions, type ErrorEffects } from './catalogue';
import { createApiClient } from './client';
import { ApiError, HttpError, NetworkError, callFailure } from './errors';
import { createLogoutScheduler } from './logoutScheduler';
import { createRefresher } from './refresher';
import { performRequest } from './request';
import { createSellerSession } from './session/sellerSession';

const EXPIRED = { status: 401, error: { code: 101, message: 'Your session has expired. Please sign in again.' } };
const note = (id: number) => ({ id, text: `note ${id}`, done: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' });

/** The seller client as the app builds it, over a fake backend, with recorded side effects. */
function setup(answer: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {
  const backend = createFakeBackend(answer);
  const session = createSellerSession(memoryStorage());
  session.setTokens({ token: 'old-token-aaaaaaaaaaaaaaaaaaaa', refreshToken: 'refresh-1-aaaaaaaaaaaaaaaaaa' });
  session.setDeviceId('7f9d5a1e-2b3c-4d5e-8f90-123456789abc');
  const logouts: { removeDevice: boolean }[] = [];
  const scheduler = createLogoutScheduler((options) => {
    logouts.push(options);
    session.clear();
  });
  const effects: ErrorEffects & { toasts: string[]; references: (string | undefined)[] } = {
    toasts: [],
    references: [],
    toast(message, _color, reference) {
      this.toasts.push(message);
      this.references.push(reference);
    },
    alert: vi.fn(),
    report: vi.fn(),
    logoutAfter: (delayMs, options) => scheduler.schedule(delayMs, options),
    openErrorPage: vi.fn(),
    currentUrl: () => '/',
  };
  const requestOptions = { headers: {}, timeoutMs: 30_000, fetch: backend.fetch, xsrfToken: () => 'xsrf-token' };
  const refresher = createRefresher(session, (refreshToken) =>
    performRequest(sellerApi.session.refresh, { params: { refreshToken } }, requestOptions) as never,
  );
  const client = createApiClient({
    authHeaders: () => ({ Authorization: `Bearer ${session.token()}`, 'X-Device-Id': session.deviceId() ?? '' }),
    refresh: { currentToken: () => session.token(), refreshAfterFailure: refresher },
    actionsFor: sellerErrorActions,
    effects: () => effects,
    fetch: backend.fetch,
    xsrfToken: () => 'xsrf-token',
  });
  return { client, session, backend, effects, logouts };
}

const isRefresh = (request: FakeRequest) => request.url.startsWith('/api/session/refresh/');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('session refresh on error 101', () => {
  it('refreshes exactly once for 20 calls failing together, then replays all 20 with the new token', async () => {
    let release!: () => void;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const { client, session, backend } = setup(async (request) => {
      if (isRefresh(request)) {
        await refreshGate;
        return { data: { token: 'new-token-bbbbbbbbbbbbbbbbbbbb', refreshToken: 'refresh-2-bbbbbbbbbbbbbbbbbb' } };
      }
      if (request.headers.authorization === 'Bearer old-token-aaaaaaaaaaaaaaaaaaaa') return EXPIRED;
      return { data: note(Number(request.url.split('/')[4])) };
    });

    const calls = Array.from({ length: 20 }, (_, index) =>
      client.call(sellerApi.notes.markDone, { params: { id: index + 1 } }),
    );
    await vi.waitFor(() => expect(backend.requests.filter(isRefresh)).toHaveLength(1));
    release();
    const notes = await Promise.all(calls);

    expect(notes.map((n) => n.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(backend.requests.filter(isRefresh)).toHaveLength(1);
    expect(backend.requests.filter(isRefresh)[0]!.url).toBe('/api/session/refresh/refresh-1-aaaaaaaaaaaaaaaaaa');
    const replays = backend.requests.filter((r) => !isRefresh(r) && r.headers.authorization === 'Bearer new-token-bbbbbbbbbbbbbbbbbbbb');
    expect(replays).toHaveLength(20);
    expect(session.token()).toBe('new-token-bbbbbbbbbbbbbbbbbbbb');
    expect(session.refreshToken()).toBe('refresh-2-bbbbbbbbbbbbbbbbbb');
  });

  it('logs out once, 2 seconds after showing the message, when the refresh is refused', async () => {
    const { client, backend, effects, logouts, session } = setup((request) =>
      isRefresh(request) ? { status: 401, error: { code: 104, message: 'Your session has ended.' } } : EXPIRED,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => client.call(sellerApi.notes.markDone, { params: { id: index + 1 } })),
    );

    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.code === 101)).toBe(true);
    expect(backend.requests.filter(isRefresh)).toHaveLength(1);
    expect(effects.toasts[0]).toBe('Your session has expired. Please sign in again.');
    expect(logouts).toEqual([]);
    vi.advanceTimersByTime(1999);
    expect(logouts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(logouts).toEqual([{ removeDevice: false }]);
    expect(session.token()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(logouts).toHaveLength(1);
  });

  it('shows nothing and logs out no one for a call sent after the seller signed out', async () => {
    const { client, backend, effects, logouts, session } = setup((request) =>
      isRefresh(request) ? { status: 401, error: { code: 104, message: 'Your session has ended.' } } : EXPIRED,
    );
    session.clear();
    await expect(client.call(sellerApi.user.me, {}, { errors: 'caller' })).rejects.toBeInstanceOf(ApiError);
    await expect(client.call(sellerApi.notes.list)).rejects.toBeInstanceOf(ApiError);
    vi.advanceTimersByTime(10_000);
    expect(backend.requests.filter(isRefresh)).toHaveLength(0);
    expect(effects.toasts).toEqual([]);
    expect(logouts).toEqual([]);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, logouts, session } = setup((request) => (isRefresh(request) ? { networkError: true } : EXPIRED));
    await expect(client.call(sellerApi.notes.list)).rejects.toBeInstanceOf(NetworkError);
    vi.advanceTimersByTime(5000);
    expect(logouts).toEqual([]);
    expect(session.refreshToken()).toBe('refresh-1-aaaaaaaaaaaaaaaaaa');
  });

  it('does not refresh for a public call such as login', async () => {
    const { client, backend } = setup(() => ({ status: 401, error: { code: 101, message: 'expired' } }));
    await expect(client.call(sellerApi.session.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toThrow();
    expect(backend.requests.filter(isRefresh)).toHaveLength(0);
  });

  it('replays a slow call whose 101 arrives after another call already refreshed, without a second refresh', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { client, backend } = setup(async (request) => {
      if (isRefresh(request)) return { data: { token: 'new-token-bbbbbbbbbbbbbbbbbbbb', refreshToken: 'refresh-2-bbbbbbbbbbbbbbbbbb' } };
      if (request.headers.authorization === 'Bearer old-token-aaaaaaaaaaaaaaaaaaaa') {
        if (request.url === '/api/user/note/1/done') await slowGate;
        return EXPIRED;
      }
      return { data: note(Number(request.url.split('/')[4])) };
    });
    const slow = client.call(sellerApi.notes.markDone, { params: { id: 1 } });
    await client.call(sellerApi.notes.markDone, { params: { id: 2 } });
    releaseSlow();
    await expect(slow).resolves.toMatchObject({ id: 1 });
    expect(backend.requests.filter(isRefresh)).toHaveLength(1);
  });
});

describe('requests built from the contract', () => {
  it('sends bearer, device and XSRF headers, a JSON body, and parses the reply with the contract', async () => {
    const { client, backend } = setup(() => ({ data: note(5) }));
    const added = await client.call(sellerApi.notes.add, { body: { text: 'Buy tape' } });
    expect(added).toEqual(note(5));
    const [request] = backend.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/user/note',
      body: { text: 'Buy tape' },
      headers: {
        authorization: 'Bearer old-token-aaaaaaaaaaaaaaaaaaaa',
        'x-device-id': '7f9d5a1e-2b3c-4d5e-8f90-123456789abc',
        'x-xsrf-token': 'xsrf-token',
        'content-type': 'application/json',
      },
    });
  });

  it('does not send the XSRF header on a GET', async () => {
    const { client, backend } = setup(() => ({ data: [] }));
    await client.call(sellerApi.notes.list);
    expect(backend.requests[0]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it("adds a call's own headers, and aborts a call that has its own shorter limit when it passes", async () => {
    const { client, backend } = setup(() => ({ hang: true }));
    const call = client.call(sellerApi.notes.list, {}, { errors: 'caller', timeoutMs: 300, headers: { 'x-sorter-key': 'fsk_key' } });
    const outcome = call.then(() => 'answered', (error: unknown) => (error instanceof Error ? error.name : 'failed'));
    await vi.advanceTimersByTimeAsync(299);
    expect(backend.requests[0]!.headers['x-sorter-key']).toBe('fsk_key');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('TimeoutError');
  });
});

describe('the reference of a failed call', () => {
  it("is the reply's request id, which the toast shows beside the message and the error keeps", async () => {
    const { client, effects } = setup(() => ({ status: 500, error: { code: 0, message: 'boom' }, headers: { 'X-Request-Id': '3f9a1c7b2e4d' } }));
    const failure = await client.call(sellerApi.notes.list).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).reference).toBe('3f9a1c7b2e4d');
    expect(effects.references).toEqual(['3f9a1c7b2e4d']);
  });

  it("is quoted by a form's message when the server failed, not when it refused", () => {
    expect(callFailure(new ApiError(0, 'An undefined error occurred.', 500, '3f9a1c7b2e4d'), 'fallback')).toBe('An undefined error occurred. (Reference: 3f9a1c7b2e4d)');
    expect(callFailure(new HttpError(502, 'Bad Gateway', '3f9a1c7b2e4d'), 'fallback')).toBe('Bad Gateway (Reference: 3f9a1c7b2e4d)');
    expect(callFailure(new ApiError(1010, 'That name is taken.', 409, '3f9a1c7b2e4d'), 'fallback')).toBe('That name is taken.');
    expect(callFailure(new ApiError(0, 'An undefined error occurred.', 500), 'fallback')).toBe('An undefined error occurred.');
  });

  it('is absent when the reply names none', async () => {
    const { client, effects } = setup(() => ({ status: 409, error: { code: 1010, message: 'Taken' } }));
    await client.call(sellerApi.notes.list).catch(() => undefined);
    expect(effects.toasts).toEqual(['Taken (Code: 1010)']);
    expect(effects.references).toEqual([undefined]);
  });
});

describe('the Idempotency-Key of a write', () => {
  const keyOf = (request: FakeRequest) => request.headers['idempotency-key'];

  it('goes with every write that takes one, one fresh key per call, the same on its retry after a refresh', async () => {
    let refreshed = false;
    const { client, backend } = setup((request) => {
      if (isRefresh(request)) {
        refreshed = true;
        return { data: { token: 'new-token-bbbbbbbbbbbbbbbbbbbb', refreshToken: 'refresh-2-bbbbbbbbbbbbbbbbbb' } };
      }
      if (!refreshed) return EXPIRED;
      return { data: note(1) };
    });
    await client.call(sellerApi.notes.add, { body: { text: 'Tape' } });
    await client.call(sellerApi.notes.add, { body: { text: 'Tape' } });
    const writes = backend.requests.filter((request) => !isRefresh(request));
    expect(writes).toHaveLength(3);
    const [expired, retry, next] = writes.map(keyOf);
    expect(expired).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(expired);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(expired);
  });

  it('is the caller’s own when it gives one; reads, and public calls that take none, carry none', async () => {
    const { client, backend } = setup((request) => (request.method === 'GET' ? { data: [] } : { data: request.method === 'PUT' ? note(1) : null }));
    await client.call(sellerApi.notes.markDone, { params: { id: 1 } }, { idempotencyKey: 'outbox-key-0001' });
    await client.call(sellerApi.notes.list);
    await client.call(sellerApi.session.logout, { body: { refreshToken: 'refresh-1-aaaaaaaaaaaaaaaaaa' } });
    await client.call(sellerApi.account.forgotPassword, { body: { email: 'ada@folio.test' } });
    expect(backend.requests.map(keyOf)).toEqual(['outbox-key-0001', undefined, undefined, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });
});
