import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, type AnyEndpoint } from '../../src/contract';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, invalidInput } from './appError';
import { MAX_BODY_DEPTH, tooDeep } from './jsonBody';

/**
 * At-most-once seller writes (architecture: the outbox replays writes with a key). A write that
 * carries an Idempotency-Key runs in one transaction together with the insert of its key row:
 * the write and the key commit or roll back together, a concurrent repeat waits on the unique
 * (user, key) index and then finds the row, and a later repeat gets the stored reply without the
 * handler running again. A failed write leaves no key, so its retry meets the same error.
 */

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Seller writes made by a signed-in seller: the keys are kept per seller. */
export function takesIdempotencyKey(endpoint: AnyEndpoint): boolean {
  return endpoint.realm === 'seller' && endpoint.access !== 'public' && endpoint.method !== 'GET';
}

/** The request's key, checked; undefined when it sends none (the call then behaves as always). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw invalidInput(`${IDEMPOTENCY_KEY_HEADER} must be 8 to 100 letters, digits, hyphens or underscores.`);
  }
  return header;
}

/**
 * JSON with object keys sorted, so that the same body always gives the same fingerprint. Bodies
 * arrive depth-checked (jsonBody.ts); the bound here keeps the recursion safe whatever the caller.
 */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_BODY_DEPTH) throw tooDeep();
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, path with query, and body. */
export function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

const keyReused = () =>
  new AppError(
    422,
    ErrorCode.VALIDATION_FAILED,
    `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; send a new key with each new request.`,
  );

export interface Once<T> {
  data: T;
  /** True when the stored reply of an earlier request with this key was answered. */
  replayed: boolean;
}

export async function applyOnce<T>(
  deps: AppDeps,
  claim: { userId: number; key: string; fingerprint: string },
  write: (deps: AppDeps) => Promise<T>,
): Promise<Once<T>> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...claim, status: 'IN_PROGRESS' })
      .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
      if (!earlier) {
        throw new AppError(409, ErrorCode.VALIDATION_FAILED, 'A request with this key is still running; try again.');
      }
      if (earlier.fingerprint !== claim.fingerprint) throw keyReused();
      return { data: earlier.reply as T, replayed: true };
    }
    const data = await write({ ...deps, db: tx as unknown as Database });
    await tx
      .update(idempotencyKeys)
      .set({ status: 'COMPLETED', reply: data ?? null })
      .where(eq(idempotencyKeys.id, claimed.id));
    return { data, replayed: false };
  });
}
