import type { CatalogBook, CatalogCoverage, CatalogSnapshotPage, MainCondition, Offer, StockSku } from '../../src/contract';
import type { AuthorizationMarketplace } from './authorization/authorizationMarketplace';
import type { InboundMarketplace } from './inbound/inboundMarketplace';
import type { Edition, ListingTerms, PlanLine, PlannedShipment } from './listing';
import type { PriceMarketplace } from './prices/priceMarketplace';
import type { ReimbursementMarketplace } from './reimbursements/reimbursementMarketplace';

/**
 * What Folio asks of the marketplace. The server talks to this interface only, so that a real
 * marketplace client can replace the simulator (`simulator.ts`, the default and the one the tests
 * use) without touching a module. Lookups are async because a real one goes over the network.
 */
export interface Marketplace {
  /**
   * True when calls go over the network under the marketplace's rate limits (the Selling Partner
   * API): long work then keeps what it fetched, so that a restart does not ask for it again.
   */
  readonly remote: boolean;
  /** Changes whenever lookups or snapshot pages may answer differently; the app refreshes its snapshot then. */
  readonly dataVersion: string;
  /**
   * Where the devices' offline catalog comes from: MARKETPLACE, this marketplace's own snapshot
   * (snapshotPage); SELLER_BOOKS, none to download (the Selling Partner API), so Folio keeps the
   * books each seller looked up and listed (server/modules/sellerCatalog).
   */
  readonly catalogCoverage: CatalogCoverage;
  /** Books in the downloadable catalog snapshot (0 without one). */
  readonly catalogSize: number;
  /** A book by its 13-digit key (normaliseCode's code13); null when the marketplace does not list it. */
  findByCode(code13: string): Promise<CatalogBook | null>;
  /** A book by its ASIN (any case); null when no listed book has it. */
  findByAsin(asin: string): Promise<CatalogBook | null>;
  /** Page `page` (from 0) of the catalog snapshot; null past the last page, and always without a snapshot. */
  snapshotPage(page: number): Promise<CatalogSnapshotPage | null>;

  /** The books a code lists (usually one; two for some books: the "multiple results" case). */
  editions(code13: string): Promise<Edition[]>;
  /** Whether the seller may send the book in, and its dangerous-goods flags. */
  listingTerms(isbn13: string): Promise<ListingTerms>;
  /** The warehouse label code of a seller's book in a condition; stable for that triple. */
  fnsku(sellerId: number, asin: string, condition: string): Promise<string>;
  /**
   * The listing an inbound plan (the newer lister flow) sends for a seller's book in a condition:
   * its warehouse label code, and its SKU when the marketplace names it. A real marketplace plans
   * only SKUs the seller has listed as FBA offers, so it answers that listing's SKU, or refuses
   * with a sentence when there is none; the simulator lists any book, and Folio names the SKU (null).
   */
  inboundListing(sellerId: number, asin: string, condition: string): Promise<{ fnsku: string; sku: string | null }>;
  /** The shipments a session becomes, by destination warehouse. */
  planShipments(lines: readonly PlanLine[]): Promise<PlannedShipment[]>;
  /** The marketplace's id of a new shipment. */
  shipmentCode(sellerId: number, shipmentRowId: number): Promise<string>;
  /** The partnered carrier's less-than-truckload quote. */
  quoteLtl(palletCount: number, weightTenths: number, freightReadyDate: string): Promise<{ carrier: string; estimate: number; pickupDate: string }>;

  /**
   * The offers on a book (by ASIN) at a moment, lowest landed price first, the buy-box holder
   * marked; only those of `condition` when given. Empty for a book the marketplace does not list.
   * A repricing run asks this for every SKU, so the simulator answers in microseconds.
   */
  offersFor(asin: string, at: Date, condition?: MainCondition): Promise<Offer[]>;
  /**
   * The offers of many (ASIN, condition) pairs, in the order given, as offersFor answers each: the
   * real marketplace answers offersBatchSize pairs a call, which a large run needs.
   */
  offersForMany(pairs: readonly { asin: string; condition: MainCondition }[], at: Date): Promise<Offer[][]>;
  /** The most pairs offersForMany takes in one go. */
  readonly offersBatchSize: number;
  /**
   * The seller's stock as the marketplace holds it, before Folio's own changes (bounds, repriced
   * prices, notes) are laid over it. `marketplaceSellerId` is the seller's id on the marketplace.
   */
  existingStock(marketplaceSellerId: string): Promise<StockSku[]>;
  /** The seller account's storefront name as buyers see it; null when the marketplace does not know the id. */
  sellerName(marketplaceSellerId: string, at: Date): Promise<string | null>;

  /**
   * Readies the marketplace for calls made for the seller in scope, before a database transaction
   * opens: a real marketplace reads the seller's authorisation here, so that the calls a transaction
   * makes need no database (on PGlite they would wait for that transaction). The simulator needs none.
   */
  prepare(): Promise<void>;
  /** The inbound workflow of the newer lister flow: plans, packing, placement, transport (design/INBOUND.md). */
  readonly inbound: InboundMarketplace;
  /** Authorising Folio on a seller account: the consent page and the code exchange. */
  readonly authorization: AuthorizationMarketplace;
  /** The ledger of units lost or damaged in inbound shipments, and claims for them. */
  readonly reimbursements: ReimbursementMarketplace;
  /** Changing the seller's prices: a run's changes as one submission, answered SKU by SKU. */
  readonly prices: PriceMarketplace;
}
