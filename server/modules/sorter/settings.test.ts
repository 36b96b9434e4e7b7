import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SORTER_SETTINGS, sellerApi, type SorterSettings } from '../../../src/contract';
import { expectProductGuarded } from '../../testing/guards';
import { dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterSettings;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const settings = async (seller: SellerAuth) => dataOf(await server.call<SorterSettings>(api.settings, {}, { auth: seller }));
const save = (seller: SellerAuth, body: unknown) => server.call<SorterSettings>(api.updateSettings, { body }, { auth: seller });

const saved: SorterSettings = { buyCost: 35, inboundCost: 60, timeoutMs: 800, soundOn: false };

describe('sorter settings', () => {
  it('has the defaults until saved, then what was saved; another seller keeps the defaults', async () => {
    const seller = await newSorterSeller();
    const other = await newSorterSeller();
    expect(await settings(seller)).toEqual(DEFAULT_SORTER_SETTINGS);
    expect(dataOf(await save(seller, saved))).toEqual(saved);
    expect(await settings(seller)).toEqual(saved);
    dataOf(await save(seller, { ...saved, soundOn: true, timeoutMs: 10_000 }));
    expect(await settings(seller)).toEqual({ ...saved, soundOn: true, timeoutMs: 10_000 });
    expect(await settings(other)).toEqual(DEFAULT_SORTER_SETTINGS);
  });

  it('refuses bad values naming the field, and keeps the prior settings', async () => {
    const seller = await newSorterSeller();
    dataOf(await save(seller, saved));
    expect(fieldError(await save(seller, { ...saved, timeoutMs: 150 }), 'timeoutMs')).toMatch(/at least 200/);
    expect(fieldError(await save(seller, { ...saved, timeoutMs: 10_001 }), 'timeoutMs')).toMatch(/at most 10000/);
    fieldError(await save(seller, { ...saved, timeoutMs: 1500.5 }), 'timeoutMs');
    expect(fieldError(await save(seller, { ...saved, buyCost: -1 }), 'buyCost')).toMatch(/negative/);
    fieldError(await save(seller, { ...saved, inboundCost: 2.5 }), 'inboundCost');
    fieldError(await save(seller, { ...saved, soundOn: 'yes' }), 'soundOn');
    const { buyCost: _buyCost, ...missing } = saved;
    fieldError(await save(seller, missing), 'buyCost');
    expect(await settings(seller)).toEqual(saved);
  });

  it('needs the Sorter product, and the XSRF header for writes', async () => {
    const owner = await newSorterSeller();
    await expectProductGuarded(server, { product: 'SORTER', other: 'BOOKZY' }, [
      { endpoint: api.settings, input: {}, owner },
      { endpoint: api.updateSettings, input: { body: saved }, owner },
    ]);
  });
});
