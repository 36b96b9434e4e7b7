import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ASSIGNED_PAGE_SIZE, type AssignedDiscount } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { discountAssignments, discounts, invoiceDiscounts, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { containsPattern } from '../lister/sessionsService';
import { recordStaffAction } from '../staffActions/record';
import { lockedDiscount, offOf, type Staff } from './discounts';

/**
 * Discounts assigned to sellers. An assignment starts with the discount's periods; billing counts
 * them down as invoices carrying it are paid (billing/discounts.ts). Unassigning ends it at once:
 * charges from then on are at the full price. Each assignment and unassignment is a staff action on
 * the seller's account.
 */

export interface AssignedQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  searchText?: string | undefined;
  discountId?: number | undefined;
  userId?: number | undefined;
  state?: 'LIVE' | 'ENDED' | 'ALL' | undefined;
}

const sellerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function filters(query: AssignedQuery): SQL | undefined {
  const state = query.state ?? 'LIVE';
  const pattern = query.searchText ? containsPattern(query.searchText) : undefined;
  return and(
    state === 'LIVE' ? isNull(discountAssignments.endedAt) : state === 'ENDED' ? isNotNull(discountAssignments.endedAt) : undefined,
    query.discountId === undefined ? undefined : eq(discountAssignments.discountId, query.discountId),
    query.userId === undefined ? undefined : eq(discountAssignments.userId, query.userId),
    pattern ? or(ilike(users.email, pattern), ilike(sellerName, pattern)) : undefined,
  );
}

async function assignedViews(db: Executor, where: SQL | undefined, page = 0, pageSize = ASSIGNED_PAGE_SIZE): Promise<AssignedDiscount[]> {
  const counted = db
    .select({ assignmentId: invoiceDiscounts.assignmentId, invoices: count().as('invoices') })
    .from(invoiceDiscounts)
    .where(isNotNull(invoiceDiscounts.countedAt))
    .groupBy(invoiceDiscounts.assignmentId)
    .as('counted');
  const rows = await db
    .select({ assignment: discountAssignments, discount: discounts, email: users.email, name: sellerName, invoices: counted.invoices })
    .from(discountAssignments)
    .innerJoin(discounts, eq(discounts.id, discountAssignments.discountId))
    .innerJoin(users, eq(users.id, discountAssignments.userId))
    .leftJoin(counted, eq(counted.assignmentId, discountAssignments.id))
    .where(where)
    .orderBy(desc(discountAssignments.assignedAt), desc(discountAssignments.id))
    .limit(pageSize)
    .offset(page * pageSize);
  return rows.map(({ assignment, discount, email, name, invoices }) => ({
    id: assignment.id,
    discount: { id: discount.id, name: discount.name, off: offOf(discount), active: discount.active },
    user: { id: assignment.userId, email, name },
    periodsLeft: assignment.periodsLeft,
    invoicesDiscounted: Number(invoices ?? 0),
    assignedAt: assignment.assignedAt.toISOString(),
    assignedBy: assignment.assignedByEmail,
    endedAt: assignment.endedAt?.toISOString() ?? null,
    endReason: assignment.endReason,
  }));
}

const assignedView = async (db: Executor, id: number) => (await assignedViews(db, eq(discountAssignments.id, id)))[0]!;

/** GET discount/assigned: newest first, a page at a time. */
export async function listAssigned(deps: AppDeps, query: AssignedQuery) {
  const page = query.page ?? 0;
  const pageSize = query.pageSize ?? ASSIGNED_PAGE_SIZE;
  const where = filters(query);
  const [total] = await deps.db
    .select({ total: count() })
    .from(discountAssignments)
    .innerJoin(users, eq(users.id, discountAssignments.userId))
    .where(where);
  return { items: await assignedViews(deps.db, where, page, pageSize), total: total?.total ?? 0, page, pageSize };
}

/** The seller named by id or e-mail; a deleted account is no seller to give a discount to. */
async function sellerOf(tx: Executor, who: { userId?: number | undefined; email?: string | undefined }) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(who.userId !== undefined ? eq(users.id, who.userId) : eq(users.email, who.email!));
  if (!user || user.deletedAt) {
    throw who.userId !== undefined ? notFound('The seller') : invalidInput(`email ${who.email} is not the e-mail of a seller.`);
  }
  return user;
}

/** POST discount/assigned. */
export async function assignDiscount(deps: AppDeps, staff: Staff, body: { discountId: number; userId?: number | undefined; email?: string | undefined }) {
  try {
    return await deps.db.transaction(async (tx) => {
      const discount = await lockedDiscount(tx, body.discountId);
      if (!discount.active) throw invalidInput(`discountId names the retired discount "${discount.name}": make it active again to assign it.`);
      const seller = await sellerOf(tx, body);
      const [row] = await tx
        .insert(discountAssignments)
        .values({
          discountId: discount.id,
          userId: seller.id,
          periodsLeft: discount.periods,
          assignedAt: deps.clock(),
          assignedBy: staff.adminId,
          assignedByEmail: staff.email,
        })
        .returning({ id: discountAssignments.id });
      await recordStaffAction(tx, staff, {
        userId: seller.id,
        action: 'DISCOUNT_ASSIGN',
        detail: { assignmentId: row!.id, discountId: discount.id, discount: discount.name, periodsLeft: discount.periods },
      });
      return assignedView(tx, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput('discountId: the seller already holds this discount; unassign it first to give it again.');
    throw error;
  }
}

/** DELETE discount/assigned/{id}: ended now; a repeat answers the ended assignment and records nothing more. */
export async function unassignDiscount(deps: AppDeps, staff: Staff, id: number) {
  return deps.db.transaction(async (tx) => {
    const [assignment] = await tx.select().from(discountAssignments).where(eq(discountAssignments.id, id)).for('update');
    if (!assignment) throw notFound('The assigned discount');
    if (assignment.endedAt === null) {
      await tx.update(discountAssignments).set({ endedAt: deps.clock(), endReason: 'UNASSIGNED' }).where(eq(discountAssignments.id, id));
      const [discount] = await tx.select({ name: discounts.name }).from(discounts).where(eq(discounts.id, assignment.discountId));
      await recordStaffAction(tx, staff, {
        userId: assignment.userId,
        action: 'DISCOUNT_UNASSIGN',
        detail: { assignmentId: id, discountId: assignment.discountId, discount: discount!.name, periodsLeft: assignment.periodsLeft },
      });
    }
    return assignedView(tx, id);
  });
}
