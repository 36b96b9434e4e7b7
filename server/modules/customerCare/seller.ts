import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { invalidInput } from '../../http/appError';

/**
 * The seller a staff change names (userId of its query or body), locked for the change: staff
 * acting on one account at once take turns, so each staff action records the value it really
 * replaced. A deleted account is not changed any more; either way the answer names the field.
 */
export async function lockSeller(tx: Executor, userId: number, field = 'userId') {
  const [user] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt, doNotContact: users.doNotContact, unsubscribeReasonId: users.unsubscribeReasonId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user || user.deletedAt) throw invalidInput(`${field} names no seller.`);
  return user;
}
