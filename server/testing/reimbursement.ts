import { eq } from 'drizzle-orm';
import { sellerApi, type ReimbursementPage, type ReimbursementSearchInput } from '../../src/contract';
import { listingItems, listingSessions, listingShipments, nsessionBoxes, nsessionBoxItems, nsessionItems, nsessions } from '../db/schema';
import { deriveBook } from '../marketplace/deriveBook';
import { fnskuOf, shipmentCodeOf } from '../marketplace/listing';
import type { ReceivedShipment } from '../marketplace/reimbursements/reimbursementMarketplace';
import { plainIsbns } from './lister';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/**
 * Helpers of the reimbursement tests: shipments the marketplace has received, written as the lister
 * leaves them (an ACCEPTED shipment of the older flow, a completed plan of the newer one) and
 * answered as the ledger reads them, so a test can ask the simulator what it should find.
 */

export const newReimbursementSeller = (server: TestServer) => server.newSeller([['REIMBURSEMENT', 'ACTIVE']]);

export interface Units {
  isbn13: string;
  quantity: number;
  condition?: string;
}

/** `count` plain books with `quantity` units each, from catalog index `from` on. */
export const booksOf = (count: number, quantity: number, from = 0): Units[] => plainIsbns(count, from).map((isbn13) => ({ isbn13, quantity }));

function lineOf(sellerId: number, units: Units, index: number) {
  const book = deriveBook(units.isbn13);
  const condition = units.condition ?? 'verygood';
  return {
    sku: `RB-${sellerId}-${index}-${condition}`,
    fnsku: fnskuOf(sellerId, book.asin, condition),
    asin: book.asin,
    isbn13: book.isbn13,
    title: book.title,
    author: book.author,
    weight: book.weight,
    condition,
    quantity: units.quantity,
  };
}

/** An older-flow shipment the marketplace accepted, made `shippedAt`. */
export async function acceptedShipment(server: TestServer, seller: SellerAuth, books: Units[], shippedAt: Date): Promise<ReceivedShipment> {
  const [session] = await server.db
    .insert(listingSessions)
    .values({ userId: seller.userId, channel: 'FBA', name: 'Reimbursement test session', status: 'SUBMITTED' })
    .returning();
  const [shipment] = await server.db
    .insert(listingShipments)
    .values({ sessionId: session!.id, userId: seller.userId, code: 'pending', name: 'Shipment to PHX7', destination: 'PHX7', status: 'ACCEPTED', createdAt: shippedAt })
    .returning();
  const code = shipmentCodeOf(seller.userId, shipment!.id);
  await server.db.update(listingShipments).set({ code }).where(eq(listingShipments.id, shipment!.id));
  const lines = books.map((units, index) => lineOf(seller.userId, units, shipment!.id * 100 + index));
  await server.db
    .insert(listingItems)
    .values(lines.map(({ weight, author, ...line }) => ({ ...line, weight, author, sessionId: session!.id, userId: seller.userId, shipmentId: shipment!.id, restricted: false })));
  return { code, name: 'Shipment to PHX7', shippedAt, lines: lines.map(({ weight: _weight, author: _author, ...line }) => line) };
}

/** A newer-flow plan completed `shippedAt`, one shipment to ONT8 holding every unit in one box. */
export async function completedPlan(server: TestServer, seller: SellerAuth, books: Units[], shippedAt: Date): Promise<ReceivedShipment> {
  const [plan] = await server.db
    .insert(nsessions)
    .values({ userId: seller.userId, type: 'fba', name: 'Reimbursement test plan', planId: `wf-test-${seller.userId}`, planStatus: 'SHIPPED', completedAt: shippedAt })
    .returning();
  const [box] = await server.db.insert(nsessionBoxes).values({ sessionId: plan!.id, userId: seller.userId, packingGroupId: 'pg-test', number: 1 }).returning();
  const lines = books.map((units, index) => lineOf(seller.userId, units, 9000 + plan!.id * 100 + index));
  const items = await server.db
    .insert(nsessionItems)
    .values(lines.map((line) => ({ ...line, sessionId: plan!.id, userId: seller.userId, restricted: false })))
    .returning();
  await server.db.insert(nsessionBoxItems).values(items.map((item) => ({ boxId: box!.id, itemId: item.id, quantity: item.quantity })));
  const shipmentId = `sh-test-${plan!.id}`;
  const confirmationId = `FBA1PLAN${plan!.id}`;
  const expiresAt = new Date(shippedAt.getTime() + 3_600_000).toISOString();
  const units = books.reduce((sum, book) => sum + book.quantity, 0);
  await server.db
    .update(nsessions)
    .set({
      placementOptionId: 'po-test',
      placementOptions: [{ id: 'po-test', name: 'One shipment', fee: 0, status: 'ACCEPTED', expiresAt, shipments: [{ id: shipmentId, destination: 'ONT8', boxIds: [box!.id], units, weight: 100 }] }],
      shipments: [{ shipmentId, confirmationId, transportOptionId: null, voidableUntil: null }],
    })
    .where(eq(nsessions.id, plan!.id));
  return {
    code: confirmationId,
    name: 'Reimbursement test plan to ONT8',
    shippedAt,
    lines: lines.map(({ weight: _weight, author: _author, ...line }) => line),
  };
}

export async function searchLosses(server: TestServer, seller: SellerAuth, query: Partial<Record<keyof ReimbursementSearchInput, string | number>> = {}) {
  return dataOf(await server.call<ReimbursementPage>(sellerApi.reimbursement.search, { query }, { auth: seller }));
}
