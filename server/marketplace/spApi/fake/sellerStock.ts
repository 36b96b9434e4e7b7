import type { StockSku } from '../../../../src/contract';
import type { Marketplace } from '../../marketplace';

/**
 * What the fake holds of each account's listings: the simulator's derived stock, with the prices
 * the account's feeds changed laid over it. Derived once per account.
 */
export function createFakeListings(simulator: Marketplace) {
  const stocks = new Map<string, Promise<Map<string, StockSku>>>();
  const prices = new Map<string, number>();
  const stockOf = (account: string) => {
    let stock = stocks.get(account);
    if (!stock) {
      stock = simulator.existingStock(account).then((skus) => new Map(skus.map((sku) => [sku.sku, sku])));
      stocks.set(account, stock);
    }
    return stock;
  };
  return {
    /** The account's SKUs, each at its current price. */
    async skus(account: string): Promise<StockSku[]> {
      return [...(await stockOf(account)).values()].map((sku) => ({ ...sku, price: prices.get(`${account}|${sku.sku}`) ?? sku.price }));
    },
    async sku(account: string, sku: string): Promise<StockSku | null> {
      const found = (await stockOf(account)).get(sku);
      return found ? { ...found, price: prices.get(`${account}|${sku}`) ?? found.price } : null;
    },
    setPrice(account: string, sku: string, price: number) {
      prices.set(`${account}|${sku}`, price);
    },
  };
}

export type FakeListings = ReturnType<typeof createFakeListings>;
