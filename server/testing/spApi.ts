import { eq } from 'drizzle-orm';
import { defaultConfig, type AppConfig } from '../config';
import type { Database } from '../db/database';
import { marketplaceConnections, users } from '../db/schema';
import type { FakeMarketplace } from '../marketplace/spApi/fake/fakeMarketplace';
import { RATE_LIMITS } from '../marketplace/spApi/rateLimits';
import type { SpApiOptions } from '../marketplace/spApi/spApiContext';
import type { SpApiConfig } from '../marketplace/spApi/spApiConfig';
import { sealCredential } from '../modules/integration/credentialSeal';

/** Folio's configuration for the adapter pointed at a fake marketplace: the United States store. */
export function spApiConfigFor(fake: Pick<FakeMarketplace, 'url' | 'application'>): SpApiConfig {
  return {
    kind: 'sp-api',
    clientId: fake.application.clientId,
    clientSecret: fake.application.clientSecret,
    applicationId: fake.application.applicationId,
    region: 'NA',
    marketplaceId: 'ATVPDKIKX0DER',
    endpoint: fake.url,
    draft: false,
  };
}

/** The app configuration for the adapter on `fake`, from the test defaults. */
export const appConfigOnFake = (fake: Pick<FakeMarketplace, 'url' | 'application'>): AppConfig => ({ ...defaultConfig(), marketplace: spApiConfigFor(fake) });

/**
 * The adapter's options for a test on the fake: quick retries and polls, and rates it need not wait
 * for (the published rates and their pacing are tokenBucket.test.ts's).
 */
export const FAST_SP_API: SpApiOptions = {
  backoffMs: 5,
  // Generous: on a busy machine the fake (in the same process) may take a while to answer.
  timeoutMs: 5000,
  pollMs: 5,
  limits: Object.fromEntries(Object.keys(RATE_LIMITS).map((operation) => [operation, { rate: 1000, burst: 1000 }])),
};

let sellers = 0;

/** A seller row, without signing in: for tests that call the marketplace as that seller. */
export async function insertSeller(db: Database, marketplaceSellerId: string | null = null): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `sp-api-${process.pid}-${++sellers}-${Date.now()}@folio.test`, passwordHash: 'x', firstName: 'Test', lastName: 'Seller', marketplaceSellerId })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * Connects a seller to an account of the fake as the round trip would: the fake grants a refresh
 * token, sealed onto the seller's connection, and the seller works on that account from then on.
 */
export async function connectOnFake(db: Database, config: AppConfig, fake: FakeMarketplace, sellerId: number, account: string, expiresAt = new Date(Date.now() + 365 * 86_400_000)) {
  const refreshTokenSealed = await sealCredential({ db, config }, sellerId, fake.accounts.grant(account));
  await db.update(users).set({ marketplaceSellerId: account }).where(eq(users.id, sellerId));
  const connection = {
    sellingPartnerId: account,
    region: 'NA',
    marketplaceId: 'ATVPDKIKX0DER',
    marketplaceName: 'United States',
    refreshTokenSealed,
    authorisedAt: new Date(),
    expiresAt,
  };
  await db.insert(marketplaceConnections).values({ userId: sellerId, ...connection }).onConflictDoUpdate({ target: marketplaceConnections.userId, set: connection });
}
