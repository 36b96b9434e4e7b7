import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { TokenPair } from '../../src/contract';
import { ErrorCode } from '../../src/contract';
import type { Executor } from '../db/database';
import { sellerAccessTokens, sellerRefreshTokens, sellerSessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { openSuccessor, sealSuccessor } from './refreshSuccessor';
import { addSeconds, hashToken, newOpaqueToken } from './tokens';

const refreshRefused = () =>
  new AppError(401, ErrorCode.REFRESH_TOKEN_INVALID, 'Your session has ended. Please sign in again.');

/** A token's end: its own lifetime, or the session's end when that comes first (a staff session). */
const capped = (at: Date, sessionEnd: Date | null) => (sessionEnd !== null && sessionEnd < at ? sessionEnd : at);

async function issuePair(
  db: Executor,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  sessionId: string,
  sessionEnd: Date | null,
): Promise<TokenPair> {
  const now = deps.clock();
  const access = newOpaqueToken();
  const refresh = newOpaqueToken();
  await db.insert(sellerAccessTokens).values({
    tokenHash: access.hash,
    sessionId,
    expiresAt: capped(addSeconds(now, deps.config.accessTokenTtlSeconds), sessionEnd),
  });
  await db.insert(sellerRefreshTokens).values({
    tokenHash: refresh.hash,
    sessionId,
    expiresAt: capped(addSeconds(now, deps.config.refreshTokenTtlSeconds), sessionEnd),
  });
  return { token: access.token, refreshToken: refresh.token };
}

export async function startSellerSession(deps: AppDeps, userId: number): Promise<TokenPair> {
  return deps.db.transaction(async (tx) => {
    const [session] = await tx.insert(sellerSessions).values({ userId }).returning({ id: sellerSessions.id });
    return issuePair(tx, deps, session!.id, null);
  });
}

/**
 * A session staff open as the seller (login as user): marked with the staff member, and ending at
 * `expiresAt` whatever the tokens' own lifetimes. Made in the caller's transaction.
 */
export async function startImpersonatedSession(
  tx: Executor,
  deps: AppDeps,
  session: { userId: number; adminId: number; expiresAt: Date },
): Promise<TokenPair> {
  const [row] = await tx
    .insert(sellerSessions)
    .values({ userId: session.userId, impersonatedByAdminId: session.adminId, expiresAt: session.expiresAt })
    .returning({ id: sellerSessions.id });
  return issuePair(tx, deps, row!.id, session.expiresAt);
}

type Rotation = TokenPair | 'refused' | 'disabled';

/** Whether the session is alive and its account enabled, and when the session ends (null: never by itself). */
async function sessionState(db: Executor, sessionId: string): Promise<{ state: 'live' | 'refused' | 'disabled'; end: Date | null }> {
  const [session] = await db
    .select({ revokedAt: sellerSessions.revokedAt, expiresAt: sellerSessions.expiresAt, disabledAt: users.disabledAt })
    .from(sellerSessions)
    .innerJoin(users, eq(users.id, sellerSessions.userId))
    .where(eq(sellerSessions.id, sessionId));
  if (!session || session.revokedAt) return { state: 'refused', end: null };
  return { state: session.disabledAt ? 'disabled' : 'live', end: session.expiresAt };
}

/** A first use: the token is marked used in the statement that checks it, so only one caller wins. */
async function exchange(tx: Executor, deps: AppDeps, refreshToken: string, tokenHash: string): Promise<Rotation | null> {
  const now = deps.clock();
  const [claimed] = await tx
    .update(sellerRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(sellerRefreshTokens.tokenHash, tokenHash), isNull(sellerRefreshTokens.usedAt)))
    .returning({ sessionId: sellerRefreshTokens.sessionId, expiresAt: sellerRefreshTokens.expiresAt });
  if (!claimed) return null;
  if (claimed.expiresAt <= now) return 'refused';
  const { state, end } = await sessionState(tx, claimed.sessionId);
  if (state !== 'live') return state;
  const pair = await issuePair(tx, deps, claimed.sessionId, end);
  await tx
    .update(sellerRefreshTokens)
    .set({ successor: sealSuccessor(refreshToken, tokenHash, pair) })
    .where(eq(sellerRefreshTokens.tokenHash, tokenHash));
  // Earlier tokens of this session are past any retry now: nothing of their pairs stays readable.
  await tx
    .update(sellerRefreshTokens)
    .set({ successor: null })
    .where(
      and(
        eq(sellerRefreshTokens.sessionId, claimed.sessionId),
        isNotNull(sellerRefreshTokens.successor),
        lt(sellerRefreshTokens.usedAt, graceStart(deps)),
      ),
    );
  return pair;
}

const graceStart = (deps: Pick<AppDeps, 'clock' | 'config'>) =>
  new Date(deps.clock().getTime() - deps.config.refreshGraceSeconds * 1000);

/**
 * A token used before. Within the grace window of its use, and while the pair it was exchanged for
 * is still the newest (its refresh token unused), that same pair is the answer: the client lost
 * the reply and retries. Anything else means the token leaked or was replayed, and the whole
 * session ends; that includes a retry whose pair was already refreshed in turn, because then
 * someone else holds the session's newest pair, possibly a thief.
 */
async function reuse(tx: Executor, deps: AppDeps, refreshToken: string, tokenHash: string): Promise<Rotation> {
  const [used] = await tx
    .select({ sessionId: sellerRefreshTokens.sessionId, usedAt: sellerRefreshTokens.usedAt, successor: sellerRefreshTokens.successor })
    .from(sellerRefreshTokens)
    .where(eq(sellerRefreshTokens.tokenHash, tokenHash));
  if (!used) return 'refused';
  const inGrace = used.usedAt !== null && used.usedAt >= graceStart(deps) && used.successor !== null;
  const pair = inGrace ? openSuccessor(refreshToken, tokenHash, used.successor!) : undefined;
  if (pair) {
    const [next] = await tx
      .select({ usedAt: sellerRefreshTokens.usedAt })
      .from(sellerRefreshTokens)
      .where(eq(sellerRefreshTokens.tokenHash, hashToken(pair.refreshToken)));
    const { state } = await sessionState(tx, used.sessionId);
    if (next && next.usedAt === null && state !== 'refused') return state === 'live' ? pair : 'disabled';
  }
  await revokeSellerSession(tx, deps.clock, used.sessionId);
  return 'refused';
}

/**
 * Refresh tokens are single use (spec 4): a first use gets a new pair; a repeat within
 * `refreshGraceSeconds` gets the same pair again (a lost reply); any other repeat revokes the
 * session. Two concurrent uses of one token: one exchanges it, the other waits for that row and
 * then answers as a repeat, so both get the same pair.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<TokenPair> {
  const tokenHash = hashToken(refreshToken);
  const outcome = await deps.db.transaction(
    async (tx) => (await exchange(tx, deps, refreshToken, tokenHash)) ?? reuse(tx, deps, refreshToken, tokenHash),
  );
  if (outcome === 'disabled') {
    throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Contact support.');
  }
  if (outcome === 'refused') throw refreshRefused();
  return outcome;
}

export async function revokeSellerSession(db: Executor, clock: AppDeps['clock'], sessionId: string) {
  await db.update(sellerSessions).set({ revokedAt: clock() }).where(eq(sellerSessions.id, sessionId));
  await db.delete(sellerAccessTokens).where(eq(sellerAccessTokens.sessionId, sessionId));
  await db
    .update(sellerRefreshTokens)
    .set({ successor: null })
    .where(and(eq(sellerRefreshTokens.sessionId, sessionId), isNotNull(sellerRefreshTokens.successor)));
}

/** Ends every live session of a seller (an account deleted by staff): no token of theirs opens anything after. */
export async function revokeEverySellerSession(db: Executor, clock: AppDeps['clock'], userId: number): Promise<number> {
  const ended = await db
    .update(sellerSessions)
    .set({ revokedAt: clock() })
    .where(and(eq(sellerSessions.userId, userId), isNull(sellerSessions.revokedAt)))
    .returning({ id: sellerSessions.id });
  const ids = ended.map(({ id }) => id);
  if (ids.length === 0) return 0;
  await db.delete(sellerAccessTokens).where(inArray(sellerAccessTokens.sessionId, ids));
  await db.update(sellerRefreshTokens).set({ successor: null }).where(inArray(sellerRefreshTokens.sessionId, ids));
  return ids.length;
}

/** The session of a refresh token, used or not: logout must work with whatever the browser holds. */
export async function sessionOfRefreshToken(db: Executor, refreshToken: string) {
  const [row] = await db
    .select({ sessionId: sellerRefreshTokens.sessionId, userId: sellerSessions.userId })
    .from(sellerRefreshTokens)
    .innerJoin(sellerSessions, eq(sellerSessions.id, sellerRefreshTokens.sessionId))
    .where(eq(sellerRefreshTokens.tokenHash, hashToken(refreshToken)));
  return row;
}
