import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_STATES, sellerApi, type RepricingResult } from '../../../src/contract';
import { newRepricerSeller, writeRun } from '../../testing/repricer';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.repricer;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page = { content: RepricingResult[]; total: number; page: number; runId: number | null };
const search = (seller: SellerAuth, query: Record<string, string | number> = {}) =>
  server.call<Page>(api.searchResults, { query }, { auth: seller });
const skus = (page: Page) => page.content.map((result) => result.sku);

/** Two runs: run 7 is the latest; its results are in several states and groups. */
async function sellerWithRuns() {
  const seller = await newRepricerSeller(server);
  await writeRun(server, seller, 3, [{ sku: 'OLD-1', code: 'SUCCESS' }]);
  await writeRun(server, seller, 7, [
    { sku: 'C-3', code: 'MIN_REACHED', title: 'Moby-Dick' },
    { sku: 'A-1', code: 'SUCCESS', title: 'The Hobbit 50% off' },
    { sku: 'B-2', code: 'SUCCESS', groupType: 'MFN_USED', asin: 'B0HOBBIT99' },
    { sku: 'D-4', code: 'FIXED_PRICE' },
    { sku: 'E-5', code: 'NO_OFFERS', groupType: 'MFN_USED' },
  ]);
  return seller;
}

describe('result search', () => {
  it("lists the latest run's results by SKU, filtered by state, code, group and text, and pages", async () => {
    const seller = await sellerWithRuns();
    const all = dataOf(await search(seller));
    expect(all).toMatchObject({ total: 5, page: 0, runId: 7 });
    expect(skus(all)).toEqual(['A-1', 'B-2', 'C-3', 'D-4', 'E-5']);
    expect(all.content[0]).toMatchObject({ state: 'SUCCESSFUL', code: 'SUCCESS', reasons: ['LOWEST_IN_CONDITION'], outcome: 'SUCCESS', newPrice: 1499 });
    expect(skus(dataOf(await search(seller, { state: 'SUCCESSFUL' })))).toEqual(['A-1', 'B-2']);
    expect(skus(dataOf(await search(seller, { state: 'BOUNDED', code: 'MIN_REACHED' })))).toEqual(['C-3']);
    expect(skus(dataOf(await search(seller, { code: 'FIXED_PRICE' })))).toEqual(['D-4']);
    expect(skus(dataOf(await search(seller, { groupType: 'MFN_USED' })))).toEqual(['B-2', 'E-5']);
    // Text matches the SKU, the ASIN or the title, case-insensitively, with % taken literally.
    expect(skus(dataOf(await search(seller, { searchText: 'hobbit' })))).toEqual(['A-1', 'B-2']);
    expect(skus(dataOf(await search(seller, { searchText: '50%' })))).toEqual(['A-1']);
    expect(skus(dataOf(await search(seller, { searchText: 'c-3' })))).toEqual(['C-3']);
    const second = dataOf(await search(seller, { page: 1, pageSize: 2 }));
    expect(second).toMatchObject({ total: 5, page: 1 });
    expect(skus(second)).toEqual(['C-3', 'D-4']);
    expect(skus(dataOf(await search(seller, { runId: 3 })))).toEqual(['OLD-1']);
  });

  it('refuses states and codes outside the contract, a code of another state and a page too large', async () => {
    const seller = await sellerWithRuns();
    expect(fieldError(await search(seller, { state: 'GREAT' }), 'state')).toContain('SUCCESSFUL');
    expect(fieldError(await search(seller, { code: 'WHATEVER' }), 'code')).toContain('known result code');
    expect(fieldError(await search(seller, { state: 'PAUSED', code: 'SUCCESS' }), 'code')).toContain('PAUSED');
    fieldError(await search(seller, { pageSize: 101 }), 'pageSize');
    fieldError(await search(seller, { groupType: 'FBA' }), 'groupType');
    fieldError(await search(seller, { runId: 'latest' }), 'runId');
  });

  it('shows nothing of other sellers, and an empty page before any run', async () => {
    const seller = await sellerWithRuns();
    const stranger = await newRepricerSeller(server);
    expect(dataOf(await search(stranger))).toEqual({ content: [], total: 0, page: 0, runId: null });
    expect(dataOf(await search(stranger, { runId: 7 })).content).toEqual([]);
    expect(dataOf(await server.call<Page>(api.latestResults, {}, { auth: stranger })).content).toEqual([]);
    expect(dataOf(await search(seller)).total).toBe(5);
  });
});

describe('latest results and summary', () => {
  it('lists the latest run most recently priced first, five by default', async () => {
    const seller = await newRepricerSeller(server);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));
    await writeRun(server, seller, 1, Array.from({ length: 7 }, (_, index) => ({ sku: `S-${index}`, code: 'SUCCESS' as const, pricedAt: at(index) })));
    const latest = dataOf(await server.call<Page>(api.latestResults, {}, { auth: seller }));
    expect(latest).toMatchObject({ total: 7, runId: 1 });
    expect(skus(latest)).toEqual(['S-6', 'S-5', 'S-4', 'S-3', 'S-2']);
    expect(skus(dataOf(await server.call<Page>(api.latestResults, { query: { pageSize: 2 } }, { auth: seller })))).toEqual(['S-6', 'S-5']);
    fieldError(await server.call(api.latestResults, { query: { pageSize: 0 } }, { auth: seller }), 'pageSize');
  });

  it("counts each group's latest run per state", async () => {
    const seller = await sellerWithRuns();
    await writeRun(server, seller, 8, [{ sku: 'F-6', code: 'GLOBAL_MIN_REACHED', groupType: 'FBA_NEW' }]);
    type Summary = { groupType: string; runId: number | null; ranAt: string | null; counts: Record<string, number> }[];
    const summary = dataOf(await server.call<Summary>(api.summary, {}, { auth: seller }));
    const of = (groupType: string) => summary.find((entry) => entry.groupType === groupType)!;
    expect(summary).toHaveLength(6);
    expect(Object.keys(of('FBA_USED').counts)).toEqual(RESULT_STATES);
    expect(of('FBA_USED')).toMatchObject({ runId: 7, counts: { SUCCESSFUL: 1, BOUNDED: 1, PAUSED: 1, NO_OFFERS: 0 } });
    expect(of('MFN_USED')).toMatchObject({ runId: 7, counts: { SUCCESSFUL: 1, NO_OFFERS: 1 } });
    expect(of('FBA_NEW')).toMatchObject({ runId: 8, counts: { BOUNDED: 1 } });
    expect(of('FBA_USED').ranAt).toEqual(expect.any(String));
    expect(of('MFN_NEW')).toMatchObject({ runId: null, ranAt: null, counts: { SUCCESSFUL: 0 } });
  });

  it('answers the meta the screens word results with', async () => {
    const seller = await newRepricerSeller(server);
    type Meta = { resultStates: { state: string; codes: { code: string; label: string }[] }[]; groupTypes: unknown[]; reasonCodes: string[] };
    const meta = dataOf(await server.call<Meta>(api.meta, {}, { auth: seller }));
    expect(meta.groupTypes).toHaveLength(6);
    expect(meta.reasonCodes).toContain('SKU_NOTE_MISSING');
    const paused = meta.resultStates.find((entry) => entry.state === 'PAUSED')!;
    expect(paused.codes).toContainEqual({ code: 'FIXED_PRICE', label: 'Fixed Price Set' });
    expect(apiError(await server.call(api.meta, {}, { auth: null })).status).toBe(401);
  });
});
