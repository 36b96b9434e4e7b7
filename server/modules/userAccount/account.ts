import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../http/appError';

export type UserRow = typeof users.$inferSelect;

export const accountDeleted = () =>
  new AppError(409, ErrorCode.ACCOUNT_DELETED, 'This account was deleted: it can be read, not changed.');

/** Any account, deleted or not: its page and its invoices stay readable for the books. */
export async function anyAccount(db: Executor, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('The user');
  return row;
}

/**
 * An account staff may change, locked for the transaction so that two changes to one seller run
 * one at a time (billing's lockSeller takes the same lock).
 */
export async function liveAccount(tx: Executor, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('The user');
  if (row.deletedAt) throw accountDeleted();
  return row;
}

export const fullName = (row: Pick<UserRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();
