import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDateTime, opaqueToken, text } from './fields';

/**
 * The marketplace connection (account 'integration', spec 2.1, and sp/auth/complete). The spec shows
 * the screens, not their calls: these are Folio's. Authorising is the marketplace's OAuth-style
 * round trip: Folio makes a state (single use, for this seller, short-lived), the seller allows
 * Folio on the marketplace's consent page, which sends them back to /sp/auth/complete with a code,
 * that state and their seller id; Folio checks the state and exchanges the code.
 */

export const MARKETPLACE_REGION_LABELS = { NA: 'North America', EU: 'Europe', FE: 'Far East' } as const;
export type MarketplaceRegion = keyof typeof MARKETPLACE_REGION_LABELS;
const regions = Object.keys(MARKETPLACE_REGION_LABELS) as [MarketplaceRegion, ...MarketplaceRegion[]];

/**
 * NOT_CONNECTED: never authorised. CONNECTED: authorised. EXPIRES_SOON: the marketplace's
 * authorisation ends within AUTHORISATION_RENEW_DAYS, authorise again to renew it. EXPIRED: it ended.
 */
export const CONNECTION_STATUSES = ['NOT_CONNECTED', 'CONNECTED', 'EXPIRES_SOON', 'EXPIRED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const AUTHORISATION_RENEW_DAYS = 30;
/** Minutes a state lives: the seller has this long on the marketplace's page. */
export const AUTHORISATION_STATE_MINUTES = 10;

/** A marketplace seller id: letters, digits and hyphens ('A2EXAMPLE7K1', 'FOLIO-DEMO-20000'). */
export const sellingPartnerId = text('is required').check(
  z.trim(),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/, { error: 'must be a marketplace seller id (3 to 40 letters, digits or hyphens)' }),
);

/** The marketplace's one-time authorisation code, as its redirect carries it. */
const authorisationCode = text('is required').check(
  z.minLength(16, { error: 'is not an authorisation code' }),
  z.maxLength(2000, { error: 'is not an authorisation code' }),
  z.regex(/^[A-Za-z0-9._~-]+$/, { error: 'is not an authorisation code' }),
);

export const marketplaceConnectionSchema = z.object({
  status: z.enum(CONNECTION_STATUSES),
  /** Whose stock the Stock Manager and the repricer work on. */
  sellingPartnerId: z.nullable(z.string()),
  region: z.nullable(z.enum(regions)),
  marketplace: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Null when not connected, or connected before Folio kept the date. */
  authorisedAt: z.nullable(isoDateTime),
  expiresAt: z.nullable(isoDateTime),
  /** SKUs the seller changed in Folio (price, bounds, note, quantities): they name this account's SKUs. */
  changedSkus: z.int(),
});
export type MarketplaceConnection = z.infer<typeof marketplaceConnectionSchema>;

export const authorisationStartSchema = z.object({
  /** The marketplace's consent page, with Folio's application id, the state and where to come back. */
  consentUrl: z.string(),
  expiresAt: isoDateTime,
});
export type AuthorisationStart = z.infer<typeof authorisationStartSchema>;

export const authorisationCompleteBody = z.object({
  state: opaqueToken,
  code: authorisationCode,
  sellingPartnerId,
  /**
   * True once the seller confirmed connecting a different marketplace account than the one Folio
   * has: the stock changes to that account's (error 135 asks for it).
   */
  replaceAccount: z.optional(z.boolean({ error: 'must be true or false' })),
});
export type AuthorisationCompleteBody = z.input<typeof authorisationCompleteBody>;

export const integrationApi = {
  connection: sellerEndpoint({
    method: 'GET',
    path: 'marketplace/connection',
    summary: "The seller's marketplace connection: seller id, region, marketplace, when authorised, status",
    reply: marketplaceConnectionSchema,
  }),
  authorise: sellerEndpoint({
    method: 'POST',
    path: 'marketplace/authorization',
    summary: "Start authorising Folio on the marketplace: a new state and the marketplace's consent page",
    reply: authorisationStartSchema,
  }),
  complete: sellerEndpoint({
    method: 'POST',
    path: 'marketplace/authorization/complete',
    summary: "Finish authorising: check the state, exchange the marketplace's code, keep the connection",
    body: authorisationCompleteBody,
    reply: marketplaceConnectionSchema,
  }),
};
