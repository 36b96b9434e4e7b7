/**
 * Stock query benchmark, pure server: the bench seller's 100,000 SKUs (derived by the marketplace
 * simulator, as the server does for bench@folio.test) in the stock index, then the stock manager's
 * queries against it. Lines:
 *   stock query: derive 100,000 SKUs M ms, index M ms, index after a change M ms
 *   stock query: sort 100,000 SKUs median M ms (first sort of a field after a change: M ms)
 *   stock query: sort+filter 100,000 SKUs median M ms
 *   stock query: text search 100,000 SKUs median M ms
 *   stock query: offers median M µs per book
 *
 * Measured here (2 cores shared with other builds; load about 3, then about 19):
 *   derive 800 / 2,284 ms, index 175 / 311 ms, index after a change 59 ms (load 19)
 *   sort median 2.7 / 3.1 ms, first sort of a field after a change 27 / 93 ms
 *   sort+filter median 4.6 / 17.3 ms, text search 38.6 ms (load 19), offers 2.9 / 5.9 µs per book
 * Through HTTP on PGlite at load 12 (auth, three small queries, the index, the reply's checks): a
 * warm page 60-120 ms, the first call of the bench seller 2.3 s (deriving its stock).
 */
import { stockFiltersSchema, STOCK_SORT_FIELDS, type StockFilters } from '../../src/contract';
import { DEMO_MARKETPLACE_SELLER_IDS } from '../../server/db/seed';
import { createSimulatedMarketplace } from '../../server/marketplace/simulator';
import { buildStockIndex, queryStockIndex } from '../../server/modules/stock/stockIndex';

const RUNS = 25;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => value.toFixed(1);
const timed = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
};
const timedAsync = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};
const filters = (query: Record<string, string>): StockFilters => stockFiltersSchema.parse(query);

export async function measureStockQuery(): Promise<string[]> {
  const marketplace = createSimulatedMarketplace();
  const deriveStart = performance.now();
  const stock = await marketplace.existingStock(DEMO_MARKETPLACE_SELLER_IDS.bench);
  const deriveMs = performance.now() - deriveStart;
  const [index, indexMs] = await timedAsync(() => buildStockIndex(stock));
  // A bounds change: the same SKUs, one figure different; the text and lookup are kept.
  const changed = stock.slice();
  changed[10] = { ...changed[10]!, minPrice: 100 };
  const [, rebuildMs] = await timedAsync(() => buildStockIndex(changed, index));
  const count = stock.length.toLocaleString('en-US');

  const firstSorts = STOCK_SORT_FIELDS.map((sortField) =>
    timed(() => queryStockIndex(index, filters({ qtyGte: '0' }), { sortField, sortOrder: 'ASC', offset: 0, limit: 100 }))[1],
  );
  const sortRuns: number[] = [];
  const filterRuns: number[] = [];
  const textRuns: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const sortField = STOCK_SORT_FIELDS[run % STOCK_SORT_FIELDS.length]!;
    const sortOrder = run % 2 === 0 ? 'ASC' : 'DESC';
    sortRuns.push(timed(() => queryStockIndex(index, filters({}), { sortField, sortOrder, offset: 5000, limit: 500 }))[1]);
    filterRuns.push(
      timed(() =>
        queryStockIndex(index, filters({ conditions: 'used,new', states: 'Active,Inbound', priceGte: '300', priceLte: '5000', tags: 'AT_MIN,NO_MIN' }), {
          sortField,
          sortOrder,
          offset: 0,
          limit: 100,
        }),
      )[1],
    );
    textRuns.push(timed(() => queryStockIndex(index, filters({ text: 'garden', textMatch: 'Contains' }), { sortField, sortOrder, offset: 0, limit: 100 }))[1]);
  }

  const asins = stock.slice(0, 20_000).map((sku) => sku.asin);
  const at = new Date();
  for (const asin of asins) await marketplace.offersFor(asin, at);
  const offerRuns: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (const asin of asins) await marketplace.offersFor(asin, at);
    offerRuns.push(((performance.now() - start) * 1000) / asins.length);
  }

  return [
    `stock query: derive ${count} SKUs ${ms(deriveMs)} ms, index ${ms(indexMs)} ms, index after a change ${ms(rebuildMs)} ms`,
    `stock query: sort ${count} SKUs median ${ms(median(sortRuns))} ms (first sort of a field after a change: median ${ms(median(firstSorts))} ms)`,
    `stock query: sort+filter ${count} SKUs median ${ms(median(filterRuns))} ms`,
    `stock query: text search ${count} SKUs median ${ms(median(textRuns))} ms`,
    `stock query: offers median ${median(offerRuns).toFixed(2)} µs per book`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureStockQuery()) console.log(line);
}
