import { eq } from 'drizzle-orm';
import { ErrorCode, IMPERSONATION_PAGE, IMPERSONATION_SESSION_MINUTES, type TokenPair } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import { startImpersonatedSession } from '../../auth/sellerSessions';
import { addSeconds } from '../../auth/tokens';
import { admins, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { claimLink, createLink, IMPERSONATION_CODE_SECONDS } from '../account/links';
import { recordStaffAction } from '../staffActions/record';
import { anyAccount, accountDeleted } from './account';

interface ImpersonationPayload {
  userId: number;
  adminId: number;
}

const accountDisabled = () => new AppError(409, ErrorCode.ACCOUNT_DISABLED, 'This account is disabled: nobody can sign in to it, staff included.');

/**
 * POST management/user/{id}/login: a single-use code, good for a minute, that the new tab exchanges
 * for a staff session as the seller. Recorded when the code is made: whether or not it is used,
 * staff asked to enter the account.
 */
export async function loginAsUser(deps: AppDeps, staff: AdminPrincipal, userId: number) {
  const account = await anyAccount(deps.db, userId);
  if (account.deletedAt) throw accountDeleted();
  if (account.disabledAt) throw accountDisabled();
  const code = await deps.db.transaction(async (tx) => {
    await recordStaffAction(tx, staff, { userId, action: 'LOGIN_AS_USER', detail: { minutes: IMPERSONATION_SESSION_MINUTES } });
    return createLink({ ...deps, db: tx }, 'IMPERSONATION', account.email, { userId, adminId: staff.adminId } satisfies ImpersonationPayload);
  });
  return { path: `${IMPERSONATION_PAGE}#code=${code}`, expiresAt: addSeconds(deps.clock(), IMPERSONATION_CODE_SECONDS).toISOString() };
}

/**
 * POST user/impersonation (seller, public): the code is claimed in the statement that checks it, so
 * it opens one session, once. The staff member and the seller are read again: a staff account
 * disabled, or a seller deleted, in the minute between opens nothing.
 */
export async function exchangeImpersonationCode(deps: AppDeps, code: string): Promise<TokenPair> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const link = await claimLink(tx, now, code, ['IMPERSONATION']);
    const payload = link.payload as ImpersonationPayload;
    const [staff] = await tx.select({ disabledAt: admins.disabledAt }).from(admins).where(eq(admins.id, payload.adminId));
    const [seller] = await tx.select({ deletedAt: users.deletedAt, disabledAt: users.disabledAt }).from(users).where(eq(users.id, payload.userId));
    if (!staff || staff.disabledAt || !seller || seller.deletedAt || seller.disabledAt) {
      throw new AppError(403, ErrorCode.LINK_INVALID, 'This sign-in as the seller is no longer allowed. Ask again from the admin area.');
    }
    return startImpersonatedSession(tx, deps, {
      userId: payload.userId,
      adminId: payload.adminId,
      expiresAt: addSeconds(now, IMPERSONATION_SESSION_MINUTES * 60),
    });
  });
}
