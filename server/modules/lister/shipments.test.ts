import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  sellerApi,
  type ListingItem,
  type ListingSession,
  type LtlDetails,
  type SessionSummary,
  type Shipment,
} from '../../../src/contract';
import { boxItems, listingShipments, shipmentBoxes } from '../../db/schema';
import { HAZMAT_DESTINATION, planShipments, quoteLtl, shipmentCodeOf } from '../../marketplace/listing';
import {
  addBooks,
  expectListerGuarded,
  isbnWhere,
  newListerSeller,
  openSession,
  plainIsbns,
  submitSession,
} from '../../testing/lister';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.listerShipments;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const submit = (seller: SellerAuth, sessionId: number) =>
  server.call<ListingSession>(sellerApi.listerSessions.submit, { params: { sessionId } }, { auth: seller });
const removeAll = (seller: SellerAuth, sessionId: number) => server.call<SessionSummary>(api.removeAll, { params: { sessionId } }, { auth: seller });
const shipmentCall = (endpoint: typeof api.accept | typeof api.cancel | typeof api.submitBox) => (seller: SellerAuth, sessionId: number, shipmentId: number) =>
  server.call<Shipment>(endpoint, { params: { sessionId, shipmentId } }, { auth: seller });
const accept = shipmentCall(api.accept);
const cancel = shipmentCall(api.cancel);
const submitBox = shipmentCall(api.submitBox);
const saveLtl = (seller: SellerAuth, sessionId: number, shipmentId: number, body: Record<string, unknown>) =>
  server.call<LtlDetails>(api.saveLtl, { params: { sessionId, shipmentId }, body }, { auth: seller });
const ltl = (seller: SellerAuth, sessionId: number, shipmentId: number) =>
  server.call<LtlDetails | null>(api.ltl, { params: { sessionId, shipmentId } }, { auth: seller });
const items = async (seller: SellerAuth, sessionId: number) =>
  dataOf(await server.call<{ content: ListingItem[] }>(sellerApi.listerItems.list, { params: { sessionId } }, { auth: seller })).content;
const setStatus = (shipmentId: number, status: string) =>
  server.db.update(listingShipments).set({ status }).where(eq(listingShipments.id, shipmentId));

const hazmatIsbn = isbnWhere((book) => book.terms.hazmatType !== null && !book.terms.hasBattery && !book.terms.restricted && !book.severalEditions);
const batteryIsbn = isbnWhere((book) => book.terms.hasBattery && book.terms.hazmatType === null && !book.terms.restricted && !book.severalEditions);
const restrictedIsbn = isbnWhere((book) => book.terms.restricted && !book.severalEditions);

/** A submitted session of two plain books; its first shipment. */
async function submittedSession(from = 0) {
  const seller = await newListerSeller(server);
  const session = await openSession(server, seller);
  const added = await addBooks(server, seller, session.id, plainIsbns(2, from));
  const submitted = await submitSession(server, seller, session.id);
  return { seller, session: submitted, items: added, shipment: submitted.shipments[0]! };
}

const ltlInput = (overrides: Record<string, unknown> = {}) => ({
  freightReadyDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  palletCount: 2,
  declaredValue: 150_000,
  contactName: 'Dana Reyes',
  contactPhone: '555-0100',
  contactEmail: 'dana@example.com',
  ...overrides,
});

describe('submit', () => {
  it('splits the session by destination, hazmat and battery items in their own shipment, restricted ones left out', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    const plain = plainIsbns(6, 100);
    const added = await addBooks(server, seller, session.id, [...plain, hazmatIsbn, batteryIsbn, restrictedIsbn]);
    const submitted = dataOf(await submit(seller, session.id));
    expect(submitted.status).toBe('SUBMITTED');

    const expected = planShipments(
      added.filter((item) => !item.restricted).map((item) => ({ itemId: item.id, isbn13: item.isbn13, hazmat: item.hazmatType !== null || item.hasBattery })),
    );
    expect(submitted.shipments.map((shipment) => shipment.destination)).toEqual(expected.map((planned) => planned.destination));
    expect(submitted.shipments.map((shipment) => shipment.name)).toEqual(expected.map((planned, index) => `Shipment ${index + 1} to ${planned.destination}`));
    for (const shipment of submitted.shipments) {
      expect(shipment).toMatchObject({ sessionId: session.id, status: 'BOXING', boxedQuantity: 0, boxCount: 0 });
      expect(shipment.shipmentCode).toBe(shipmentCodeOf(seller.userId, shipment.id));
    }
    const hazmat = submitted.shipments.find((shipment) => shipment.hazmat)!;
    expect(hazmat).toMatchObject({ destination: HAZMAT_DESTINATION, itemQuantity: 2, skuQuantity: 2 });
    expect(submitted.shipments.filter((shipment) => shipment.hazmat)).toHaveLength(1);

    const after = await items(seller, session.id);
    const shipmentOf = (isbn: string) => after.find((item) => item.isbn13 === isbn)!.shipmentId;
    expect(shipmentOf(hazmatIsbn)).toBe(hazmat.id);
    expect(shipmentOf(batteryIsbn)).toBe(hazmat.id);
    expect(shipmentOf(restrictedIsbn)).toBeNull();
    for (const isbn of plain) expect(submitted.shipments.find((shipment) => shipment.id === shipmentOf(isbn))!.hazmat).toBe(false);
    expect(submitted.shipments.reduce((total, shipment) => total + shipment.itemQuantity, 0)).toBe(8);
    expect(submitted.itemQuantity).toBe(9);
  });

  it('counts a battery or hazmat flag the seller set', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    const [item] = await addBooks(server, seller, session.id, plainIsbns(1, 150));
    await server.call(sellerApi.listerItems.update, { params: { sessionId: session.id, itemId: item!.id }, body: { hasBattery: true } }, { auth: seller });
    const [shipment] = dataOf(await submit(seller, session.id)).shipments;
    expect(shipment).toMatchObject({ hazmat: true, destination: HAZMAT_DESTINATION });
  });

  it('refuses an empty, an all-restricted or an already submitted session', async () => {
    const seller = await newListerSeller(server);
    const empty = await openSession(server, seller);
    expect(apiError(await submit(seller, empty.id))).toMatchObject({ status: 409, errorMessage: 'The session has no items: add books before submitting it.' });
    const restricted = await openSession(server, seller);
    await addBooks(server, seller, restricted.id, [restrictedIsbn]);
    expect(apiError(await submit(seller, restricted.id)).errorMessage).toContain('restricted');
    const { seller: other, session } = await submittedSession(200);
    const again = apiError(await submit(other, session.id));
    expect(again).toMatchObject({ status: 409 });
    expect(again.errorMessage).toContain('SUBMITTED');
    expect(fieldError(await submit(other, 0), 'sessionId')).toContain('positive');
  });
});

describe('removeAll', () => {
  it('deletes the shipments and their boxes and reopens the session', async () => {
    const { seller, session, shipment } = await submittedSession(300);
    const [box] = await server.db.insert(shipmentBoxes).values({ shipmentId: shipment.id, sessionId: session.id, userId: seller.userId, number: 1 }).returning();
    const [item] = (await items(seller, session.id)).filter((each) => each.shipmentId === shipment.id);
    await server.db.insert(boxItems).values({ boxId: box!.id, itemId: item!.id, quantity: 1 });
    await setStatus(shipment.id, 'CANCELLED');
    const summary = dataOf(await removeAll(seller, session.id));
    expect(summary).toEqual({ sessionId: session.id, itemQuantity: 2, skuQuantity: 2, weight: session.weight, boxedQuantity: 0, boxCount: 0 });
    const reopened = dataOf(await server.call<ListingSession>(sellerApi.listerSessions.get, { params: { sessionId: session.id } }, { auth: seller }));
    expect(reopened).toMatchObject({ status: 'OPEN', shipments: [] });
    expect((await items(seller, session.id)).map((each) => each.shipmentId)).toEqual([null, null]);
    expect(await server.db.select().from(shipmentBoxes).where(eq(shipmentBoxes.sessionId, session.id))).toEqual([]);
    // Open again: it takes books, and can be submitted again.
    await addBooks(server, seller, session.id, plainIsbns(1, 350));
    expect(dataOf(await submit(seller, session.id)).status).toBe('SUBMITTED');
  });

  it('refuses while a shipment is submitted or accepted, and for an open session', async () => {
    const { seller, session, shipment } = await submittedSession(400);
    for (const status of ['SUBMITTED', 'ACCEPTED']) {
      await setStatus(shipment.id, status);
      const refused = apiError(await removeAll(seller, session.id));
      expect(refused).toMatchObject({ status: 409 });
      expect(refused.errorMessage).toContain(status);
    }
    const open = await openSession(server, seller);
    expect(apiError(await removeAll(seller, open.id)).errorMessage).toContain('no shipments');
  });
});

describe('accept, cancel, submitBox', () => {
  it('walks BOXED -> SUBMITTED -> ACCEPTED and refuses every other step', async () => {
    const { seller, session, shipment } = await submittedSession(500);
    const early = apiError(await submitBox(seller, session.id, shipment.id));
    expect(early).toMatchObject({ status: 409, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(early.errorMessage).toContain('BOXING');
    expect(apiError(await accept(seller, session.id, shipment.id)).errorMessage).toContain('BOXING');
    await setStatus(shipment.id, 'BOXED');
    expect(apiError(await accept(seller, session.id, shipment.id)).errorMessage).toContain('BOXED');
    expect(dataOf(await submitBox(seller, session.id, shipment.id))).toMatchObject({ id: shipment.id, status: 'SUBMITTED', itemQuantity: shipment.itemQuantity });
    expect(apiError(await submitBox(seller, session.id, shipment.id)).errorMessage).toContain('SUBMITTED');
    expect(dataOf(await accept(seller, session.id, shipment.id)).status).toBe('ACCEPTED');
    expect(apiError(await accept(seller, session.id, shipment.id)).errorMessage).toContain('already ACCEPTED');
    const noCancel = apiError(await cancel(seller, session.id, shipment.id));
    expect(noCancel).toMatchObject({ status: 409 });
    expect(noCancel.errorMessage).toContain('ACCEPTED');
  });

  it('cancels a shipment that is not accepted, once', async () => {
    const { seller, session, shipment } = await submittedSession(600);
    expect(dataOf(await cancel(seller, session.id, shipment.id))).toMatchObject({ id: shipment.id, status: 'CANCELLED' });
    expect(apiError(await cancel(seller, session.id, shipment.id)).errorMessage).toContain('already CANCELLED');
    expect(apiError(await submitBox(seller, session.id, shipment.id)).errorMessage).toContain('CANCELLED');
    const { seller: other, session: otherSession, shipment: submitted } = await submittedSession(700);
    await setStatus(submitted.id, 'SUBMITTED');
    expect(dataOf(await cancel(other, otherSession.id, submitted.id)).status).toBe('CANCELLED');
  });
});

describe('LTL', () => {
  it('asks for a quote on a BOXED or SUBMITTED shipment, reads it back and replaces it', async () => {
    const { seller, session, shipment } = await submittedSession(800);
    expect(dataOf(await ltl(seller, session.id, shipment.id))).toBeNull();
    const refused = apiError(await saveLtl(seller, session.id, shipment.id, ltlInput()));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.errorMessage).toContain('BOXING');
    await setStatus(shipment.id, 'BOXED');
    const input = ltlInput();
    const saved = dataOf(await saveLtl(seller, session.id, shipment.id, input));
    expect(saved).toEqual({ ...input, ...quoteLtl(2, shipment.weight, input.freightReadyDate) });
    expect(dataOf(await ltl(seller, session.id, shipment.id))).toEqual(saved);
    await setStatus(shipment.id, 'SUBMITTED');
    const today = new Date().toISOString().slice(0, 10);
    const replaced = dataOf(await saveLtl(seller, session.id, shipment.id, ltlInput({ palletCount: 5, freightReadyDate: today })));
    expect(replaced).toMatchObject({ palletCount: 5, freightReadyDate: today, estimate: quoteLtl(5, shipment.weight, today).estimate });
    expect(dataOf(await ltl(seller, session.id, shipment.id))).toEqual(replaced);
  });

  it('refuses a past freight-ready date and bad fields', async () => {
    const { seller, session, shipment } = await submittedSession(900);
    await setStatus(shipment.id, 'BOXED');
    const past = fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ freightReadyDate: '2020-01-01' })), 'freightReadyDate');
    expect(past).toContain('or later');
    expect(fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ freightReadyDate: '0000-01-01' })), 'freightReadyDate')).toContain('or later');
    expect(fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ freightReadyDate: 'soon' })), 'freightReadyDate')).toBeTruthy();
    expect(fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ palletCount: 27 })), 'palletCount')).toContain('at most 26');
    expect(fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ declaredValue: 0 })), 'declaredValue')).toContain('more than 0');
    expect(fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ contactName: ' ' })), 'contactName')).toContain('is required');
    expect(fieldError(await saveLtl(seller, session.id, shipment.id, ltlInput({ contactEmail: 'dana' })), 'contactEmail')).toContain('email');
    expect(dataOf(await ltl(seller, session.id, shipment.id))).toBeNull();
  });
});

describe('access', () => {
  it("answers 404 for another seller's sessions and shipments and changes nothing", async () => {
    const { seller, session, shipment } = await submittedSession(1000);
    const stranger = await submittedSession(1100);
    await setStatus(shipment.id, 'BOXED');
    const noSession = { status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The listing session was not found.' };
    const noShipment = { status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The shipment was not found.' };
    expect(apiError(await removeAll(stranger.seller, session.id))).toMatchObject(noSession);
    for (const call of [accept, cancel, submitBox]) {
      expect(apiError(await call(stranger.seller, session.id, shipment.id))).toMatchObject(noSession);
      // Their own session with this seller's shipment id.
      expect(apiError(await call(stranger.seller, stranger.session.id, shipment.id))).toMatchObject(noShipment);
    }
    expect(apiError(await saveLtl(stranger.seller, session.id, shipment.id, ltlInput()))).toMatchObject(noSession);
    expect(apiError(await saveLtl(stranger.seller, stranger.session.id, shipment.id, ltlInput()))).toMatchObject(noShipment);
    expect(apiError(await ltl(stranger.seller, session.id, shipment.id))).toMatchObject(noSession);
    expect(apiError(await ltl(stranger.seller, stranger.session.id, shipment.id))).toMatchObject(noShipment);
    // The seller's own session with a shipment of another session.
    expect(apiError(await cancel(seller, session.id, stranger.shipment.id))).toMatchObject(noShipment);
    const [row] = await server.db.select().from(listingShipments).where(eq(listingShipments.id, shipment.id));
    expect(row!.status).toBe('BOXED');
    expect(dataOf(await ltl(seller, session.id, shipment.id))).toBeNull();
  });

  it('needs LISTER, and the XSRF header for writes', async () => {
    const { seller, session, shipment } = await submittedSession(1200);
    const params = { sessionId: session.id, shipmentId: shipment.id };
    await expectListerGuarded(server, [
      { endpoint: api.removeAll, input: { params: { sessionId: session.id } }, owner: seller },
      { endpoint: api.accept, input: { params }, owner: seller },
      { endpoint: api.cancel, input: { params }, owner: seller },
      { endpoint: api.submitBox, input: { params }, owner: seller },
      { endpoint: api.saveLtl, input: { params, body: ltlInput() }, owner: seller },
      { endpoint: api.ltl, input: { params }, owner: seller },
    ]);
    const [row] = await server.db.select().from(listingShipments).where(eq(listingShipments.id, shipment.id));
    expect(row!.status).toBe('BOXING');
  });
});
