import { and, eq, isNull } from 'drizzle-orm';
import type { TokenPair } from '../../src/contract';
import { ErrorCode } from '../../src/contract';
import type { Executor } from '../db/database';
import { sellerAccessTokens, sellerRefreshTokens, sellerSessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/appError';
import { addSeconds, hashToken, newOpaqueToken } from './tokens';

const refreshRefused = () =>
  new AppError(401, ErrorCode.REFRESH_TOKEN_INVALID, 'Your session has ended. Please sign in again.');

async function issuePair(
  db: Executor,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  sessionId: string,
): Promise<TokenPair> {
  const now = deps.clock();
  const access = newOpaqueToken();
  const refresh = newOpaqueToken();
  await db.insert(sellerAccessTokens).values({
    tokenHash: access.hash,
    sessionId,
    expiresAt: addSeconds(now, deps.config.accessTokenTtlSeconds),
  });
  await db.insert(sellerRefreshTokens).values({
    tokenHash: refresh.hash,
    sessionId,
    expiresAt: addSeconds(now, deps.config.refreshTokenTtlSeconds),
  });
  return { token: access.token, refreshToken: refresh.token };
}

export async function startSellerSession(deps: AppDeps, userId: number): Promise<TokenPair> {
  return deps.db.transaction(async (tx) => {
    const [session] = await tx.insert(sellerSessions).values({ userId }).returning({ id: sellerSessions.id });
    return issuePair(tx, deps, session!.id);
  });
}

/**
 * Single use: the token is marked used in the same statement that checks it, so two concurrent
 * refreshes cannot both win. Presenting a used token again means it leaked or was replayed:
 * the whole session is revoked.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<TokenPair> {
  const now = deps.clock();
  const tokenHash = hashToken(refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sellerRefreshTokens)
      .set({ usedAt: now })
      .where(and(eq(sellerRefreshTokens.tokenHash, tokenHash), isNull(sellerRefreshTokens.usedAt)))
      .returning();
    if (!claimed) {
      const [used] = await tx
        .select({ sessionId: sellerRefreshTokens.sessionId })
        .from(sellerRefreshTokens)
        .where(eq(sellerRefreshTokens.tokenHash, tokenHash));
      if (used) await revokeSellerSession(tx, deps.clock, used.sessionId);
      return null;
    }
    const [session] = await tx
      .select({ revokedAt: sellerSessions.revokedAt, disabledAt: users.disabledAt })
      .from(sellerSessions)
      .innerJoin(users, eq(users.id, sellerSessions.userId))
      .where(eq(sellerSessions.id, claimed.sessionId));
    if (!session || session.revokedAt || claimed.expiresAt <= now) return null;
    if (session.disabledAt) return 'disabled' as const;
    return issuePair(tx, deps, claimed.sessionId);
  });
  if (outcome === 'disabled') {
    throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Contact support.');
  }
  if (!outcome) throw refreshRefused();
  return outcome;
}

export async function revokeSellerSession(db: Executor, clock: AppDeps['clock'], sessionId: string) {
  await db.update(sellerSessions).set({ revokedAt: clock() }).where(eq(sellerSessions.id, sessionId));
  await db.delete(sellerAccessTokens).where(eq(sellerAccessTokens.sessionId, sessionId));
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
