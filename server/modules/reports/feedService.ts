import { and, desc, eq, sql } from 'drizzle-orm';
import { PRICE_FEEDS_LISTED, type PriceFeedContent, type PriceFeedFile } from '../../../src/contract';
import { priceFeedFiles } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';

/** A seller's price feed files (the contract's feed calls); another seller's id reads as not found. */

const listed = {
  id: priceFeedFiles.id,
  runId: priceFeedFiles.runId,
  rows: priceFeedFiles.rows,
  createdAt: priceFeedFiles.createdAt,
  doneAt: priceFeedFiles.doneAt,
};
type ListedRow = Pick<typeof priceFeedFiles.$inferSelect, keyof typeof listed>;

const fileName = (row: Pick<ListedRow, 'runId' | 'createdAt'>) => `price-feed-${row.createdAt.toISOString().slice(0, 10)}-run-${row.runId}.txt`;

function feedView(row: ListedRow): PriceFeedFile {
  return {
    id: row.id,
    runId: row.runId,
    rows: row.rows,
    fileName: fileName(row),
    createdAt: row.createdAt.toISOString(),
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

const mine = (sellerId: number, id: number) => and(eq(priceFeedFiles.id, id), eq(priceFeedFiles.sellerId, sellerId));

export async function listPriceFeeds(deps: AppDeps, sellerId: number): Promise<PriceFeedFile[]> {
  const rows = await deps.db
    .select(listed)
    .from(priceFeedFiles)
    .where(eq(priceFeedFiles.sellerId, sellerId))
    .orderBy(desc(priceFeedFiles.id))
    .limit(PRICE_FEEDS_LISTED);
  return rows.map(feedView);
}

export async function priceFeedContent(deps: AppDeps, sellerId: number, id: number): Promise<PriceFeedContent> {
  const [row] = await deps.db.select({ ...listed, content: priceFeedFiles.content }).from(priceFeedFiles).where(mine(sellerId, id));
  if (!row) throw notFound('The feed file');
  return { fileName: fileName(row), content: row.content };
}

/** Done once: marking it again keeps the first time. */
export async function markPriceFeedDone(deps: AppDeps, sellerId: number, id: number): Promise<PriceFeedFile> {
  const [row] = await deps.db
    .update(priceFeedFiles)
    .set({ doneAt: sql`coalesce(${priceFeedFiles.doneAt}, now())` })
    .where(mine(sellerId, id))
    .returning(listed);
  if (!row) throw notFound('The feed file');
  return feedView(row);
}
