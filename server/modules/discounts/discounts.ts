import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Discount, DiscountBody, DiscountOff } from '../../../src/contract';
import type { Currency } from '../../../src/contract/currencies';
import type { AdminPrincipal } from '../../auth/principals';
import type { Executor } from '../../db/database';
import { discountAssignments, discounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { changedFields, recordStaffAction } from '../staffActions/record';

/**
 * The discounts staff offer (admin area). A change is what charges from then on use; retiring one
 * stops new assignments while those made run on. Each change is a staff action on a shared list.
 */

export type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;
type DiscountRow = typeof discounts.$inferSelect;

export function offOf(row: Pick<DiscountRow, 'kind' | 'percent' | 'amountCents' | 'currency'>): DiscountOff {
  return row.kind === 'PERCENT' ? { kind: 'PERCENT', percent: row.percent! } : { kind: 'AMOUNT', amountCents: row.amountCents!, currency: row.currency as Currency };
}

/** The columns a body writes: the unused ones of the other kind are cleared. */
function columnsOf(body: DiscountBody) {
  return {
    name: body.name,
    kind: body.off.kind,
    percent: body.off.kind === 'PERCENT' ? body.off.percent : null,
    amountCents: body.off.kind === 'AMOUNT' ? body.off.amountCents : null,
    currency: body.off.kind === 'AMOUNT' ? body.off.currency : null,
    products: body.products,
    periods: body.periods,
  };
}

async function views(db: Executor, rows: DiscountRow[]): Promise<Discount[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ discountId: discountAssignments.discountId, assigned: count() })
          .from(discountAssignments)
          .where(and(inArray(discountAssignments.discountId, ids), isNull(discountAssignments.endedAt)))
          .groupBy(discountAssignments.discountId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    off: offOf(row),
    products: row.products,
    periods: row.periods,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    assignedCount: counts.find((each) => each.discountId === row.id)?.assigned ?? 0,
  }));
}

async function view(db: Executor, id: number): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  return (await views(db, [row!]))[0]!;
}

export async function lockedDiscount(tx: Executor, id: number): Promise<DiscountRow> {
  const [row] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
  if (!row) throw notFound('The discount');
  return row;
}

export async function listDiscounts(deps: AppDeps): Promise<Discount[]> {
  return views(deps.db, await deps.db.select().from(discounts).orderBy(desc(discounts.active), desc(discounts.createdAt), desc(discounts.id)));
}

export async function createDiscount(deps: AppDeps, staff: Staff, body: DiscountBody): Promise<Discount> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(discounts).values(columnsOf(body)).returning({ id: discounts.id });
    await recordStaffAction(tx, staff, { userId: null, action: 'DISCOUNT_CREATE', detail: { discountId: row!.id, ...body } });
    return view(tx, row!.id);
  });
}

export async function updateDiscount(deps: AppDeps, staff: Staff, id: number, body: DiscountBody & { active?: boolean | undefined }): Promise<Discount> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedDiscount(tx, id);
    const after = { ...columnsOf(body), ...(body.active === undefined ? {} : { active: body.active }) };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length > 0) {
      await tx.update(discounts).set({ ...after, updatedAt: deps.clock() }).where(eq(discounts.id, id));
      await recordStaffAction(tx, staff, { userId: null, action: 'DISCOUNT_UPDATE', detail: { discountId: id, ...changes } });
    }
    return view(tx, id);
  });
}

export async function retireDiscount(deps: AppDeps, staff: Staff, id: number): Promise<Discount> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedDiscount(tx, id);
    if (before.active) {
      await tx.update(discounts).set({ active: false, updatedAt: deps.clock() }).where(eq(discounts.id, id));
      await recordStaffAction(tx, staff, { userId: null, action: 'DISCOUNT_RETIRE', detail: { discountId: id, name: before.name } });
    }
    return view(tx, id);
  });
}
