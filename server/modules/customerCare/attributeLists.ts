import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ATTRIBUTE_FIELDS, type AttributeKind } from '../../../src/contract';
import { customerAttributes, userCustomerAttributes } from '../../db/schema';
import { listService } from './valueList';

/** The four customer attribute lists (spec 3.7, 7.9): one table, a kind per list. */
export function attributeList(kind: AttributeKind) {
  const ofKind = (id: number) => and(eq(customerAttributes.id, id), eq(customerAttributes.kind, kind));
  return listService({
    noun: ATTRIBUTE_FIELDS[kind].noun,
    key: ATTRIBUTE_FIELDS[kind].key,
    action: 'CUSTOMER_ATTRIBUTE',
    setAction: 'CUSTOMER_ATTRIBUTE_SET',
    detail: { kind },
    entries: (db, id) =>
      db
        .select({ id: customerAttributes.id, value: customerAttributes.value, sellerCount: count(userCustomerAttributes.userId) })
        .from(customerAttributes)
        .leftJoin(userCustomerAttributes, eq(userCustomerAttributes.attributeId, customerAttributes.id))
        .where(id === undefined ? eq(customerAttributes.kind, kind) : ofKind(id))
        .groupBy(customerAttributes.id)
        .orderBy(asc(sql`lower(${customerAttributes.value})`), asc(customerAttributes.id)),
    lock: async (tx, id) => (await tx.select({ value: customerAttributes.value }).from(customerAttributes).where(ofKind(id)).for('update'))[0],
    insert: async (tx, value) => (await tx.insert(customerAttributes).values({ kind, value }).returning({ id: customerAttributes.id }))[0]!.id,
    rename: async (tx, id, value) => void (await tx.update(customerAttributes).set({ value }).where(eq(customerAttributes.id, id))),
    holders: async (tx, id) =>
      (await tx.select({ userId: userCustomerAttributes.userId }).from(userCustomerAttributes).where(eq(userCustomerAttributes.attributeId, id))).map((row) => row.userId),
    remove: async (tx, id) => void (await tx.delete(customerAttributes).where(eq(customerAttributes.id, id))),
  });
}
