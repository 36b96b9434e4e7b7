import { and, asc, eq } from 'drizzle-orm';
import type { SellerExclusionView } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { repricerSellerExclusions } from '../../db/schema';
import { notFound } from '../../http/appError';

/** Sellers left out of the competition (spec 7.8), listed by name. */

type ExclusionInput = Omit<SellerExclusionView, 'id'>;
type ExclusionRow = typeof repricerSellerExclusions.$inferSelect;

const view = (row: ExclusionRow): SellerExclusionView => ({
  id: row.id,
  sellerId: row.marketSellerId,
  sellerName: row.sellerName,
  note: row.note,
});

const columns = (input: ExclusionInput) => ({ marketSellerId: input.sellerId, sellerName: input.sellerName, note: input.note });
const mine = (userId: number, id: number) => and(eq(repricerSellerExclusions.id, id), eq(repricerSellerExclusions.userId, userId));

export async function listExclusions(db: Executor, userId: number): Promise<SellerExclusionView[]> {
  const rows = await db
    .select()
    .from(repricerSellerExclusions)
    .where(eq(repricerSellerExclusions.userId, userId))
    .orderBy(asc(repricerSellerExclusions.sellerName), asc(repricerSellerExclusions.id));
  return rows.map(view);
}

export async function addExclusion(db: Executor, userId: number, input: ExclusionInput) {
  const [row] = await db.insert(repricerSellerExclusions).values({ userId, ...columns(input) }).returning();
  return view(row!);
}

export async function changeExclusion(db: Executor, userId: number, id: number, input: ExclusionInput) {
  const [row] = await db.update(repricerSellerExclusions).set(columns(input)).where(mine(userId, id)).returning();
  if (!row) throw notFound('The seller exclusion');
  return view(row);
}

export async function removeExclusion(db: Executor, userId: number, id: number) {
  const removed = await db.delete(repricerSellerExclusions).where(mine(userId, id)).returning({ id: repricerSellerExclusions.id });
  if (removed.length === 0) throw notFound('The seller exclusion');
  return null;
}
