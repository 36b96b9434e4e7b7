import { ErrorCode } from '../../../src/contract';
import { AppError } from '../../http/appError';

/**
 * Every failure of a marketplace call becomes an AppError of Folio's catalogue with a sentence that
 * says which call failed and what to do: never a 500, never the marketplace's words alone. Only
 * these leave the adapter, never the HTTP client's own error, which carries the request (its access
 * token, a signed document address) and would put it in a log.
 */

/** What the marketplace says in an error body: `{ errors: [{ code, message, details }] }`. */
interface MarketplaceErrorBody {
  errors?: { code?: unknown; message?: unknown }[];
  error?: unknown;
  error_description?: unknown;
}

/** The parts of a failed HTTP call that are safe to read: status, error code and body. */
export interface FailedCall {
  status?: number;
  /** Node's or the HTTP client's code for a call that got no answer: ECONNREFUSED, ECONNABORTED, ETIMEDOUT... */
  code?: string;
  body?: unknown;
}

/** Reads a thrown value the way an HTTP client (axios, and the SDK's wrapper of it) shapes it. */
export function failedCallOf(error: unknown): FailedCall {
  if (typeof error !== 'object' || error === null) return {};
  const shaped = error as { response?: { status?: number; data?: unknown }; code?: unknown; status?: unknown; cause?: unknown };
  const response = shaped.response ?? (shaped.cause as { response?: { status?: number; data?: unknown } } | undefined)?.response;
  return {
    status: response?.status ?? (typeof shaped.status === 'number' ? shaped.status : undefined),
    code: typeof shaped.code === 'string' ? shaped.code : undefined,
    body: response?.data,
  };
}

const MAX_REASON = 300;

/** The marketplace's own reason, trimmed, without anything that looks like a token or an address with a signature. */
export function reasonOf(body: unknown): string | null {
  const shaped = (typeof body === 'object' && body !== null ? body : {}) as MarketplaceErrorBody;
  const first = shaped.errors?.[0];
  const parts = first
    ? [typeof first.message === 'string' ? first.message : null, typeof first.code === 'string' ? `(${first.code})` : null]
    : [typeof shaped.error_description === 'string' ? shaped.error_description : null, typeof shaped.error === 'string' ? `(${shaped.error})` : null];
  const reason = parts.filter((part): part is string => part !== null).join(' ').trim();
  if (!reason) return null;
  const clean = reason.replace(/https?:\/\/\S+/g, '[address]').replace(/Atz[ar]\|\S+/g, '[token]');
  return clean.length > MAX_REASON ? `${clean.slice(0, MAX_REASON - 1)}…` : clean;
}

const NO_ANSWER_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ERR_NETWORK', 'ERR_CANCELED', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The AppError for a failed call. `what` names the call as a seller would, as a noun ("the lookup
 * of 9780306406157", "the new prices of run 12"): every sentence says it.
 */
export function marketplaceError(what: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const call = failedCallOf(error);
  const reason = reasonOf(call.body);
  if (call.status === 401 || call.status === 403 || isRevokedGrant(call)) {
    return new AppError(
      409,
      ErrorCode.MARKETPLACE_NOT_CONNECTED,
      `The marketplace no longer accepts Folio's authorisation on your account (${what}). Authorise Folio again from Account, Integration.`,
    );
  }
  if (call.status === 429) {
    return new AppError(503, ErrorCode.MARKETPLACE_UNAVAILABLE, `The marketplace kept asking Folio to slow down (${what}). Try again in a few minutes.`);
  }
  if (call.status === undefined || call.status >= 500 || (call.code !== undefined && NO_ANSWER_CODES.has(call.code))) {
    const why = call.status === undefined ? 'did not answer' : `failed with ${call.status}`;
    return new AppError(503, ErrorCode.MARKETPLACE_UNAVAILABLE, `The marketplace ${why} (${what}). Try again in a few minutes.`);
  }
  return new AppError(
    422,
    ErrorCode.MARKETPLACE_REFUSED,
    `The marketplace refused ${what}${reason ? `: ${reason}` : ` (it answered ${call.status})`}.`,
  );
}

/** Login with Amazon answers 400 invalid_grant for a refresh token the seller revoked or that expired. */
function isRevokedGrant(call: FailedCall): boolean {
  const body = call.body as MarketplaceErrorBody | undefined;
  return call.status === 400 && body?.error === 'invalid_grant';
}

export const notConnected = () =>
  new AppError(409, ErrorCode.MARKETPLACE_NOT_CONNECTED, 'Folio is not authorised on your marketplace account yet. Connect it from Account, Integration.');
