import type { z } from 'zod/mini';

/** The server answered with an error envelope. */
export class ApiError extends Error {
  readonly kind = 'api' as const;
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    /** The request's id (the reply's X-Request-Id), which the server's log lines carry. */
    readonly reference?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An HTTP error without an envelope, as from a proxy in front of the server. */
export class HttpError extends Error {
  readonly kind = 'http' as const;
  constructor(
    readonly status: number,
    message: string,
    /** The request's id when the server answered after all (a proxy passes its header on). */
    readonly reference?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** No answer at all: offline, DNS, connection refused. */
export class NetworkError extends Error {
  readonly kind = 'network' as const;
  constructor(message = 'The server cannot be reached. Check your connection.') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** No answer within the request timeout (spec 7: 30000 ms); the code is the one spec 8.1 names. */
export class TimeoutError extends Error {
  readonly kind = 'timeout' as const;
  readonly code = 'ECONNABORTED';
  constructor(readonly timeoutMs: number) {
    super(`The server did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
    this.name = 'TimeoutError';
  }
}

/** A reply that does not match the contract: the app and the server disagree. */
export class ReplyShapeError extends Error {
  readonly kind = 'reply-shape' as const;
  constructor(readonly call: string, readonly issues: z.core.$ZodIssue[]) {
    super(`The server's reply to ${call} was not understood.`);
    this.name = 'ReplyShapeError';
  }
}

export type CallError = ApiError | HttpError | NetworkError | TimeoutError | ReplyShapeError;

export function isCallError(error: unknown): error is CallError {
  return (
    error instanceof ApiError ||
    error instanceof HttpError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof ReplyShapeError
  );
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The server could not answer now (no network, a timeout, a 5xx, 408 or 429): trying again later
 * may succeed. Anything else is an answer, and asking again would get the same one.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (!(error instanceof ApiError || error instanceof HttpError)) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The id a seller can quote from a failed call's message, so that support finds its log line. */
export function referenceOf(error: unknown): string | undefined {
  return error instanceof ApiError || error instanceof HttpError ? error.reference : undefined;
}

/**
 * A refused or failed call in words for the screen: the server's own sentence when it gave one. A
 * failure of the server's own (5xx) quotes the request's id, which leads support to its log line; a
 * refusal (4xx) says what to change, and needs none.
 */
export function callFailure(error: unknown, fallback: string): string {
  if (!isCallError(error)) return fallback;
  const reference = referenceOf(error);
  const serverFailed = (error instanceof ApiError || error instanceof HttpError) && error.status >= 500;
  return reference && serverFailed ? `${error.message} (Reference: ${reference})` : error.message;
}
