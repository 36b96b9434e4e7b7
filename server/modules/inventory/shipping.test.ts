import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type ListingItem } from '../../../src/contract';
import { encodeImportRows, type ImportSummary, type PackingShipment, type PackingSlip } from '../../../src/contract/inventory';
import { listingShipments } from '../../db/schema';
import { exportPages, uploadLocations, wholeExport, writtenFor } from '../../testing/inventory';
import { addBooks, boxUnits, expectListerGuarded, openSession, plainIsbns, submitSession } from '../../testing/lister';
import { shipmentIsbns } from '../lister/boxingTesting';
import { settleOperations } from '../../testing/nsession';
import { placementPlan } from '../../testing/nsessionPlans';
import { derivedStockOf, newStockSeller, stockPage } from '../../testing/stock';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.shipping;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A Lister and Stock Manager seller with 300 SKUs and a submitted FBA session of four books, in one shipment. */
async function shippingSeller(from = 0) {
  const { seller, marketplaceSellerId } = await newStockSeller(server, 300);
  const session = await openSession(server, seller);
  await addBooks(server, seller, session.id, shipmentIsbns(4, from));
  const submitted = await submitSession(server, seller, session.id);
  const items = dataOf(await server.call<{ content: ListingItem[] }>(sellerApi.listerItems.list, { params: { sessionId: session.id } }, { auth: seller })).content;
  return { seller, session: submitted, items, stock: await derivedStockOf(marketplaceSellerId) };
}

const shipments = async (seller: SellerAuth) => dataOf(await server.call<PackingShipment[]>(api.shipments, {}, { auth: seller }));
const slip = (seller: SellerAuth, shipmentId: number) => server.call<PackingSlip>(api.packingSlip, { params: { shipmentId } }, { auth: seller });
const planSlip = (seller: SellerAuth, sessionId: number, shipmentId: string) =>
  server.call<PackingSlip>(api.planPackingSlip, { params: { sessionId, shipmentId } }, { auth: seller });
const rawUpload = (seller: SellerAuth, body: unknown) => server.call<ImportSummary>(api.uploadLocations, { body }, { auth: seller });

describe('POST shipping/locations', () => {
  it('sets the locations of stock SKUs and of books still in a lister shipment, all at once; export and slip show them', async () => {
    const { seller, items, stock } = await shippingSeller();
    const [first, second] = items;
    const file = `SKU,Location\r\n${first!.sku},B-2\r\n${second!.sku},A-10\r\n${stock[0]!.sku},Shelf 1\r\n${stock[1]!.sku},\r\n`;
    expect(dataOf(await uploadLocations(server, seller, file, true))).toMatchObject({ rows: 4, changed: 3, unchanged: 1, applied: false, changes: { location: 3 } });
    expect(await writtenFor(server, seller.userId)).toMatchObject({ overrides: 0 });
    expect(dataOf(await uploadLocations(server, seller, file))).toMatchObject({ changed: 3, applied: true });
    expect(wholeExport(await exportPages(server, seller)).location.slice(0, 2)).toEqual(['Shelf 1', null]);
    // The stock manager shows it too.
    const shown = await stockPage(server, seller, { text: stock[0]!.sku, textField: 'SKU', textMatch: 'Equals', qtyGte: 0 });
    expect(shown.rows).toEqual([{ ...stock[0], location: 'Shelf 1' }]);
    const lines = dataOf(await slip(seller, first!.shipmentId!)).lines;
    expect(lines.map((line) => [line.sku, line.location])).toEqual([
      [second!.sku, 'A-10'],
      [first!.sku, 'B-2'],
      ...items.slice(2).map((item) => [item.sku, null]).sort(),
    ]);
    // A blank cell clears a location; the same file again changes nothing.
    const cleared = `SKU,Location\r\n${first!.sku},\r\n`;
    expect(dataOf(await uploadLocations(server, seller, cleared))).toMatchObject({ changed: 1 });
    expect(dataOf(await uploadLocations(server, seller, cleared))).toMatchObject({ changed: 0, unchanged: 1 });
    expect(dataOf(await slip(seller, first!.shipmentId!)).lines.find((line) => line.sku === first!.sku)!.location).toBeNull();
  });

  it('refuses unknown and repeated SKUs and long locations, every line named, and writes nothing', async () => {
    const { seller, items } = await shippingSeller();
    // Lister SKUs are numbered per seller: another's "FBA-VERYGOOD-1" is this seller's own.
    const other = await shippingSeller(10);
    expect(other.items[0]!.sku).toBe(items[0]!.sku);
    const rows = [
      { line: 2, sku: items[0]!.sku, values: { location: 'A-1' } },
      { line: 3, sku: 'FBA-NOBODY-1', values: { location: 'A-2' } },
      { line: 4, sku: items[0]!.sku, values: { location: 'A-3' } },
    ];
    const check = dataOf(await rawUpload(seller, { fields: ['location'], rows: encodeImportRows(['location'], rows), check: true }));
    expect(check.errors.map((error) => error.message)).toEqual([
      'Line 3: SKU FBA-NOBODY-1 is not in your stock or in any of your lister sessions.',
      `Line 4: SKU ${items[0]!.sku} is also on line 2: a file names each SKU once.`,
    ]);
    const refused = apiError(await rawUpload(seller, { fields: ['location'], rows: encodeImportRows(['location'], rows) }));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(refused.errorMessage).toMatch(/^file has errors: Line 3: .*; Line 4: .*\.$/);
    const long = apiError(await rawUpload(seller, { fields: ['location'], rows: JSON.stringify([2, items[0]!.sku, 'x'.repeat(41)]) }));
    expect(long.errorMessage).toBe('file has errors: Line 2: Location must have at most 40 characters (it has 41).');
    expect(await writtenFor(server, seller.userId)).toMatchObject({ overrides: 0 });
    // A good file of this seller's leaves the other's same-named SKU alone.
    expect(dataOf(await rawUpload(seller, { fields: ['location'], rows: encodeImportRows(['location'], rows.slice(0, 1)) }))).toMatchObject({ changed: 1 });
    expect(await writtenFor(server, other.seller.userId)).toMatchObject({ overrides: 0 });
    expect(dataOf(await slip(other.seller, other.items[0]!.shipmentId!)).lines.every((line) => line.location === null)).toBe(true);
  });

  it('takes locations only: a file with other fields is a 400 naming them', async () => {
    const { seller, stock } = await shippingSeller();
    const reply = apiError(await rawUpload(seller, { fields: ['price'], rows: JSON.stringify([2, stock[0]!.sku, 500]) }));
    expect(reply).toMatchObject({ status: 400 });
    expect(reply.errorMessage).toMatch(/fields/);
    expect(apiError(await rawUpload(seller, { fields: ['location', 'note'], rows: '' })).errorMessage).toMatch(/fields/);
  });
});

describe('GET shipping/shipments and the packing slip', () => {
  it("lists the seller's shipments that are not cancelled, newest first, with their counts", async () => {
    const { seller, session } = await shippingSeller();
    const later = await openSession(server, seller, 'FBM', 'Second batch');
    await addBooks(server, seller, later.id, plainIsbns(2, 20));
    const second = await submitSession(server, seller, later.id);
    const listed = await shipments(seller);
    // Newest first: the second session's shipments, then the first's (made together: by id, newest first).
    const byId = (a: { id: number }, b: { id: number }) => b.id - a.id;
    expect(listed.map((shipment) => [shipment.id, shipment.sessionName, shipment.channel, shipment.skus, shipment.units, shipment.boxes])).toEqual([
      ...[...second.shipments].sort(byId).map((shipment) => [shipment.id, 'Second batch', 'FBM', shipment.skuQuantity, shipment.itemQuantity, 0]),
      ...[...session.shipments].sort(byId).map((shipment) => [shipment.id, session.name, 'FBA', shipment.skuQuantity, shipment.itemQuantity, 0]),
    ]);
    await server.db.update(listingShipments).set({ status: 'CANCELLED' }).where(eq(listingShipments.id, second.shipments[0]!.id));
    expect((await shipments(seller)).map((shipment) => shipment.id)).not.toContain(second.shipments[0]!.id);
    const stranger = await server.newSeller([['LISTER', 'ACTIVE']]);
    expect(await shipments(stranger)).toEqual([]);
  });

  it("answers a shipment's SKUs with title, condition, units and boxes; another seller's shipment is a 404", async () => {
    const { seller, items } = await shippingSeller();
    const [first, second] = items;
    await boxUnits(server, seller, first!, 1, first!.quantity);
    await boxUnits(server, seller, second!, 2, second!.quantity);
    const answer = dataOf(await slip(seller, first!.shipmentId!));
    expect(answer.shipment).toMatchObject({ id: first!.shipmentId, skus: items.length, boxes: 2 });
    expect(answer.lines.find((line) => line.sku === first!.sku)).toEqual({
      sku: first!.sku,
      title: first!.title,
      isbn13: first!.isbn13,
      condition: first!.condition,
      quantity: first!.quantity,
      location: null,
      boxes: [{ number: 1, quantity: first!.quantity }],
    });
    expect(answer.lines.find((line) => line.sku === second!.sku)!.boxes).toEqual([{ number: 2, quantity: second!.quantity }]);
    const stranger = await server.newSeller([['LISTER', 'ACTIVE']]);
    expect(apiError(await slip(stranger, first!.shipmentId!))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await slip(seller, 2_000_000_000))).toMatchObject({ status: 404 });
  });

  it('lists the shipments of plans with a confirmed placement, each with its packing slip, boxes numbered as on their labels', async () => {
    const plan = await placementPlan(server, { plain: 4, hazmat: 1, from: 620 });
    const placementOption = plan.session.placementOptions[0]!;
    dataOf(await server.call(sellerApi.nsessionPlacement.select, { params: { sessionId: plan.sessionId }, body: { placementOptionId: placementOption.id } }, plan.auth));
    await settleOperations(server, plan.sessionId);
    const session = await plan.calls.read();
    const listed = await shipments(plan.seller);
    expect(listed).toHaveLength(session.shipments.length);
    expect(session.shipments.length).toBeGreaterThan(0);
    const units = placementOption.shipments.reduce((sum, shipment) => sum + shipment.units, 0);
    expect(listed.reduce((sum, shipment) => sum + shipment.units, 0)).toBe(units);
    for (const shipment of listed) {
      const marketplace = placementOption.shipments.find((candidate) => candidate.id === shipment.planShipmentId)!;
      expect(shipment).toMatchObject({ flow: 'PLAN', id: plan.sessionId, sessionName: session.name, channel: 'FBA', status: 'SUBMITTED', boxes: marketplace.boxIds.length, units: marketplace.units });
      expect(session.shipments.map((confirmed) => confirmed.confirmationId)).toContain(shipment.shipmentCode);
      const answer = dataOf(await planSlip(plan.seller, plan.sessionId, shipment.planShipmentId!));
      expect(answer.shipment).toEqual(shipment);
      expect(answer.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(shipment.units);
      // Boxes numbered as the shipment's labels number them: 1 to its box count.
      expect(new Set(answer.lines.flatMap((line) => line.boxes.map((box) => box.number)))).toEqual(new Set(Array.from({ length: shipment.boxes }, (_, index) => index + 1)));
    }
    const stranger = await server.newSeller([['LISTER', 'ACTIVE']]);
    expect(apiError(await planSlip(stranger, plan.sessionId, listed[0]!.planShipmentId!))).toMatchObject({ status: 404 });
    expect(apiError(await planSlip(plan.seller, plan.sessionId, 'sh000000000000'))).toMatchObject({ status: 404 });
  });

  it('needs the Lister product, and the XSRF header to upload', async () => {
    const { seller, items } = await shippingSeller();
    const body = { fields: ['location'], rows: JSON.stringify([2, items[0]!.sku, 'A-1']) };
    await expectListerGuarded(server, [
      { endpoint: api.uploadLocations, input: { body }, owner: seller },
      { endpoint: api.shipments, input: {}, owner: seller },
      { endpoint: api.packingSlip, input: { params: { shipmentId: items[0]!.shipmentId } }, owner: seller },
    ]);
  });
});
