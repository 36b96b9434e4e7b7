import type { AnyEndpoint, CallInput, ReplyOf } from '~/contract';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS } from '~/contract/constants';
import { applyErrorActions, endsSession, type ErrorAction, type ErrorEffects } from './catalogue';
import { isApiError } from './errors';
import type { RefreshOutcome } from './refresher';
import { performRequest, type RequestInput } from './request';
import { readXsrfToken } from './xsrf';

export interface CallOptions {
  /**
   * 'catalogue' (default): failures are handled by the error catalogue (toasts, logout, Error page).
   * 'caller': the caller shows its own message (a form, the outbox); only session-ending codes
   * (101 after a failed refresh, 103, 1054) are still handled, because they end the session anyway.
   */
  errors?: 'catalogue' | 'caller';
  /**
   * Sent as the Idempotency-Key header, so that a replayed write is applied at most once. A call
   * whose endpoint takes a key and that names none gets a fresh one, kept for its own retry.
   */
  idempotencyKey?: string;
  /** A call that must answer sooner than REQUEST_TIMEOUT_MS (the sorter's lookup); it is aborted then. */
  timeoutMs?: number;
  /** Headers of this call alone (the sorter tester's machine key). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  authHeaders(): Record<string, string>;
  /** Seller only: after error 101, refresh once and replay the call (spec 4). */
  refresh?: {
    currentToken(): string | null;
    refreshAfterFailure(failedToken: string | null): Promise<RefreshOutcome>;
  };
  actionsFor(error: unknown): ErrorAction[];
  effects(): ErrorEffects;
  fetch?: typeof fetch;
  timeoutMs?: number;
  xsrfToken?: () => string | undefined;
  /** Records each call for error reports (method, path, outcome, milliseconds). */
  trace?(step: string): void;
}

type CallArgs<E extends AnyEndpoint> = object extends CallInput<E>
  ? [input?: CallInput<E>, options?: CallOptions]
  : [input: CallInput<E>, options?: CallOptions];

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ReplyOf<E>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const requestOptions = (callOptions: CallOptions | undefined) => ({
    headers: {
      ...options.authHeaders(),
      ...(callOptions?.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: callOptions.idempotencyKey } : {}),
      ...callOptions?.headers,
    },
    timeoutMs: callOptions?.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
    xsrfToken: options.xsrfToken ?? readXsrfToken,
  });

  async function send(endpoint: AnyEndpoint, input: RequestInput, callOptions?: CallOptions): Promise<unknown> {
    const started = Date.now();
    try {
      const data = await performRequest(endpoint, input, requestOptions(callOptions));
      options.trace?.(`${endpoint.method} ${endpoint.path} ok ${Date.now() - started}ms`);
      return data;
    } catch (error) {
      options.trace?.(`${endpoint.method} ${endpoint.path} failed ${Date.now() - started}ms`);
      throw error;
    }
  }

  async function sendWithRefresh(endpoint: AnyEndpoint, input: RequestInput, callOptions?: CallOptions): Promise<unknown> {
    const usedToken = options.refresh?.currentToken() ?? null;
    try {
      return await send(endpoint, input, callOptions);
    } catch (error) {
      const refreshable = options.refresh && endpoint.access !== 'public' && isApiError(error, 101);
      if (!refreshable) throw error;
      // A refusal leaves the original 101 to the catalogue: message, then logout.
      if ((await options.refresh!.refreshAfterFailure(usedToken)) === 'refused') throw error;
      return send(endpoint, input, callOptions);
    }
  }

  /**
   * Every write that takes a key carries one (the contract says which): one per call, so that the
   * retry after a refresh, or any repeat of the same request, is answered with the first outcome
   * instead of being applied again. A caller that retries across calls (the outbox) passes its own.
   */
  const withKey = (endpoint: AnyEndpoint, callOptions: CallOptions | undefined): CallOptions | undefined =>
    endpoint.takesIdempotencyKey && !callOptions?.idempotencyKey ? { ...callOptions, idempotencyKey: crypto.randomUUID() } : callOptions;

  return {
    async call(endpoint, ...[input, givenOptions]) {
      const callOptions = withKey(endpoint, givenOptions);
      // A seller call sent with no token (a screen refetching while the logout clears its data) has
      // no session to end: its 101 must not say the session expired, nor log out again two seconds
      // later from whatever page the seller has gone to since.
      const sentSignedOut = options.refresh !== undefined && options.refresh.currentToken() === null;
      try {
        return (await sendWithRefresh(endpoint, (input ?? {}) as RequestInput, callOptions)) as never;
      } catch (error) {
        const handled = callOptions?.errors !== 'caller' || endsSession(error);
        if (handled && !(sentSignedOut && endsSession(error))) {
          applyErrorActions(options.actionsFor(error), error, options.effects());
        }
        throw error;
      }
    },
  };
}
