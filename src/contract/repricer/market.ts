import { z } from 'zod/mini';

/**
 * A seller's stock as the repricer and the stock manager see it, and the marketplace's offers it
 * competes with. Money in integer cents throughout.
 */

/** How a copy reaches the buyer: the marketplace's warehouses (FBA) or the seller (merchant-fulfilled). */
export const CHANNELS = ['FBA', 'MFN'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Spec 9's conditions, split as the marketplace does: a condition and, for used books, a sub-condition. */
export const MAIN_CONDITIONS = ['new', 'used', 'collectible'] as const;
export type MainCondition = (typeof MAIN_CONDITIONS)[number];
export const SUB_CONDITIONS = ['new', 'likenew', 'verygood', 'good', 'acceptable'] as const;
export type SubCondition = (typeof SUB_CONDITIONS)[number];

/**
 * A rule group: the seller's SKUs of one channel and condition share a section of rules
 * (spec 1, "groups by group type"). The key of automation-rules/:group and of strategies' sections.
 */
export const GROUP_TYPES = ['FBA_NEW', 'FBA_USED', 'FBA_COLLECTIBLE', 'MFN_NEW', 'MFN_USED', 'MFN_COLLECTIBLE'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const groupTypeOf = (channel: Channel, condition: MainCondition): GroupType =>
  `${channel}_${condition.toUpperCase()}` as GroupType;

export const GROUP_TYPE_LABELS: Record<GroupType, string> = {
  FBA_NEW: 'FBA new',
  FBA_USED: 'FBA used',
  FBA_COLLECTIBLE: 'FBA collectible',
  MFN_NEW: 'Merchant-fulfilled new',
  MFN_USED: 'Merchant-fulfilled used',
  MFN_COLLECTIBLE: 'Merchant-fulfilled collectible',
};

/** One offer on the marketplace for a book: a competitor's, the marketplace's own, or the seller's. */
export const offerSchema = z.object({
  /** The marketplace's seller id; the marketplace itself is MARKETPLACE_SELLER_ID. */
  sellerId: z.string(),
  sellerName: z.string(),
  channel: z.enum(CHANNELS),
  condition: z.enum(MAIN_CONDITIONS),
  subCondition: z.enum(SUB_CONDITIONS),
  /** Item price, cents. */
  price: z.int(),
  /** Shipping charged to the buyer, cents (0 for FBA). */
  shipping: z.int(),
  /** Whether this offer holds the buy box now. */
  buyBox: z.boolean(),
  /** Whether the marketplace would give this offer the buy box (eligible to win it). */
  buyBoxEligible: z.boolean(),
  /** Seller feedback rating 0..100 and count: what "high competition risk" rules look at. */
  feedbackRating: z.int(),
  feedbackCount: z.int(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The marketplace itself as a seller: "target Amazon" rules and AMAZON_OFFER_EXISTS look for it. */
export const MARKETPLACE_SELLER_ID = 'MARKETPLACE';

/** What a copy costs the buyer in all: the figure offers are compared on. */
export const landedPrice = (offer: Pick<Offer, 'price' | 'shipping'>) => offer.price + offer.shipping;

/**
 * One SKU of the seller's stock: the book, its quantities by inventory state (spec 9), its price
 * with the seller's bounds, and the figures the stock manager sorts on.
 */
export const stockSkuSchema = z.object({
  sku: z.string(),
  asin: z.string(),
  isbn13: z.string(),
  title: z.string(),
  channel: z.enum(CHANNELS),
  condition: z.enum(MAIN_CONDITIONS),
  subCondition: z.enum(SUB_CONDITIONS),
  /** Units by inventory state: Active (for sale), Inbound (on its way), Reserved (held for orders). */
  activeQty: z.int(),
  inboundQty: z.int(),
  reservedQty: z.int(),
  /** Current price, cents. */
  price: z.int(),
  /** The seller's bounds, cents; null when not set (the engine then uses the global settings). */
  minPrice: z.nullable(z.int()),
  maxPrice: z.nullable(z.int()),
  /**
   * The price percentage default bounds and the `price` condition rest on, cents: one the repricer
   * never moves, or every run would move the bounds with the price. The seller's own (set by hand,
   * or a price they set), else the price the SKU was listed at once Folio has changed it; null while
   * the price is still the listed one, which is then the reference (see referencePriceOf).
   */
  referencePrice: z.nullable(z.int()),
  /** The publisher's list price, cents, when known. */
  listPrice: z.nullable(z.int()),
  /** Days since the SKU was listed. */
  ageDays: z.int(),
  /** Days since it last sold; null when it never sold. */
  soldDays: z.nullable(z.int()),
  /** Sales rank (ASR); lower sells faster; null when the book never sold. */
  salesRank: z.nullable(z.int()),
  /** The seller's note on the copy (SKU_NOTE_MISSING when a rule needs one). */
  note: z.nullable(z.string()),
  /** Where the copy waits on the seller's shelves (shipping utilities); absent when none was uploaded. */
  location: z.optional(z.nullable(z.string())),
});
export type StockSku = z.infer<typeof stockSkuSchema>;

/** The price a SKU's percentage default bounds rest on: its reference, or its price while it has none. */
export const referencePriceOf = (sku: Pick<StockSku, 'price' | 'referencePrice'>): number => sku.referencePrice ?? sku.price;
