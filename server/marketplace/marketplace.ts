import type { CatalogBook, CatalogSnapshotPage } from '../../src/contract';

/**
 * What Folio asks of the marketplace. The server talks to this interface only, so that a real
 * marketplace client can replace the simulator (`simulator.ts`, the default and the one the tests
 * use) without touching a module. Lookups are async because a real one goes over the network.
 */
export interface Marketplace {
  /** Changes whenever lookups or snapshot pages may answer differently; the app refreshes its snapshot then. */
  readonly dataVersion: string;
  /** Books in the downloadable catalog snapshot. */
  readonly catalogSize: number;
  /** A book by its 13-digit key (normaliseCode's code13); null when the marketplace does not list it. */
  findByCode(code13: string): Promise<CatalogBook | null>;
  /** A book by its ASIN (any case); null when no listed book has it. */
  findByAsin(asin: string): Promise<CatalogBook | null>;
  /** Page `page` (from 0) of the catalog snapshot; null past the last page. */
  snapshotPage(page: number): Promise<CatalogSnapshotPage | null>;
}
