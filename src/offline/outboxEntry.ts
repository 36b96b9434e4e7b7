import { z } from 'zod/mini';

export const OUTBOX_STATUSES = ['pending', 'attention'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a call sends, as the contract's CallInput: path params, query and body. */
export interface OutboxInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface OutboxError {
  message: string;
  errorCode?: number;
  status?: number;
}

/**
 * One write waiting to reach the server (ARCHITECTURE: outbox). The id is the global order;
 * seq orders one device's writes and is allocated in the transaction that adds the entry.
 */
export interface OutboxEntry {
  id: number;
  deviceId: string;
  seq: number;
  idempotencyKey: string;
  /** A key of the endpoint registry, e.g. 'bookzyDevices.setBuyCost'. */
  endpoint: string;
  input: OutboxInput;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  lastError?: OutboxError;
  /** Not sent again before this time (ms); the backoff after a failed attempt. */
  nextAttemptAt: number;
  /** A sentence for the seller: "Buy cost of Dana's phone → $1.00". */
  label: string;
}

export type NewOutboxEntry = Pick<OutboxEntry, 'deviceId' | 'idempotencyKey' | 'endpoint' | 'input' | 'label' | 'createdAt'>;

const outboxRowSchema = z.object({
  id: z.int(),
  deviceId: z.string(),
  seq: z.int(),
  idempotencyKey: z.string(),
  endpoint: z.string(),
  input: z.object({ params: z.optional(z.record(z.string(), z.unknown())), query: z.optional(z.record(z.string(), z.unknown())), body: z.optional(z.unknown()) }),
  createdAt: z.number(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  lastError: z.optional(z.object({ message: z.string(), errorCode: z.optional(z.number()), status: z.optional(z.number()) })),
  nextAttemptAt: z.number(),
  label: z.string(),
});

/** An entry saved under an earlier sign-in waits for the seller: Retry sends it from this one. */
export const OTHER_DEVICE_MESSAGE =
  'Saved during an earlier sign-in on this browser. Check that it still applies, then Retry to send it.';

/** Refusals of a state that can change: a session reopened, a product usable again, a lock released. */
const REFUSALS_THAT_CAN_CHANGE: readonly number[] = [403, 409, 423, 425];

/**
 * Whether Retry can get a refused write accepted: only when what stopped it may have changed. It
 * waited for the seller (saved under an earlier sign-in), or the server refused it for a state
 * (409: the session was submitted, and can be taken back; 403: a product not usable now). Bad
 * input (400), a record that is gone or a book the marketplace does not list (404), a damaged
 * entry or one this app cannot send are refused the same way every time: those get Discard alone.
 */
export function retryMayHelp(error: OutboxError | undefined): boolean {
  if (error?.status === undefined) return error?.message === OTHER_DEVICE_MESSAGE;
  return REFUSALS_THAT_CAN_CHANGE.includes(error.status);
}

export const DAMAGED_ENTRY_MESSAGE =
  'This saved change is damaged and cannot be sent. Discard it, or keep it and tell support.';

/**
 * A row read back from IndexedDB. A damaged one (another app version, a browser bug) becomes an
 * attention entry with what could be read: it is shown and never sent, never silently deleted.
 */
export function readOutboxRow(raw: unknown): { entry: OutboxEntry; damaged: boolean } {
  const parsed = outboxRowSchema.safeParse(raw);
  if (parsed.success) return { entry: parsed.data as OutboxEntry, damaged: false };
  const row = (raw ?? {}) as Partial<Record<keyof OutboxEntry, unknown>>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    damaged: true,
    entry: {
      id: Number(row.id),
      deviceId: text(row.deviceId, ''),
      seq: Number(row.seq) || 0,
      idempotencyKey: text(row.idempotencyKey, ''),
      endpoint: text(row.endpoint, 'unknown'),
      input: {},
      createdAt: Number(row.createdAt) || 0,
      status: 'attention',
      attempts: Number(row.attempts) || 0,
      lastError: { message: DAMAGED_ENTRY_MESSAGE },
      nextAttemptAt: 0,
      label: text(row.label, 'A saved change that cannot be read'),
    },
  };
}
