import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { AUTHORISATION_STATE_MINUTES, ErrorCode, type authorisationCompleteBody } from '../../../src/contract';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { marketplaceAuthStates, marketplaceConnections, stockOverrides, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { CodeRefused } from '../../marketplace/authorization/authorizationMarketplace';
import { sealCredential } from './credentialSeal';
import { readConnection } from './connection';
import { isUniqueViolation } from '../../db/uniqueViolation';

/**
 * Authorising Folio on the seller's marketplace account, the OAuth way: a state Folio makes (256
 * random bits, stored as its SHA-256, bound to the seller, AUTHORISATION_STATE_MINUTES long, single
 * use) goes to the marketplace's consent page and must come back unchanged with the code.
 */

/** Folio's return address, the route that finishes the round trip (registered with the marketplace). */
export const RETURN_PATH = '/sp/auth/complete';

const startAgain = 'Start again from Account, Integration.';
const stateInvalid = () =>
  new AppError(400, ErrorCode.MARKETPLACE_STATE_INVALID, `This authorisation did not start from your Folio account, or its address was changed on the way. ${startAgain}`);
const stateExpired = () =>
  new AppError(400, ErrorCode.MARKETPLACE_STATE_EXPIRED, `This authorisation took more than ${AUTHORISATION_STATE_MINUTES} minutes to come back from the marketplace. ${startAgain}`);
const stateUsed = () =>
  new AppError(409, ErrorCode.MARKETPLACE_STATE_USED, `This authorisation was already completed; each one works once. ${startAgain}`);
const codeRefused = (reason: string) =>
  new AppError(400, ErrorCode.MARKETPLACE_CODE_REFUSED, `The marketplace did not accept the authorisation: ${reason} ${startAgain}`);
const accountTaken = (sellingPartnerId: string) =>
  new AppError(409, ErrorCode.MARKETPLACE_ACCOUNT_TAKEN, `The marketplace account ${sellingPartnerId} is connected to another Folio account. Sign in to that one, or authorise another marketplace account.`);
const switchUnconfirmed = (current: string, next: string) =>
  new AppError(
    409,
    ErrorCode.MARKETPLACE_ACCOUNT_SWITCH,
    `Folio is connected to the marketplace account ${current}. Connecting ${next} instead shows ${next}'s stock; confirm to switch.`,
  );

export async function startAuthorisation(deps: AppDeps, userId: number) {
  const now = deps.clock();
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + AUTHORISATION_STATE_MINUTES * 60_000);
  // The seller's finished and stale states are of no use any more: each start clears them.
  await deps.db
    .delete(marketplaceAuthStates)
    .where(and(eq(marketplaceAuthStates.userId, userId), or(isNotNull(marketplaceAuthStates.usedAt), lt(marketplaceAuthStates.expiresAt, now))));
  await deps.db.insert(marketplaceAuthStates).values({ stateHash: hash, userId, expiresAt });
  const [account] = await deps.db.select({ sellingPartnerId: users.marketplaceSellerId }).from(users).where(eq(users.id, userId));
  const consentUrl = deps.marketplace.authorization.consentUrl({ state: token, returnTo: RETURN_PATH, accountHint: account?.sellingPartnerId ?? null });
  return { consentUrl, expiresAt: expiresAt.toISOString() };
}

/** The state's row, if it is this seller's, unused and current; otherwise the refusal that says why. */
async function checkState(deps: AppDeps, userId: number, state: string) {
  const [row] = await deps.db.select().from(marketplaceAuthStates).where(eq(marketplaceAuthStates.stateHash, hashToken(state)));
  // Another seller's state answers as an unknown one: it does not tell that the state exists.
  if (!row || row.userId !== userId) throw stateInvalid();
  if (row.usedAt) throw stateUsed();
  if (row.expiresAt <= deps.clock()) throw stateExpired();
  return row;
}

type CompleteBody = z.output<typeof authorisationCompleteBody>;

export async function completeAuthorisation(deps: AppDeps, userId: number, body: CompleteBody) {
  const state = await checkState(deps, userId, body.state);
  const [account] = await deps.db.select({ current: users.marketplaceSellerId }).from(users).where(eq(users.id, userId));
  const current = account?.current ?? null;
  // Asked before the state is spent, so the seller can confirm and complete with the same one.
  if (current !== null && current !== body.sellingPartnerId && !body.replaceAccount) throw switchUnconfirmed(current, body.sellingPartnerId);

  // Spent before the code is exchanged, whatever the exchange answers: a state is never taken twice,
  // even by two tabs completing at once.
  const spent = await deps.db
    .update(marketplaceAuthStates)
    .set({ usedAt: deps.clock() })
    .where(and(eq(marketplaceAuthStates.stateHash, state.stateHash), isNull(marketplaceAuthStates.usedAt)))
    .returning({ stateHash: marketplaceAuthStates.stateHash });
  if (spent.length === 0) throw stateUsed();

  let grant;
  try {
    grant = await deps.marketplace.authorization.exchangeCode({ code: body.code, returnTo: RETURN_PATH, sellingPartnerId: body.sellingPartnerId }, deps.clock());
  } catch (error) {
    if (error instanceof CodeRefused) throw codeRefused(error.message);
    throw error;
  }
  // The seller id in the address is the browser's word; the marketplace's answer is the one that counts.
  if (grant.sellingPartnerId !== body.sellingPartnerId) throw codeRefused('it was given for another seller account.');

  const refreshTokenSealed = await sealCredential(deps, userId, grant.refreshToken);
  try {
    await deps.db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.marketplaceSellerId, grant.sellingPartnerId), ne(users.id, userId)));
      if (other) throw accountTaken(grant.sellingPartnerId);
      const [me] = await tx.select({ current: users.marketplaceSellerId }).from(users).where(eq(users.id, userId)).for('update');
      // Folio's changes name the old account's SKUs; on another account they would land on other books.
      if (me?.current && me.current !== grant.sellingPartnerId) await tx.delete(stockOverrides).where(eq(stockOverrides.sellerId, userId));
      await tx.update(users).set({ marketplaceSellerId: grant.sellingPartnerId }).where(eq(users.id, userId));
      const connection = {
        sellingPartnerId: grant.sellingPartnerId,
        region: grant.region,
        marketplaceId: grant.marketplace.id,
        marketplaceName: grant.marketplace.name,
        refreshTokenSealed,
        authorisedAt: deps.clock(),
        expiresAt: grant.expiresAt,
      };
      await tx.insert(marketplaceConnections).values({ userId, ...connection }).onConflictDoUpdate({ target: marketplaceConnections.userId, set: connection });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountTaken(grant.sellingPartnerId);
    throw error;
  }
  return readConnection(deps, userId);
}
