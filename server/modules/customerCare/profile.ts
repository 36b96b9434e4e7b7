import { and, eq } from 'drizzle-orm';
import { ATTRIBUTE_FIELDS, type AttributeKind, type CustomerProfile } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { customerAttributes, unsubscribeReasons, userCustomerAttributes, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AdminPrincipal } from '../../auth/principals';
import { invalidInput, notFound } from '../../http/appError';
import { recordStaffAction } from '../staffActions/record';
import { lockSeller } from './seller';

/**
 * A seller's customer profile as staff keep it (attributes, do-not-contact, the unsubscribe reason
 * staff filed), and the calls that change it. Each change is a staff action on the account, made
 * only when something changed.
 */

type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;

export async function profileOf(db: Executor, userId: number): Promise<CustomerProfile> {
  const [user] = await db
    .select({ doNotContact: users.doNotContact, reasonId: unsubscribeReasons.id, reason: unsubscribeReasons.value })
    .from(users)
    .leftJoin(unsubscribeReasons, eq(unsubscribeReasons.id, users.unsubscribeReasonId))
    .where(eq(users.id, userId));
  if (!user) throw notFound('The seller');
  const attributes = await db
    .select({ kind: userCustomerAttributes.kind, id: customerAttributes.id, value: customerAttributes.value })
    .from(userCustomerAttributes)
    .innerJoin(customerAttributes, eq(customerAttributes.id, userCustomerAttributes.attributeId))
    .where(eq(userCustomerAttributes.userId, userId));
  const valueOf = (kind: AttributeKind) => {
    const found = attributes.find((each) => each.kind === kind);
    return found ? { id: found.id, value: found.value } : null;
  };
  return {
    userId,
    agent: valueOf('AGENT'),
    simpleAddress: valueOf('SIMPLE_ADDRESS'),
    community: valueOf('COMMUNITY'),
    source: valueOf('SOURCE'),
    doNotContact: user.doNotContact,
    unsubscribeReason: user.reasonId === null ? null : { id: user.reasonId, value: user.reason! },
  };
}

export const readProfile = (deps: AppDeps, userId: number) => profileOf(deps.db, userId);

async function attributeOf(tx: Executor, kind: AttributeKind, id: number) {
  const [row] = await tx.select().from(customerAttributes).where(and(eq(customerAttributes.id, id), eq(customerAttributes.kind, kind)));
  if (!row) throw invalidInput(`${ATTRIBUTE_FIELDS[kind].idField} names no ${ATTRIBUTE_FIELDS[kind].noun}.`);
  return row;
}

/** Gives the seller this value of the kind, or clears theirs when attributeId is undefined. */
export function assignAttribute(deps: AppDeps, staff: Staff, kind: AttributeKind, userId: number, attributeId: number | undefined) {
  return deps.db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const before = (await profileOf(tx, userId))[ATTRIBUTE_FIELDS[kind].key];
    const next = attributeId === undefined ? null : await attributeOf(tx, kind, attributeId);
    if (next) {
      await tx
        .insert(userCustomerAttributes)
        .values({ userId, kind, attributeId: next.id })
        .onConflictDoUpdate({ target: [userCustomerAttributes.userId, userCustomerAttributes.kind], set: { attributeId: next.id } });
    } else {
      await tx.delete(userCustomerAttributes).where(and(eq(userCustomerAttributes.userId, userId), eq(userCustomerAttributes.kind, kind)));
    }
    if (before?.id !== next?.id) {
      await recordStaffAction(tx, staff, {
        userId,
        action: 'CUSTOMER_ATTRIBUTE_SET',
        detail: { [ATTRIBUTE_FIELDS[kind].key]: { from: before?.value ?? null, to: next?.value ?? null } },
      });
    }
    return profileOf(tx, userId);
  });
}

export function setDoNotContact(deps: AppDeps, staff: Staff, userId: number, doNotContact: boolean) {
  return deps.db.transaction(async (tx) => {
    const seller = await lockSeller(tx, userId);
    if (seller.doNotContact !== doNotContact) {
      await tx.update(users).set({ doNotContact }).where(eq(users.id, userId));
      await recordStaffAction(tx, staff, { userId, action: 'DO_NOT_CONTACT', detail: { doNotContact: { from: seller.doNotContact, to: doNotContact } } });
    }
    return profileOf(tx, userId);
  });
}

/** Files the reason staff give for the seller leaving, or clears it when reasonId is undefined. */
export function setUnsubscribeReason(deps: AppDeps, staff: Staff, userId: number, reasonId: number | undefined) {
  return deps.db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const before = (await profileOf(tx, userId)).unsubscribeReason;
    const [next] = reasonId === undefined ? [] : await tx.select().from(unsubscribeReasons).where(eq(unsubscribeReasons.id, reasonId));
    if (reasonId !== undefined && !next) throw invalidInput('unsubscribeReasonId names no unsubscribe reason.');
    if (before?.id !== next?.id) {
      await tx.update(users).set({ unsubscribeReasonId: next?.id ?? null }).where(eq(users.id, userId));
      await recordStaffAction(tx, staff, { userId, action: 'UNSUBSCRIBE_REASON_SET', detail: { unsubscribeReason: { from: before?.value ?? null, to: next?.value ?? null } } });
    }
    return profileOf(tx, userId);
  });
}
