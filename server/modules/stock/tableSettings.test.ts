import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_COLUMNS, STOCK_MANAGER_DEFAULTS, sellerApi, type StockTableSettings } from '../../../src/contract';
import { dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.stock;
let server: TestServer;
let seller: SellerAuth;

beforeAll(async () => {
  server = await startTestServer();
  seller = await server.newSeller([['MY_PRICER', 'ACTIVE']]);
});
afterAll(() => server.close());

const read = (who: SellerAuth) => server.call<StockTableSettings>(api.tableSettings, {}, { auth: who });
const save = (who: SellerAuth, body: unknown) => server.call<StockTableSettings>(api.saveTableSettings, { body }, { auth: who });

describe('stock-manager/table/settings', () => {
  it('reads the defaults before the first save: SP_ONLY, AT_MIN, every column, qtyGte 1', async () => {
    expect(dataOf(await read(seller))).toEqual({
      tableVersion: 1,
      offersSearchMode: STOCK_MANAGER_DEFAULTS.offersSearchMode,
      tags: [STOCK_MANAGER_DEFAULTS.tag],
      visibleColumns: [...STOCK_COLUMNS],
      sort: { field: 'Age', order: 'ASC' },
      pageSize: 100,
      filters: { qtyGte: '1' },
    });
  });

  it('saves what is sent, fills the rest with defaults, and reads it back', async () => {
    const sent = {
      offersSearchMode: 'AGGRESSIVE',
      tags: ['AT_MAX', 'NO_MIN'],
      visibleColumns: ['sku', 'title', 'price'],
      sort: { field: 'Price', order: 'DESC' },
      filters: { conditions: 'used,good', qtyGte: '0', text: 'garden', textMatch: 'Starts With' },
    };
    const saved = dataOf(await save(seller, sent));
    expect(saved).toEqual({ ...sent, tableVersion: 1, pageSize: 100 });
    expect(dataOf(await read(seller))).toEqual(saved);
    const other = await server.newSeller([['MY_PRICER', 'ACTIVE']]);
    expect(dataOf(await read(other)).offersSearchMode).toBe('SP_ONLY');
  });

  it('refuses a newer table version and bad fields with a 400 naming the field', async () => {
    expect(fieldError(await save(seller, { tableVersion: 2 }), 'tableVersion')).toMatch(/newer/);
    fieldError(await save(seller, { offersSearchMode: 'FAST' }), 'offersSearchMode');
    fieldError(await save(seller, { tags: ['AT_MIN', 'AT_MIN'] }), 'tags');
    fieldError(await save(seller, { visibleColumns: ['sku', 'colour'] }), 'visibleColumns');
    fieldError(await save(seller, { visibleColumns: [] }), 'visibleColumns');
    fieldError(await save(seller, { sort: { field: 'Title', order: 'ASC' } }), 'sort');
    fieldError(await save(seller, { pageSize: 1000 }), 'pageSize');
    fieldError(await save(seller, { filters: { qtyGte: '-1' } }), 'filters.qtyGte');
    fieldError(await save(seller, { filters: { colour: 'red' } }), 'filters');
  });
});
