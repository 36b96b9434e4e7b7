import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../deps';
import { marketplaceConnections, users } from '../../db/schema';
import { openCredential } from '../../modules/integration/credentialSeal';
import { notConnected } from './marketplaceErrors';

/** What Folio holds of a seller's authorisation: whose account it is, and its refresh token, unsealed. */
export interface SellerAuthorisation {
  sellerId: number;
  sellingPartnerId: string;
  refreshToken: string;
}

/**
 * The seller's authorisation as it stands: the connection of the account the seller works on, not
 * expired, its refresh token opened (credentialSeal.ts). Throws MARKETPLACE_NOT_CONNECTED otherwise.
 */
export async function authorisationOf(deps: Pick<AppDeps, 'db' | 'config'>, sellerId: number, now: Date): Promise<SellerAuthorisation> {
  const [row] = await deps.db
    .select({ sellingPartnerId: marketplaceConnections.sellingPartnerId, sealed: marketplaceConnections.refreshTokenSealed })
    .from(marketplaceConnections)
    .innerJoin(users, and(eq(users.id, marketplaceConnections.userId), eq(users.marketplaceSellerId, marketplaceConnections.sellingPartnerId)))
    .where(and(eq(marketplaceConnections.userId, sellerId), gt(marketplaceConnections.expiresAt, now)));
  if (!row) throw notConnected();
  const refreshToken = await openCredential(deps, sellerId, row.sealed);
  if (refreshToken === undefined) throw notConnected();
  return { sellerId, sellingPartnerId: row.sellingPartnerId, refreshToken };
}

/** The Folio seller who works on a marketplace account, or undefined when none does. */
export async function sellerOfAccount(db: Database, sellingPartnerId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.marketplaceSellerId, sellingPartnerId));
  return row?.id;
}
