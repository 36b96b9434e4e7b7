import { and, eq } from 'drizzle-orm';
import {
  sellerApi,
  type ItemChangeReply,
  type ListingChannel,
  type ListingItem,
  type ListingSession,
} from '../../src/contract';
import { boxItems, shipmentBoxes } from '../db/schema';
import { hasSeveralEditions, listingTermsOf, type ListingTerms } from '../marketplace/listing';
import { catalogIsbn } from '../marketplace/simulator';
import { expectProductGuarded, type GuardedCall } from './guards';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/**
 * Helpers shared by the lister module tests (sessions, items, shipments, boxing, send-to-marketplace
 * boxes): a seller with LISTER, an open session, books scanned into it, and catalog ISBNs chosen by
 * their listing terms. Keep the exported names stable: several test files use them.
 */

export const newListerSeller = (server: TestServer) => server.newSeller([['LISTER', 'ACTIVE']]);

export async function openSession(
  server: TestServer,
  seller: SellerAuth,
  channel: ListingChannel = 'FBA',
  name?: string,
): Promise<ListingSession> {
  return dataOf(
    await server.call<ListingSession>(sellerApi.listerSessions.create, { body: { channel, ...(name ? { name } : {}) } }, { auth: seller }),
  );
}

/** Scans each ISBN into the session (several editions: the first one); answers the item each scan made or grew. */
export async function addBooks(
  server: TestServer,
  seller: SellerAuth,
  sessionId: number,
  isbns: readonly string[],
): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  for (const code of isbns) {
    const reply = dataOf(
      await server.call<ItemChangeReply>(
        sellerApi.listerItems.add,
        { params: { sessionId }, body: { code, whenSeveral: 'FIRST' } },
        { auth: seller },
      ),
    );
    items.push(reply.item!);
  }
  return items;
}

/** Submits the session: its items become shipments in BOXING. */
export async function submitSession(server: TestServer, seller: SellerAuth, sessionId: number): Promise<ListingSession> {
  return dataOf(await server.call<ListingSession>(sellerApi.listerSessions.submit, { params: { sessionId } }, { auth: seller }));
}

/** An open FBA session of a new Lister seller with `count` distinct plain books from index `from` on. */
export async function sessionWithBooks(server: TestServer, count = 0, from = 0) {
  const seller = await newListerSeller(server);
  const session = await openSession(server, seller);
  const items = await addBooks(server, seller, session.id, plainIsbns(count, from));
  return { seller, session, items };
}

/** Puts `quantity` units of a submitted item into its shipment's box `number` (made if missing), as boxing would. */
export async function boxUnits(server: TestServer, seller: SellerAuth, item: ListingItem, number: number, quantity: number) {
  const [existing] = await server.db
    .select()
    .from(shipmentBoxes)
    .where(and(eq(shipmentBoxes.shipmentId, item.shipmentId!), eq(shipmentBoxes.number, number)));
  const box =
    existing ??
    (await server.db
      .insert(shipmentBoxes)
      .values({ shipmentId: item.shipmentId!, sessionId: item.sessionId, userId: seller.userId, number })
      .returning())[0]!;
  await server.db.insert(boxItems).values({ boxId: box.id, itemId: item.id, quantity });
  return box.id;
}

/** What a catalog book's ISBN decides in the simulator, for choosing test books. */
export interface CatalogCase {
  isbn13: string;
  index: number;
  terms: ListingTerms;
  severalEditions: boolean;
}

const catalogCase = (index: number): CatalogCase => {
  const isbn13 = catalogIsbn(index);
  return { isbn13, index, terms: listingTermsOf(isbn13), severalEditions: hasSeveralEditions(isbn13) };
};

/** The first catalog ISBN from index `from` on that matches; the same call always answers the same book. */
export function isbnWhere(predicate: (book: CatalogCase) => boolean, from = 0): string {
  return isbnsWhere(1, predicate, from)[0]!;
}

/** `count` distinct catalog ISBNs from index `from` on that match, in catalog order. */
export function isbnsWhere(count: number, predicate: (book: CatalogCase) => boolean, from = 0): string[] {
  const found: string[] = [];
  for (let index = from; found.length < count; index++) {
    if (index > from + 1_000_000) throw new Error('isbnsWhere: no catalog book matches');
    const book = catalogCase(index);
    if (predicate(book)) found.push(book.isbn13);
  }
  return found;
}

/** A book with nothing special: not restricted, no hazmat, no battery, one edition. */
export const isPlain = ({ terms, severalEditions }: CatalogCase) =>
  !terms.restricted && terms.hazmatType === null && !terms.hasBattery && !severalEditions;

/** `count` distinct plain books, from index `from` on. */
export const plainIsbns = (count: number, from = 0) => isbnsWhere(count, isPlain, from);

/** The product and XSRF refusals every Lister call shares (guards.ts). */
export const expectListerGuarded = (server: TestServer, calls: GuardedCall[]) =>
  expectProductGuarded(server, { product: 'LISTER', other: 'BOOKZY' }, calls);
