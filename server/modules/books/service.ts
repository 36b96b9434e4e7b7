import {
  CATALOG_SNAPSHOT_PAGE_SIZE,
  ErrorCode,
  QUERY_TYPES,
  verdictFor,
  type BookStats,
  type CatalogBook,
} from '../../../src/contract';
import { validateCode } from '../../../src/contract/barcodes';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput } from '../../http/appError';
import type { Marketplace } from '../../marketplace/marketplace';
import { deviceNotFound, findDevice } from '../bookzyDevices/service';
import { keepSellerBooks, sellerCatalogPage, sellerCatalogSummary } from '../sellerCatalog/sellerBooks';
import { readMediaMailRates } from '../rates/service';
import { triggersOfDevice } from '../triggers/service';

type QueryType = (typeof QUERY_TYPES)[number];

/**
 * How to find the book behind a scanned or typed code. Checked before anything is read: a code
 * that cannot be a barcode is the caller's mistake (400), whatever the device.
 */
function lookupFor(itemId: string, queryType: QueryType): (marketplace: Marketplace) => Promise<CatalogBook | null> {
  if (queryType === 'ASIN') {
    if (!/^[0-9A-Za-z]{10}$/.test(itemId)) throw invalidInput('itemId must be an ASIN of 10 letters or digits.');
    return (marketplace) => marketplace.findByAsin(itemId);
  }
  const code = validateCode(itemId);
  if (!code.valid) throw invalidInput(`itemId: ${code.reason}`);
  return (marketplace) => marketplace.findByCode(code.code13);
}

/**
 * book/stats/v3: the marketplace's data on a scanned book and the verdict of the device's triggers,
 * computed by the contract's verdictFor, the same function the app runs offline on its snapshot.
 */
export async function bookStats(
  deps: AppDeps,
  userId: number,
  query: { itemId: string; queryType: QueryType; deviceId: string },
): Promise<BookStats> {
  const lookup = lookupFor(query.itemId, query.queryType);
  // A cancelled device scans nothing: only the seller's ACTIVE devices answer.
  const device = await findDevice(deps.db, userId, query.deviceId);
  if (device.status !== 'ACTIVE') throw deviceNotFound();
  const book = await lookup(deps.marketplace);
  if (!book) return { found: false, book: null, verdict: null };
  const [triggers, rates] = await Promise.all([
    triggersOfDevice(deps.db, device.id),
    readMediaMailRates(deps, userId),
    keepSellerBooks(deps, userId, [book]),
  ]);
  return { found: true, book, verdict: verdictFor(book, triggers, device, rates) };
}

/** A page of the marketplace's snapshot, or of the seller's own catalog where the marketplace has none. */
export async function snapshotPage(deps: AppDeps, userId: number, page: number) {
  if (deps.marketplace.catalogCoverage === 'SELLER_BOOKS') {
    const summary = await sellerCatalogSummary(deps.db, userId);
    if (page < summary.pageCount) return sellerCatalogPage(deps.db, userId, summary, page);
    throw noSuchPage(page, summary.pageCount);
  }
  const snapshot = await deps.marketplace.snapshotPage(page);
  if (snapshot) return snapshot;
  throw noSuchPage(page, Math.ceil(deps.marketplace.catalogSize / CATALOG_SNAPSHOT_PAGE_SIZE));
}

const noSuchPage = (page: number, pageCount: number) =>
  new AppError(404, ErrorCode.NOT_FOUND, `Page ${page} of the catalog snapshot does not exist: it has ${pageCount} pages, 0 to ${pageCount - 1}.`);
