import { endsSession } from '~/api/catalogue';
import { ApiError, HttpError, isTransient, ReplyShapeError } from '~/api/errors';
import { ErrorCode } from '~/contract/errors';
import type { OutboxError } from './outboxEntry';

/**
 * What a failed send means for its entry (ARCHITECTURE: outbox):
 * - retry: no answer, or the server could not answer now (5xx, 408, 429): keep it, back off, and
 *   send nothing after it, so the order holds;
 * - refused: the server said no (4xx): the seller must look at it; the next entry goes on;
 * - applied: 1080, the server had applied this idempotency key already;
 * - sessionEnded: 101 after a failed refresh, 103, 1054: the runner stops, the entry stays.
 */
export type SendVerdict = { kind: 'applied' } | { kind: 'retry' | 'refused'; error: OutboxError } | { kind: 'sessionEnded' };

export function judgeFailure(error: unknown): SendVerdict {
  if (endsSession(error)) return { kind: 'sessionEnded' };
  if (error instanceof ApiError && error.code === ErrorCode.ALREADY_APPLIED) return { kind: 'applied' };
  if (error instanceof ApiError || error instanceof HttpError) {
    const described = { message: error.message, status: error.status, ...(error instanceof ApiError ? { errorCode: error.code } : {}) };
    return { kind: isTransient(error) ? 'retry' : 'refused', error: described };
  }
  if (isTransient(error)) return { kind: 'retry', error: { message: (error as Error).message } };
  if (error instanceof ReplyShapeError) return { kind: 'refused', error: { message: error.message } };
  // A bug in this app, not the network: retrying would fail the same way, so show it.
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'refused', error: { message: `This change could not be sent: ${message}` } };
}
