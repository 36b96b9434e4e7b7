import { desc, eq } from 'drizzle-orm';
import type { AffiliateUser } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { recordStaffAction } from '../staffActions/record';
import { anyAccount, fullName, liveAccount, type UserRow } from './account';

const toAffiliateUser = (row: UserRow): AffiliateUser => ({
  id: row.id,
  email: row.email,
  name: fullName(row),
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** GET user/{id}/affiliate/users: the sellers who came through this one (a deleted seller's too, for commissions paid). */
export async function affiliateUsers(deps: AppDeps, affiliateId: number): Promise<AffiliateUser[]> {
  await anyAccount(deps.db, affiliateId);
  const rows = await deps.db.select().from(users).where(eq(users.referredByUserId, affiliateId)).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAffiliateUser);
}

/**
 * POST user/{id}/affiliate?affiliateUserId=: the seller affiliateUserId counts as having come
 * through affiliate {id} (a sign-up that missed the referral link). Recorded on both accounts.
 * A seller cannot refer themselves, nor the affiliate who referred them.
 */
export async function assignAffiliate(deps: AppDeps, staff: AdminPrincipal, affiliateId: number, referredId: number): Promise<AffiliateUser> {
  if (affiliateId === referredId) throw invalidInput('affiliateUserId must be another seller: a seller cannot refer themselves.');
  return deps.db.transaction(async (tx) => {
    // Locked in id order, so that two assignments between the same two sellers cannot deadlock.
    const [first, second] = affiliateId < referredId ? [affiliateId, referredId] : [referredId, affiliateId];
    const lockedFirst = await liveAccount(tx, first);
    const lockedSecond = await liveAccount(tx, second);
    const affiliate = first === affiliateId ? lockedFirst : lockedSecond;
    const referred = first === referredId ? lockedFirst : lockedSecond;
    if (affiliate.referredByUserId === referred.id) {
      throw invalidInput(`affiliateUserId must not be the seller who referred ${affiliate.email}.`);
    }
    const [updated] = await tx.update(users).set({ referredByUserId: affiliate.id }).where(eq(users.id, referred.id)).returning();
    const change = { referredByUserId: { from: referred.referredByUserId, to: affiliate.id } };
    await recordStaffAction(tx, staff, { userId: referred.id, action: 'AFFILIATE_ASSIGN', detail: { ...change, affiliateEmail: affiliate.email } });
    await recordStaffAction(tx, staff, { userId: affiliate.id, action: 'AFFILIATE_ASSIGN', detail: { ...change, referredUserId: referred.id, referredEmail: referred.email } });
    return toAffiliateUser(updated!);
  });
}

/** PUT management/user/{id}/affiliate/flag. */
export async function setAffiliateFlag(deps: AppDeps, staff: AdminPrincipal, userId: number, isAffiliate: boolean) {
  return deps.db.transaction(async (tx) => {
    const account = await liveAccount(tx, userId);
    if (account.isAffiliate !== isAffiliate) {
      await tx.update(users).set({ isAffiliate }).where(eq(users.id, userId));
      await recordStaffAction(tx, staff, { userId, action: 'AFFILIATE_FLAG', detail: { isAffiliate: { from: account.isAffiliate, to: isAffiliate } } });
    }
    return { isAffiliateUser: isAffiliate };
  });
}
