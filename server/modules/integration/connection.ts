import { count, eq } from 'drizzle-orm';
import { AUTHORISATION_RENEW_DAYS, type MarketplaceConnection, type MarketplaceRegion } from '../../../src/contract';
import { marketplaceConnections, stockOverrides, users } from '../../db/schema';
import type { AppDeps } from '../../deps';

const DAY_MS = 86_400_000;

type ConnectionRow = typeof marketplaceConnections.$inferSelect;

function statusOf(row: ConnectionRow | undefined, now: Date): MarketplaceConnection['status'] {
  if (!row) return 'CONNECTED';
  if (row.expiresAt <= now) return 'EXPIRED';
  return row.expiresAt.getTime() - now.getTime() <= AUTHORISATION_RENEW_DAYS * DAY_MS ? 'EXPIRES_SOON' : 'CONNECTED';
}

/**
 * The seller's connection as the integration screen shows it. users.marketplace_seller_id says
 * whose stock the seller works on; the authorisation behind it is read beside it. A seller id
 * without an authorisation on record (set before Folio kept them) shows as connected, with no dates.
 */
export async function readConnection(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<MarketplaceConnection> {
  const [account] = await deps.db
    .select({ sellingPartnerId: users.marketplaceSellerId, connection: marketplaceConnections })
    .from(users)
    .leftJoin(marketplaceConnections, eq(marketplaceConnections.userId, users.id))
    .where(eq(users.id, userId));
  const [changed] = await deps.db.select({ skus: count() }).from(stockOverrides).where(eq(stockOverrides.sellerId, userId));
  const changedSkus = changed?.skus ?? 0;
  const sellingPartnerId = account?.sellingPartnerId ?? null;
  if (sellingPartnerId === null) {
    return { status: 'NOT_CONNECTED', sellingPartnerId, region: null, marketplace: null, authorisedAt: null, expiresAt: null, changedSkus };
  }
  const row = account?.connection?.sellingPartnerId === sellingPartnerId ? account.connection : undefined;
  return {
    status: statusOf(row, deps.clock()),
    sellingPartnerId,
    region: (row?.region as MarketplaceRegion | undefined) ?? null,
    marketplace: row ? { id: row.marketplaceId, name: row.marketplaceName } : null,
    authorisedAt: row?.authorisedAt.toISOString() ?? null,
    expiresAt: row?.expiresAt.toISOString() ?? null,
    changedSkus,
  };
}
