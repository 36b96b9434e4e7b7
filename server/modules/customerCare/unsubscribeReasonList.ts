import { asc, count, eq, sql } from 'drizzle-orm';
import { unsubscribeReasons, users } from '../../db/schema';
import { listService } from './valueList';

/** The unsubscribe reasons staff file against sellers who leave (spec 3.7, 7.9); users.unsubscribe_reason_id points here. */
export const unsubscribeReasonList = listService({
  noun: 'unsubscribe reason',
  key: 'unsubscribeReason',
  action: 'UNSUBSCRIBE_REASON',
  setAction: 'UNSUBSCRIBE_REASON_SET',
  detail: {},
  entries: (db, id) =>
    db
      .select({ id: unsubscribeReasons.id, value: unsubscribeReasons.value, sellerCount: count(users.id) })
      .from(unsubscribeReasons)
      .leftJoin(users, eq(users.unsubscribeReasonId, unsubscribeReasons.id))
      .where(id === undefined ? undefined : eq(unsubscribeReasons.id, id))
      .groupBy(unsubscribeReasons.id)
      .orderBy(asc(sql`lower(${unsubscribeReasons.value})`), asc(unsubscribeReasons.id)),
  lock: async (tx, id) => (await tx.select({ value: unsubscribeReasons.value }).from(unsubscribeReasons).where(eq(unsubscribeReasons.id, id)).for('update'))[0],
  insert: async (tx, value) => (await tx.insert(unsubscribeReasons).values({ value }).returning({ id: unsubscribeReasons.id }))[0]!.id,
  rename: async (tx, id, value) => void (await tx.update(unsubscribeReasons).set({ value }).where(eq(unsubscribeReasons.id, id))),
  holders: async (tx, id) => (await tx.select({ userId: users.id }).from(users).where(eq(users.unsubscribeReasonId, id))).map((row) => row.userId),
  remove: async (tx, id) => void (await tx.delete(unsubscribeReasons).where(eq(unsubscribeReasons.id, id))),
});
