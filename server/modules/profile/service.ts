import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Profile, passwordChangeBody, profileBody } from '../../../src/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeSellerSession } from '../../auth/sellerSessions';
import { claimSignInAttempt, forgetSignInFailures } from '../../auth/signInThrottle';
import { sellerSessions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';

const profileColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  phone: users.phone,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  state: users.state,
  zip: users.zip,
};

export async function readProfile(deps: AppDeps, userId: number): Promise<Profile> {
  const [row] = await deps.db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('The account');
  return row as Profile;
}

export async function updateProfile(deps: AppDeps, userId: number, body: z.output<typeof profileBody>): Promise<Profile> {
  const [row] = await deps.db.update(users).set(body).where(eq(users.id, userId)).returning(profileColumns);
  if (!row) throw notFound('The account');
  return row as Profile;
}

/**
 * A new password, given the current one. Guesses at the current password are slowed as sign-in
 * guesses are, on the same counters (signInThrottle.ts): a borrowed session is no faster way to
 * guess. Every other session ends (whoever knew the old password is signed out at their next
 * call); the one that made the change stays signed in.
 */
export async function changePassword(
  deps: AppDeps,
  seller: { userId: number; email: string; sessionId: string },
  clientIp: string,
  body: z.output<typeof passwordChangeBody>,
) {
  const { userId, sessionId } = seller;
  const attempt = { realm: 'seller' as const, email: seller.email, client: clientIp };
  await claimSignInAttempt(deps, attempt);
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('The account');
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) throw invalidInput('currentPassword is not your current password.');
  await forgetSignInFailures(deps, attempt);
  if (body.currentPassword === body.newPassword) throw invalidInput('newPassword must differ from the current password.');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const others = await tx
      .select({ id: sellerSessions.id })
      .from(sellerSessions)
      .where(and(eq(sellerSessions.userId, userId), ne(sellerSessions.id, sessionId), isNull(sellerSessions.revokedAt)));
    for (const other of others) await revokeSellerSession(tx, deps.clock, other.id);
  });
  return null;
}
