import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER } from '../../src/contract';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, invalidInput } from './appError';
import { keyHash, openReply, sealReply, type KeyScope } from './idempotencySeal';

/**
 * At-most-once writes (architecture: the outbox replays writes with a key; the app sends a
 * key with every write it makes, so a repeat answers the first outcome). Two ways to run one:
 *
 * - 'transaction' (the default): the write runs in one transaction together with the insert of its
 *   key row, so the write and the key commit or roll back together; a concurrent repeat waits on the
 *   unique key and then finds the row; a later repeat gets the stored reply without the handler
 *   running again.
 * - 'claim': for a write that cannot be one transaction, because it reaches something over another
 *   connection (a card processor, the mailer, a marketplace's authorisation): the key is claimed in a
 *   row of its own first, the handler runs as without a key, and its reply is recorded after. A
 *   repeat that comes meanwhile waits for that reply.
 *
 * Either way a failed write leaves no key, so its retry meets the same error (or goes through once
 * fixed). Keys are kept per seller, and per staff member for the admin area's writes; a public
 * call's keys are kept under the key alone, which only its caller knows (idempotencySeal.ts).
 */

/**
 * 'own': the handler keeps the key in a record of its own (a refund's row, asked again of the
 * processor with the same key), so the layer only checks the key's form and passes it on.
 */
export type IdempotencyMode = 'transaction' | 'claim' | 'own';

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's key, checked; undefined when it sends none (the call then behaves as always). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw invalidInput(`${IDEMPOTENCY_KEY_HEADER} must be 8 to 100 letters, digits, hyphens or underscores.`);
  }
  return header;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What makes two requests "the same": method, path with query, and the body's text as sent (a
 * client repeats a request byte for byte: the app's retries and the outbox send the same JSON).
 */
export function requestFingerprint(request: Pick<FastifyRequest, 'method' | 'url' | 'body' | 'bodyDigest'>): string {
  const body = request.bodyDigest ?? (request.body === undefined ? 'no body' : sha256(JSON.stringify(request.body)));
  return sha256(`${request.method} ${request.url}\n${body}`);
}

const keyReused = () =>
  new AppError(
    422,
    ErrorCode.VALIDATION_FAILED,
    `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; send a new key with each new request.`,
  );

const stillRunning = () =>
  new AppError(409, ErrorCode.VALIDATION_FAILED, 'A request with this key is still running; try again.');

const neverFinished = () =>
  new AppError(
    409,
    ErrorCode.VALIDATION_FAILED,
    'An earlier request with this key did not finish: check whether it was done, then send a new key if it was not.',
  );

export interface Once<T> {
  data: T;
  /** True when the stored reply of an earlier request with this key was answered. */
  replayed: boolean;
}

export interface Claim {
  scope: KeyScope;
  /** The Idempotency-Key as sent; only its hash is stored. */
  key: string;
  fingerprint: string;
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

const newRow = (claim: Claim) => ({
  userId: claim.scope.kind === 'seller' ? claim.scope.userId : null,
  key: keyHash(claim.scope, claim.key),
  fingerprint: claim.fingerprint,
  status: 'IN_PROGRESS',
});

async function findRow(db: Database, claim: Claim): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, keyHash(claim.scope, claim.key)));
  return row;
}

/** The earlier request's reply, once it is there; undefined while it runs. */
function replayOf<T>(earlier: KeyRow, claim: Claim): Once<T> | undefined {
  if (earlier.fingerprint !== claim.fingerprint) throw keyReused();
  if (earlier.status !== 'COMPLETED') return undefined;
  return { data: openReply(claim.scope, claim.key, earlier.reply!) as T, replayed: true };
}

const complete = (claim: Claim, data: unknown) => ({ status: 'COMPLETED', reply: sealReply(claim.scope, claim.key, data) });

async function inTransaction<T>(deps: AppDeps, claim: Claim, write: (deps: AppDeps) => Promise<T>): Promise<Once<T>> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(idempotencyKeys).values(newRow(claim)).onConflictDoNothing().returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const earlier = await findRow(tx as unknown as Database, claim);
      const replay = earlier && replayOf<T>(earlier, claim);
      if (!replay) throw stillRunning();
      return replay;
    }
    const data = await write({ ...deps, db: tx as unknown as Database });
    await tx.update(idempotencyKeys).set(complete(claim, data)).where(eq(idempotencyKeys.id, claimed.id));
    return { data, replayed: false };
  });
}

/** How long a repeat waits for a claimed write to end, and how often it looks. */
const CLAIM_WAIT_MS = 20_000;
const CLAIM_POLL_MS = 50;
/** A claim this old was left by a server that stopped mid-write: its outcome is unknown. */
const CLAIM_ABANDONED_MS = 10 * 60_000;

async function claimFirst<T>(deps: AppDeps, claim: Claim, write: (deps: AppDeps) => Promise<T>): Promise<Once<T>> {
  const giveUpAt = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const [claimed] = await deps.db
      .insert(idempotencyKeys)
      .values({ ...newRow(claim), createdAt: deps.clock() })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      let data: T;
      try {
        data = await write(deps);
      } catch (error) {
        await deps.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
        throw error;
      }
      await deps.db.update(idempotencyKeys).set(complete(claim, data)).where(eq(idempotencyKeys.id, claimed.id));
      return { data, replayed: false };
    }
    const earlier = await findRow(deps.db, claim);
    // Gone: the first request failed and let its key go, so this one runs.
    if (!earlier) continue;
    const replay = replayOf<T>(earlier, claim);
    if (replay) return replay;
    if (deps.clock().getTime() - earlier.createdAt.getTime() > CLAIM_ABANDONED_MS) throw neverFinished();
    if (Date.now() > giveUpAt) throw stillRunning();
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

export function applyOnce<T>(deps: AppDeps, mode: IdempotencyMode, claim: Claim, write: (deps: AppDeps) => Promise<T>): Promise<Once<T>> {
  return mode === 'claim' ? claimFirst(deps, claim, write) : inTransaction(deps, claim, write);
}
