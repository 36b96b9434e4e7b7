import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type MarketplaceConnection, type StockPage } from '../../../src/contract';
import { eq } from 'drizzle-orm';
import { priceFeedFiles } from '../../db/schema';
import { gatherRunOffers, keptOffers } from '../../modules/repricer/run/runOffers';
import { insertRepricerRun } from '../../modules/repricer/run/runService';
import { activateGroups, resultsOfRun, runToEnd, switchOffCircuitBreaker } from '../../testing/repricerRun';
import { connectOnFake, FAST_SP_API, insertSeller, spApiConfigFor } from '../../testing/spApi';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { deriveBook } from '../deriveBook';
import { deriveInventory } from '../inventory';
import { asSeller } from '../sellerScope';
import { catalogIsbn } from '../simulator';
import { startFakeMarketplace, type FakeMarketplace } from './fake/fakeMarketplace';
import { PATCH_LIMIT } from './listingsFeed';
import { createSpApiMarketplace } from './spApiMarketplace';

/**
 * The adapter inside the app, on the HTTP fake: the authorisation round trip through Folio's own
 * calls, a stock load for the signed-in seller, and what a failing marketplace becomes (a sentence
 * of the error catalogue, never a 500, never a token). One fake and one server for the file.
 */

const CATALOG = 5000;
const FAST = FAST_SP_API;
let fake: FakeMarketplace;
let server: TestServer;
let seller: SellerAuth;
const TOKEN_SHAPES = /Atz[ar]\||X-Amz-Signature|ANfake|client_secret|fake-marketplace-client-secret/;

beforeAll(async () => {
  fake = await startFakeMarketplace({ catalogSize: CATALOG, defaultSeller: 'AFAKEROUNDTRIP-40' });
  server = await startTestServer({ catalogSize: CATALOG, publicUrl: 'http://folio.test' }, { marketplace: (deps) => createSpApiMarketplace(deps, spApiConfigFor(fake), FAST), jobs: 'work' });
  seller = await server.newSeller([['MY_PRICER', 'ACTIVE']]);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('the Selling Partner API adapter in the app', () => {
  it('connects a seller through the website authorisation workflow and Login with Amazon', async () => {
    const { consentUrl } = dataOf(await server.call<{ consentUrl: string }>(sellerApi.integration.authorise, {}, { auth: seller }));
    const consent = new URL(consentUrl);
    expect(consent.origin + consent.pathname).toBe(`${fake.url}/apps/authorize/consent`);
    expect(consent.searchParams.get('application_id')).toBe(fake.application.applicationId);
    expect(consent.searchParams.get('redirect_uri')).toBe('http://folio.test/sp/auth/complete');
    // The seller allows on the marketplace, which sends the browser back with the code.
    const allowed = await fetch(`${fake.url}/apps/authorize/consent/allow?${consent.searchParams.toString()}&selling_partner_id=AFAKEROUNDTRIP-40`, { redirect: 'manual' });
    const back = new URL(allowed.headers.get('location')!);
    expect(back.pathname).toBe('/sp/auth/complete');
    const body = { code: back.searchParams.get('spapi_oauth_code'), state: back.searchParams.get('state'), sellingPartnerId: back.searchParams.get('selling_partner_id') };
    const connection = dataOf(await server.call<MarketplaceConnection>(sellerApi.integration.complete, { body }, { auth: seller }));
    expect(connection).toMatchObject({ status: 'CONNECTED', sellingPartnerId: 'AFAKEROUNDTRIP-40', region: 'NA', marketplace: { id: 'ATVPDKIKX0DER', name: 'United States' } });
    // The code is good once, as the marketplace's are.
    const again = await server.call(sellerApi.integration.complete, { body }, { auth: seller });
    expect(apiError(again).errorCode).toBe(ErrorCode.MARKETPLACE_STATE_USED);
  });

  it("loads the connected seller's stock from the listings report and FBA inventory", async () => {
    const page = dataOf(await server.call<StockPage>(sellerApi.stock.list, { query: { limit: 100 } }, { auth: seller }));
    const listed = new Map((await deriveInventory('AFAKEROUNDTRIP-40', CATALOG)).map((sku) => [sku.sku, sku]));
    expect(page.rows.length).toBeGreaterThan(20);
    for (const row of page.rows) expect([row.asin, row.price, row.activeQty]).toEqual([listed.get(row.sku)?.asin, listed.get(row.sku)?.price, listed.get(row.sku)?.activeQty]);
    expect(page.rows.some((row) => row.channel === 'FBA') && page.rows.some((row) => row.channel === 'MFN')).toBe(true);
  });

  it('prices a run from the offers it fetched in batches, and pushes its changed prices once as a listings feed', async () => {
    const runner = await server.newSeller([['REPRICER', 'ACTIVE'], ['MY_PRICER', 'ACTIVE']]);
    await connectOnFake(server.db, server.config, fake, runner.userId, 'AFAKERUN-30');
    await activateGroups(server.db, runner.userId);
    await switchOffCircuitBreaker(server.db, runner.userId);
    const run = await runToEnd(server, runner, 30_000);
    expect(run).toMatchObject({ state: 'DONE', total: 30, done: 30 });
    expect(fake.calls.filter((call) => call === 'POST /batches/products/pricing/v0/itemOffers').length).toBe(2);
    const changed = (await resultsOfRun(server.db, runner.userId, run.id)).filter((result) => result.newPrice !== null && result.newPrice !== result.previousPrice);
    expect(changed.length).toBeGreaterThan(0);
    const until = Date.now() + 20_000;
    let file;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [file] = await server.db.select().from(priceFeedFiles).where(eq(priceFeedFiles.runId, run.id));
    } while (!file?.settledAt && Date.now() < until);
    expect(file).toMatchObject({ rows: changed.length, refusedSkus: 0, submissionId: expect.any(String) });
    for (const result of changed) expect((await fake.listings.sku('AFAKERUN-30', result.sku))?.price).toBe(result.newPrice);
    // One feed, or one patch a SKU for a few.
    if (changed.length > PATCH_LIMIT) expect(fake.calls.filter((call) => call === 'POST /feeds/2021-06-30/feeds')).toHaveLength(1);
    else expect(fake.calls.filter((call) => call.startsWith('PATCH /listings/'))).toHaveLength(changed.length);
  });

  it('fetches a run’s offers across attempts, each pair once, keeping what an attempt fetched', async () => {
    const runner = await server.newSeller([['REPRICER', 'ACTIVE'], ['MY_PRICER', 'ACTIVE']]);
    await connectOnFake(server.db, server.config, fake, runner.userId, 'AFAKEGATHER-25');
    await activateGroups(server.db, runner.userId);
    const adapter = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), FAST);
    const asked: number[] = [];
    const marketplace = { ...adapter, offersForMany: (pairs: Parameters<typeof adapter.offersForMany>[0], at: Date) => (asked.push(pairs.length), adapter.offersForMany(pairs, at)) };
    const run = await insertRepricerRun(server.db, runner.userId, new Date());
    const deps = { db: server.db, clock: () => new Date(), marketplace };
    const signal = new AbortController().signal;
    // An attempt out of time after its first batch hands over; the next fetches only the rest.
    expect(await asSeller(runner.userId, () => gatherRunOffers(deps, run, signal, 0))).toBe('again');
    expect(await asSeller(runner.userId, () => gatherRunOffers(deps, run, signal, 0))).toBe('ready');
    expect(asked).toEqual([20, 5]);
    expect(await asSeller(runner.userId, () => gatherRunOffers(deps, run, signal, 0))).toBe('ready');
    expect(asked).toEqual([20, 5]);
    const stock = await deriveInventory('AFAKEGATHER-25', CATALOG);
    const kept = keptOffers(server.db, run.id, stock, 0);
    let found = 0;
    for (const sku of stock) {
      const offers = await kept(sku.asin, sku.condition);
      expect(offers.every((offer) => offer.condition === sku.condition)).toBe(true);
      found += offers.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('patches a few prices, and not again a SKU already at its new price (a patch sent just before a crash)', async () => {
    const sellerId = await insertSeller(server.db);
    await connectOnFake(server.db, server.config, fake, sellerId, 'AFAKEPATCHED-12');
    const marketplace = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), FAST);
    const [sku] = await deriveInventory('AFAKEPATCHED-12', CATALOG);
    const changes = [{ sku: sku!.sku, price: 23_45 }];
    const patches = () => fake.calls.filter((call) => call.startsWith('PATCH /listings/2021-08-01/items/AFAKEPATCHED-12/')).length;
    for (let attempt = 0; attempt < 2; attempt++) {
      const results = await asSeller(sellerId, async () => marketplace.prices.outcome(await marketplace.prices.submit(changes, new Date()), changes, new Date()));
      expect(results).toEqual([{ sku: sku!.sku, accepted: true }]);
    }
    expect(patches()).toBe(1);
    expect((await fake.listings.sku('AFAKEPATCHED-12', sku!.sku))?.price).toBe(23_45);
  });

  it('reads what the marketplace reimbursed from its report, matched to the shipments by FNSKU, and says claims are opened in Seller Central', async () => {
    const sellerId = await insertSeller(server.db);
    await connectOnFake(server.db, server.config, fake, sellerId, 'AFAKEREIMBURSED-0');
    const marketplace = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), FAST);
    const line = { sku: 'FB-U-000001', fnsku: 'X00ABCDEFG', asin: '0306406152', isbn13: '9780306406157', title: 'A book', condition: 'used', quantity: 3 };
    const row = { 'approval-date': '2026-10-02T10:00:00+00:00', 'reimbursement-id': '9100', 'case-id': '', 'amazon-order-id': '', reason: 'Lost_Inbound', sku: line.sku, fnsku: line.fnsku, asin: line.asin, 'product-name': 'A book', condition: 'UsedGood', 'currency-unit': 'USD', 'amount-per-unit': '6.50', 'amount-total': '13.00', 'quantity-reimbursed-cash': '2', 'quantity-reimbursed-inventory': '0', 'quantity-reimbursed-total': '2' };
    fake.reimbursements.set('AFAKEREIMBURSED-0', [row, { ...row, 'reimbursement-id': '9101', fnsku: 'X00OTHER00' }]);
    const shipment = { code: 'FBA1ABCDEFGH', name: 'Shipment 1', shippedAt: new Date('2026-09-20T00:00:00Z'), lines: [line] };
    const { losses } = await asSeller(sellerId, () => marketplace.reimbursements.ledger([shipment], new Date('2026-11-01T00:00:00Z')));
    expect(losses).toEqual([
      { key: 'reimbursement-9100', kind: 'LOST_INBOUND', occurredAt: new Date('2026-10-02T10:00:00Z'), shipment: { code: 'FBA1ABCDEFGH', name: 'Shipment 1' }, line, units: 2, value: 1300, settledAmount: 1300 },
    ]);
    await expect(asSeller(sellerId, () => marketplace.reimbursements.fileClaim(losses[0]!, new Date()))).rejects.toThrow('Seller Central');
  });

  it('waits out a 429 with the rate the marketplace gives, and answers', async () => {
    const sellerId = await insertSeller(server.db);
    await connectOnFake(server.db, server.config, fake, sellerId, 'AFAKETHROTTLED-0');
    const marketplace = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), FAST);
    fake.faults.add(/^\/catalog\//, { kind: 'throttle', rateLimit: 20 }, 2);
    const before = fake.calls.filter((call) => call.includes('/catalog/')).length;
    const book = await asSeller(sellerId, () => marketplace.findByCode(catalogIsbn(3)));
    expect(book?.title).toBe(deriveBook(catalogIsbn(3)).title);
    expect(fake.calls.filter((call) => call.includes('/catalog/')).length - before).toBe(3);
  });

  it('answers a failing or silent marketplace with MARKETPLACE_UNAVAILABLE and a sentence, never a 500 or a token', async () => {
    const sellerId = await insertSeller(server.db);
    await connectOnFake(server.db, server.config, fake, sellerId, 'AFAKEFAILING-0');
    const marketplace = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), FAST);
    fake.faults.add(/^\/catalog\//, { kind: 'fail', status: 500 }, 3);
    const failed = await asSeller(sellerId, () => marketplace.findByCode(catalogIsbn(4))).catch((error: unknown) => error);
    expect(failed).toMatchObject({ statusCode: 503, errorCode: ErrorCode.MARKETPLACE_UNAVAILABLE, message: `The marketplace failed with 500 (the lookup of ${catalogIsbn(4)}). Try again in a few minutes.` });
    // A marketplace that holds its answer: given up after the timeout, three times.
    const impatient = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), { ...FAST, timeoutMs: 300 });
    fake.faults.add(/^\/catalog\//, { kind: 'timeout' }, 3);
    const silent = await asSeller(sellerId, () => impatient.findByCode(catalogIsbn(5))).catch((error: unknown) => error);
    expect(silent).toMatchObject({ statusCode: 503, errorCode: ErrorCode.MARKETPLACE_UNAVAILABLE, message: expect.stringContaining('did not answer') });
    for (const error of [failed, silent]) expect(JSON.stringify(error) + String(error)).not.toMatch(TOKEN_SHAPES);
    // Through the API: the catalogue's envelope, not a 500.
    const [sku] = await deriveInventory('AFAKEROUNDTRIP-40', CATALOG);
    fake.faults.add(/^\/products\/pricing\//, { kind: 'fail', status: 503 }, 3);
    const reply = await server.call(sellerApi.stock.detail, { params: { sku: sku!.sku } }, { auth: seller });
    expect(apiError(reply)).toMatchObject({ status: 503, errorCode: ErrorCode.MARKETPLACE_UNAVAILABLE, errorMessage: `The marketplace failed with 503 (the offers on ${sku!.asin}). Try again in a few minutes.` });
  });

  it('answers MARKETPLACE_NOT_CONNECTED, with what to do, for a seller without an authorisation or whose was revoked', async () => {
    const marketplace = createSpApiMarketplace({ db: server.db, config: server.config, clock: () => new Date() }, spApiConfigFor(fake), FAST);
    const stranger = await insertSeller(server.db);
    await expect(asSeller(stranger, () => marketplace.findByCode(catalogIsbn(6)))).rejects.toMatchObject({ errorCode: ErrorCode.MARKETPLACE_NOT_CONNECTED, message: expect.stringContaining('Account, Integration') });
    await expect(marketplace.findByCode(catalogIsbn(6))).rejects.toMatchObject({ errorCode: ErrorCode.MARKETPLACE_NOT_CONNECTED });
    const revoked = await insertSeller(server.db);
    await connectOnFake(server.db, server.config, fake, revoked, 'AFAKEREVOKED-0');
    fake.accounts.revoke('AFAKEREVOKED-0');
    const refused = await asSeller(revoked, () => marketplace.findByCode(catalogIsbn(6))).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 409, errorCode: ErrorCode.MARKETPLACE_NOT_CONNECTED, message: expect.stringContaining('Authorise Folio again') });
    expect(JSON.stringify(refused) + String(refused)).not.toMatch(TOKEN_SHAPES);
  });
});
