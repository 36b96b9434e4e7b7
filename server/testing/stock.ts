import { eq } from 'drizzle-orm';
import { sellerApi, type StockPage, type StockQueryInput, type StockSku } from '../../src/contract';
import { users } from '../db/schema';
import { createSimulatedMarketplace } from '../marketplace/simulator';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/**
 * Helpers of the stock module tests: a Stock Manager seller whose marketplace stock is `size` SKUs
 * of the simulator (its marketplace seller id ends in the count), and that stock as the simulator
 * derives it, to check the server's answers against.
 */

export const STOCK_TEST_SIZE = 3000;

export async function newStockSeller(server: TestServer, size = STOCK_TEST_SIZE): Promise<{ seller: SellerAuth; marketplaceSellerId: string }> {
  const seller = await server.newSeller([['MY_PRICER', 'ACTIVE'], ['LISTER', 'ACTIVE']]);
  const marketplaceSellerId = `TEST-${seller.userId}-${size}`;
  await server.db.update(users).set({ marketplaceSellerId }).where(eq(users.id, seller.userId));
  return { seller, marketplaceSellerId };
}

const simulator = createSimulatedMarketplace();
export const derivedStockOf = (marketplaceSellerId: string): Promise<StockSku[]> => simulator.existingStock(marketplaceSellerId);

export async function stockPage(server: TestServer, seller: SellerAuth, query: Partial<Record<keyof StockQueryInput, string | number>> = {}): Promise<StockPage> {
  return dataOf(await server.call<StockPage>(sellerApi.stock.list, { query }, { auth: seller }));
}
