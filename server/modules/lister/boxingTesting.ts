import { eq } from 'drizzle-orm';
import {
  sellerApi,
  type Box,
  type BoxChangeReply,
  type BoxesChangeReply,
  type SessionSummary,
  type Shipment,
  type UnpackedPage,
} from '../../../src/contract';
import { listingItems } from '../../db/schema';
import { destinationOf } from '../../marketplace/listing';
import { addBooks, isPlain, isbnsWhere, newListerSeller, openSession, submitSession, type CatalogCase } from '../../testing/lister';
import type { CallInputLoose, SellerAuth, TestServer } from '../../testing/testServer';

/** Test helpers for the boxing suites: a submitted session whose books share one BOXING shipment. */

const DESTINATION = 'PHX7';
const oneShipment = (book: CatalogCase) => destinationOf(book.isbn13, false) === DESTINATION;

/** Plain books that all go to the same warehouse, so one shipment holds them. */
export const shipmentIsbns = (count: number, from = 0) => isbnsWhere(count, (book) => isPlain(book) && oneShipment(book), from);

/** Restricted books (otherwise plain) of that same shipment. */
export const restrictedIsbns = (count: number) =>
  isbnsWhere(count, (book) => book.terms.restricted && isPlain({ ...book, terms: { ...book.terms, restricted: false } }) && oneShipment(book));

/**
 * A Lister seller's submitted session whose shipment holds the books, each with the quantity given.
 * Each book is scanned once and its quantity then set in the table: scanning is not what these
 * tests are about, and a scan per unit would be most of their time. Answers the items as they
 * were before the submit, in the order given; restricted books stay out of every shipment.
 */
export async function boxingShipment(server: TestServer, books: readonly { isbn13: string; quantity: number }[], seller?: SellerAuth) {
  const owner = seller ?? (await newListerSeller(server));
  const session = await openSession(server, owner);
  const scanned = await addBooks(server, owner, session.id, books.map((book) => book.isbn13));
  const items = scanned.map((item, index) => ({ ...item, quantity: books[index]!.quantity }));
  for (const item of items) {
    if (item.quantity !== 1) await server.db.update(listingItems).set({ quantity: item.quantity }).where(eq(listingItems.id, item.id));
  }
  const submitted = await submitSession(server, owner, session.id);
  const shipment = submitted.shipments.find((each) => each.destination === DESTINATION)!;
  return { seller: owner, session: submitted, shipment, items };
}

/** The boxing calls of one seller on one shipment, answering the raw reply. */
export function boxingCalls(server: TestServer, seller: SellerAuth, sessionId: number, shipmentId: number) {
  const api = sellerApi.boxing;
  const call = <T>(endpoint: (typeof api)[keyof typeof api] | typeof sellerApi.listerItems.unpacked, input: CallInputLoose) =>
    server.call<T>(endpoint, input, { auth: seller });
  const at = (boxId?: number) => ({ sessionId, shipmentId, ...(boxId === undefined ? {} : { boxId }) });
  return {
    list: () => call<Box[]>(api.list, { params: at() }),
    get: (boxId: number, searchText?: string) => call<Box>(api.get, { params: at(boxId), query: searchText === undefined ? {} : { searchText } }),
    create: (body: unknown = {}) => call<{ box: Box; shipment: Shipment; sessionSummary: SessionSummary }>(api.create, { params: at(), body }),
    update: (boxId: number, body: unknown) => call<Box>(api.update, { params: at(boxId), body }),
    remove: (boxId: number) => call<{ shipment: Shipment; sessionSummary: SessionSummary }>(api.remove, { params: at(boxId) }),
    add: (boxId: number, fnsku: string, quantity: number) => call<BoxChangeReply>(api.add, { params: at(boxId), body: { fnsku, quantity } }),
    addBulk: (boxId: number, items: unknown) => call<BoxesChangeReply>(api.addBulk, { params: at(boxId), body: { items } }),
    removeItem: (boxId: number, fnsku: string, quantity: number) =>
      call<BoxChangeReply>(api.removeItem, { params: at(boxId), body: { fnsku, quantity } }),
    move: (boxId: number, targetBoxId: number, items: unknown) =>
      call<BoxesChangeReply>(api.move, { params: at(boxId), body: { targetBoxId, items } }),
    submit: () => call<Shipment>(api.submit, { params: at() }),
    unpacked: (query: Record<string, string | number> = {}) =>
      call<UnpackedPage>(sellerApi.listerItems.unpacked, { params: { sessionId }, query: { shipmentId, ...query } }),
  };
}

export type BoxingCalls = ReturnType<typeof boxingCalls>;
