import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerApi } from '~/contract';
import { createFakeBackend } from '~/testing/fakeBackend';
import { adminErrorActions, applyErrorActions, sellerErrorActions, type ErrorEffects } from './catalogue';
import { createApiClient } from './client';
import { ApiError, HttpError, NetworkError, ReplyShapeError, TimeoutError } from './errors';
import { createLogoutScheduler } from './logoutScheduler';

/** Records what the catalogue did, with a real logout scheduler on fake timers. */
function recordingEffects() {
  const log: string[] = [];
  const scheduler = createLogoutScheduler(({ removeDevice }) => log.push(`logout${removeDevice ? ' removing device' : ''}`));
  const effects: ErrorEffects = {
    toast: (message, color) => log.push(`toast[${color}] ${message}`),
    alert: (title, message) => log.push(`alert ${title}: ${message}`),
    report: (_error, kind) => log.push(`report ${kind}`),
    logoutAfter: (delayMs, options) => scheduler.schedule(delayMs, options),
    openErrorPage: (page) => log.push(`error page ${JSON.stringify(page)}`),
    currentUrl: () => '/account?tab=devices',
  };
  return { log, effects };
}

/** A seller client over a fake backend, with the catalogue's effects recorded. */
function clientOver(answer: Parameters<typeof createFakeBackend>[0]) {
  const { log, effects } = recordingEffects();
  const backend = createFakeBackend(answer);
  const client = createApiClient({
    authHeaders: () => ({}),
    actionsFor: sellerErrorActions,
    effects: () => effects,
    fetch: backend.fetch,
    xsrfToken: () => 'x',
  });
  return { client, log };
}

function seller(error: unknown) {
  const recorded = recordingEffects();
  applyErrorActions(sellerErrorActions(error), error, recorded.effects);
  return recorded.log;
}

function admin(error: unknown) {
  const recorded = recordingEffects();
  applyErrorActions(adminErrorActions(error), error, recorded.effects);
  return recorded.log;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('seller error catalogue (spec 8.1)', () => {
  it('0: toasts "An undefined error occurred." and reports it', () => {
    expect(seller(new ApiError(0, 'boom', 500))).toEqual(['toast[error] An undefined error occurred.', 'report api']);
  });

  it('101: shows the message, then logs out after 2 seconds', () => {
    const log = seller(new ApiError(101, 'Your session has expired.', 401));
    expect(log).toEqual(['toast[error] Your session has expired.']);
    vi.advanceTimersByTime(1999);
    expect(log).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['toast[error] Your session has expired.', 'logout']);
  });

  it('103: shows the message, then logs out after 2 seconds', () => {
    const log = seller(new ApiError(103, 'This account is disabled.', 403));
    vi.advanceTimersByTime(2000);
    expect(log).toEqual(['toast[error] This account is disabled.', 'logout']);
  });

  it('1054: shows the message, then removes the device and logs out after 2 seconds', () => {
    const log = seller(new ApiError(1054, 'This device was removed.', 401));
    vi.advanceTimersByTime(1999);
    expect(log).toEqual(['toast[error] This device was removed.']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['toast[error] This device was removed.', 'logout removing device']);
  });

  it('1080: is silent', () => {
    expect(seller(new ApiError(1080, 'Already applied', 409))).toEqual([]);
  });

  it('1069: shows the RESTRICTED ITEM alert', () => {
    expect(seller(new ApiError(1069, 'This book cannot be sent to the warehouse.', 400))).toEqual([
      'alert RESTRICTED ITEM: This book cannot be sent to the warehouse.',
    ]);
  });

  it('any other code: toasts "<message> (Code: <code>)"', () => {
    expect(seller(new ApiError(108, 'The note was not found.', 404))).toEqual([
      'toast[error] The note was not found. (Code: 108)',
    ]);
  });

  it('HTTP and network errors: toast the message', () => {
    expect(seller(new HttpError(502, 'Bad Gateway'))).toEqual(['toast[error] Bad Gateway']);
    expect(seller(new NetworkError())).toEqual(['toast[error] The server cannot be reached. Check your connection.']);
  });

  it('a timeout (ECONNABORTED) is only reported', () => {
    const timeout = new TimeoutError(30_000);
    expect(timeout.code).toBe('ECONNABORTED');
    expect(seller(timeout)).toEqual(['report timeout']);
  });

  it('anything else goes to the Error page with type, message and redirectUrl', () => {
    expect(seller(new ReplyShapeError('GET user', []))).toEqual([
      'report reply-shape',
      `error page ${JSON.stringify({ type: 'reply-shape', message: "The server's reply to GET user was not understood.", redirectUrl: '/account?tab=devices' })}`,
    ]);
    expect(seller(new RangeError('Invalid time value'))).toEqual([
      'report unhandled',
      `error page ${JSON.stringify({ type: 'RangeError', message: 'Invalid time value', redirectUrl: '/account?tab=devices' })}`,
    ]);
  });
});

describe('admin error catalogue (spec 8.2)', () => {
  it('101: shows the message with "- Redirecting to login page...", then logs out after 4 seconds', () => {
    const log = admin(new ApiError(101, 'Your session has expired.', 401));
    expect(log).toEqual(['toast[error] Your session has expired. - Redirecting to login page...']);
    vi.advanceTimersByTime(3999);
    expect(log).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(log[1]).toBe('logout');
  });

  it('other codes: "<message> (Code: <code>)"', () => {
    expect(admin(new ApiError(107, 'email must be a valid email address.', 400))).toEqual([
      'toast[error] email must be a valid email address. (Code: 107)',
    ]);
  });

  it('HTTP errors show the message', () => {
    expect(admin(new HttpError(503, 'Service Unavailable'))).toEqual(['toast[error] Service Unavailable']);
  });
});

describe('calls whose caller shows its own errors', () => {
  const clientAnswering = (status: number, code: number) =>
    clientOver(() => ({ status, error: { code, message: `failure ${code}` } }));

  it('leave ordinary failures to the caller', async () => {
    const { client, log } = clientAnswering(400, 107);
    await expect(client.call(sellerApi.notes.add, { body: { text: '' } }, { errors: 'caller' })).rejects.toMatchObject({ code: 107 });
    expect(log).toEqual([]);
  });

  it('still end the session on 103 and 1054', async () => {
    const disabled = clientAnswering(403, 103);
    await expect(disabled.client.call(sellerApi.notes.list, {}, { errors: 'caller' })).rejects.toThrow();
    vi.advanceTimersByTime(2000);
    expect(disabled.log).toEqual(['toast[error] failure 103', 'logout']);
  });
});

describe('timeouts', () => {
  it('gives up after 30000 ms with ECONNABORTED, and the catalogue only reports it', async () => {
    const { client, log } = clientOver(() => ({ hang: true }));
    const call = client.call(sellerApi.notes.list);
    const outcome = expect(call).rejects.toMatchObject({ code: 'ECONNABORTED', kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(log).toEqual(['report timeout']);
  });

  it('treats a reply that is not an envelope as an HTTP error when the status says so', async () => {
    const { client, log } = clientOver(() => ({ status: 502, raw: '<html>Bad Gateway</html>' }));
    await expect(client.call(sellerApi.notes.list)).rejects.toBeInstanceOf(HttpError);
    expect(log).toEqual(['toast[error] The server answered 502.']);
  });
});
