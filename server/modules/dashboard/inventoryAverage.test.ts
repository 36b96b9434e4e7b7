import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi, type StockSku } from '../../../src/contract';
import type { InventoryAverage } from '../../../src/contract/dashboard';
import { stockOverrides, users } from '../../db/schema';
import { derivedStockOf, newStockSeller } from '../../testing/stock';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.dashboard;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const averages = async (seller: SellerAuth) => dataOf(await server.call<InventoryAverage>(api.inventoryAverage, {}, { auth: seller }));
const units = (sku: StockSku) => sku.activeQty + sku.inboundQty + sku.reservedQty;

/** The averages worked out here the plain way, from the simulator's stock, to hold the server's to. */
function expectedOf(skus: StockSku[]) {
  const held = skus.filter((sku) => units(sku) >= 1);
  const mean = (values: number[]) => (values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length));
  const totalUnits = held.reduce((sum, sku) => sum + units(sku), 0);
  return {
    skus: held.length,
    units: totalUnits,
    price: mean(held.map((sku) => sku.price)),
    quantity: held.length === 0 ? null : Math.round((totalUnits / held.length) * 100) / 100,
    salesRank: mean(held.flatMap((sku) => (sku.salesRank === null ? [] : [sku.salesRank]))),
    ageDays: mean(held.map((sku) => sku.ageDays)),
    soldDays: mean(held.flatMap((sku) => (sku.soldDays === null ? [] : [sku.soldDays]))),
  };
}

describe('inventory averages', () => {
  it('averages the SKUs that hold units, in all and per channel, FBA first', async () => {
    const { seller, marketplaceSellerId } = await newStockSeller(server);
    const derived = await derivedStockOf(marketplaceSellerId);
    const reply = await averages(seller);
    expect(reply.salesHidden).toBe(false);
    expect(reply.all).toEqual(expectedOf(derived));
    expect(reply.all.skus).toBeLessThan(derived.length);
    expect(reply.byChannel.map((entry) => entry.channel)).toEqual(['FBA', 'MFN']);
    for (const entry of reply.byChannel) {
      const { channel, ...figures } = entry;
      expect(figures).toEqual(expectedOf(derived.filter((sku) => sku.channel === channel)));
    }
    expect(reply.byChannel[0]!.skus + reply.byChannel[1]!.skus).toBe(reply.all.skus);
  });

  it('follows the prices and quantities Folio changed, as the stock table does', async () => {
    const { seller, marketplaceSellerId } = await newStockSeller(server);
    const derived = await derivedStockOf(marketplaceSellerId);
    const before = await averages(seller);
    const held = derived.find((sku) => units(sku) >= 1)!;
    // A repriced SKU's new price, and one sold out: the averages move with both.
    await server.db.insert(stockOverrides).values({ sellerId: seller.userId, sku: held.sku, price: held.price + 1_000_000 });
    const soldOut = derived.filter((sku) => units(sku) >= 1)[1]!;
    await server.db.insert(stockOverrides).values({ sellerId: seller.userId, sku: soldOut.sku, activeQty: 0, inboundQty: 0, reservedQty: 0 });
    const after = await averages(seller);
    const changed = derived.map((sku) =>
      sku.sku === held.sku ? { ...sku, price: held.price + 1_000_000 } : sku.sku === soldOut.sku ? { ...sku, activeQty: 0, inboundQty: 0, reservedQty: 0 } : sku,
    );
    expect(after.all).toEqual(expectedOf(changed));
    expect(after.all.skus).toBe(before.all.skus - 1);
    expect(after.all.price).toBeGreaterThan(before.all.price!);
  });

  it('answers zero SKUs and no averages to a seller without stock, whoever else has some', async () => {
    await newStockSeller(server);
    const stranger = await server.newSeller();
    const reply = await averages(stranger);
    const none = { skus: 0, units: 0, price: null, quantity: null, salesRank: null, ageDays: null, soldDays: null };
    expect(reply).toEqual({ all: none, byChannel: [{ channel: 'FBA', ...none }, { channel: 'MFN', ...none }], salesHidden: false });
  });

  it('sends no days since sold for an account that hides sales data; the public figures stay', async () => {
    const { seller, marketplaceSellerId } = await newStockSeller(server);
    await server.db.update(users).set({ hideSalesData: true }).where(eq(users.id, seller.userId));
    const reply = await averages(seller);
    const expected = expectedOf(await derivedStockOf(marketplaceSellerId));
    expect(reply.salesHidden).toBe(true);
    expect(reply.all).toEqual({ ...expected, soldDays: null });
    expect(reply.byChannel.every((entry) => entry.soldDays === null)).toBe(true);
    expect(expected.soldDays).not.toBeNull();
  });

  it('needs no product, but a signed-in seller', async () => {
    const seller = await server.newSeller([['LISTER', 'FROZEN']]);
    expect((await averages(seller)).all.skus).toBe(0);
    expect(apiError(await server.call(api.inventoryAverage, {}, { auth: null })).status).toBe(401);
  });
});
