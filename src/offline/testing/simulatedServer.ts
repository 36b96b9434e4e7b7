import { ApiError } from '~/api/errors';
import type { OutboxInput } from '../outboxEntry';

export interface SimulatedRequest {
  idempotencyKey: string;
  input: OutboxInput;
}

/**
 * The server as the outbox sees it: an idempotency key is applied at most once, in the same step
 * as the write, and a repeat gets the stored reply. Writes it refuses (a 4xx) store nothing.
 */
export function simulatedServer(refuses: (writeId: number) => boolean) {
  const replies = new Map<string, { applied: number }>();
  const applied: number[] = [];

  return {
    applied,
    handle(request: SimulatedRequest): { applied: number } {
      const stored = replies.get(request.idempotencyKey);
      if (stored) return stored;
      const writeId = (request.input.body as { writeId: number }).writeId;
      if (refuses(writeId)) throw new ApiError(107, `Write ${writeId} is not valid.`, 400);
      applied.push(writeId);
      const reply = { applied: writeId };
      replies.set(request.idempotencyKey, reply);
      return reply;
    },
  };
}
