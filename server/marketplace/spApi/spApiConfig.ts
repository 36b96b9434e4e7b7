import { z } from 'zod';
import type { MarketplaceRegion } from '../../../src/contract';
import { MARKETPLACE_STORES, storeById } from './marketplaceIds';

/**
 * Which marketplace Folio talks to (FOLIO_MARKETPLACE): the simulator (the default, for the demo
 * and the tests) or the marketplace's Selling Partner API, with the application's credentials.
 * A wrong or missing value stops the server with a sentence naming the variable, as config.ts does.
 */
export interface SpApiConfig {
  kind: 'sp-api';
  /** Login with Amazon client id and secret of the application registered in Seller Central. */
  clientId: string;
  clientSecret: string;
  /** The application's id: the consent page asks the seller to authorise this application. */
  applicationId: string;
  region: MarketplaceRegion;
  /** The store whose catalog, offers and prices Folio reads and writes. */
  marketplaceId: string;
  /**
   * Where the Selling Partner API, Login with Amazon and the consent page answer instead of the
   * marketplace's own hosts: the local HTTP fake in tests and in the demo. Unset in production.
   */
  endpoint: string | undefined;
  /** The application is still a draft in Seller Central: its consent page is the beta one (`version=beta`). */
  draft: boolean;
}

export type MarketplaceConfig = { kind: 'simulator' } | SpApiConfig;

export const marketplaceEnvSchema = z.object({
  FOLIO_MARKETPLACE: z.enum(['simulator', 'sp-api']).default('simulator'),
  FOLIO_SP_API_CLIENT_ID: z.string().regex(/^amzn1\.application-oa2-client\.[0-9a-z]+$/, 'must be the LWA client id, amzn1.application-oa2-client. and letters or digits').optional(),
  FOLIO_SP_API_CLIENT_SECRET: z.string().min(16, 'must be the LWA client secret of the application (at least 16 characters)').optional(),
  FOLIO_SP_API_APPLICATION_ID: z.string().regex(/^amzn1\.sp\.solution\.[0-9a-f-]+$/, 'must be the application id, amzn1.sp.solution. and its uuid').optional(),
  FOLIO_SP_API_REGION: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['NA', 'EU', 'FE'], 'must be NA, EU or FE'))
    .optional(),
  FOLIO_SP_API_MARKETPLACE_ID: z
    .string()
    .refine((value) => storeById(value) !== undefined, `must be a marketplace id such as ${MARKETPLACE_STORES[0]!.id} (the United States)`)
    .optional(),
  FOLIO_SP_API_ENDPOINT: z.url().optional(),
  FOLIO_SP_API_DRAFT: z.stringbool().default(false),
});

type MarketplaceEnv = z.output<typeof marketplaceEnvSchema>;

const REQUIRED = {
  FOLIO_SP_API_CLIENT_ID: 'the LWA client id of the application registered in Seller Central',
  FOLIO_SP_API_CLIENT_SECRET: 'the LWA client secret of that application',
  FOLIO_SP_API_APPLICATION_ID: "the application's id (amzn1.sp.solution...)",
  FOLIO_SP_API_REGION: 'NA, EU or FE',
  FOLIO_SP_API_MARKETPLACE_ID: 'the marketplace id of the store Folio works on',
} as const;

/** The marketplace configuration, or the sentences that say what is wrong with it. */
export function marketplaceConfigOf(env: MarketplaceEnv): MarketplaceConfig | { problems: string[] } {
  if (env.FOLIO_MARKETPLACE === 'simulator') return { kind: 'simulator' };
  const problems = (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[])
    .filter((name) => env[name] === undefined)
    .map((name) => `${name}: needed when FOLIO_MARKETPLACE is sp-api (${REQUIRED[name]})`);
  if (problems.length > 0) return { problems };
  const store = storeById(env.FOLIO_SP_API_MARKETPLACE_ID!)!;
  if (store.region !== env.FOLIO_SP_API_REGION) {
    return { problems: [`FOLIO_SP_API_REGION: ${env.FOLIO_SP_API_MARKETPLACE_ID} (${store.name}) is served by the ${store.region} region, not ${env.FOLIO_SP_API_REGION}`] };
  }
  return {
    kind: 'sp-api',
    clientId: env.FOLIO_SP_API_CLIENT_ID!,
    clientSecret: env.FOLIO_SP_API_CLIENT_SECRET!,
    applicationId: env.FOLIO_SP_API_APPLICATION_ID!,
    region: store.region,
    marketplaceId: store.id,
    endpoint: env.FOLIO_SP_API_ENDPOINT?.replace(/\/+$/, ''),
    draft: env.FOLIO_SP_API_DRAFT,
  };
}
