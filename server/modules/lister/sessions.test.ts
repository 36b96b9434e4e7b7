import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  SESSION_NAME_MAX,
  sellerApi,
  type ItemChangeReply,
  type ListingSession,
  type SessionListEntry,
  type SessionSettings,
  type SkuSettings,
} from '../../../src/contract';
import { addBooks, expectListerGuarded, newListerSeller, openSession, plainIsbns } from '../../testing/lister';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.listerSessions;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type SearchReply = { content: SessionListEntry[]; total: number; page: number };
const get = (seller: SellerAuth, sessionId: number) => server.call<ListingSession>(api.get, { params: { sessionId } }, { auth: seller });
const rename = (seller: SellerAuth, sessionId: number, name: unknown) =>
  server.call<ListingSession>(api.rename, { params: { sessionId }, body: { name } }, { auth: seller });
const search = (seller: SellerAuth, query: Record<string, string | number>) => server.call<SearchReply>(api.search, { query }, { auth: seller });
const settings = (seller: SellerAuth, sessionId: number) => server.call<SessionSettings>(api.settings, { params: { sessionId } }, { auth: seller });
const saveSettings = (seller: SellerAuth, sessionId: number, body: unknown) =>
  server.call<SessionSettings>(api.saveSettings, { params: { sessionId }, body }, { auth: seller });
const skuSettings = (seller: SellerAuth, channel: string) => server.call<SkuSettings>(api.skuSettings, { query: { channel } }, { auth: seller });
const saveSku = (seller: SellerAuth, body: unknown) => server.call<SkuSettings>(api.saveSkuSettings, { body }, { auth: seller });

const defaults: SessionSettings = { condition: 'verygood', conditionNote: null, minPrice: null, maxPrice: null, quantity: 1 };

describe('create, get, rename', () => {
  it('names a session after its channel and the minute when no name is given, and starts it empty and OPEN', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller, 'FBM');
    expect(session).toMatchObject({
      channel: 'FBM',
      status: 'OPEN',
      sessionId: session.id,
      itemQuantity: 0,
      skuQuantity: 0,
      weight: 0,
      boxedQuantity: 0,
      boxCount: 0,
      shipments: [],
    });
    expect(session.name).toMatch(/^FBM \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const named = await openSession(server, seller, 'FBA', '  Garage sale  ');
    expect(named.name).toBe('Garage sale');
    expect(dataOf(await get(seller, named.id))).toEqual(named);
  });

  it('reads the totals from the items', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    const [a, b] = plainIsbns(2);
    const items = await addBooks(server, seller, session.id, [a!, b!, a!]);
    const read = dataOf(await get(seller, session.id));
    expect(read).toMatchObject({ itemQuantity: 3, skuQuantity: 2, weight: items[2]!.weight * 2 + items[1]!.weight });
    expect(read.updatedAt >= session.updatedAt).toBe(true);
  });

  it('gives sessions started in the same minute different default names, even when started at once', async () => {
    const seller = await newListerSeller(server);
    const first = await openSession(server, seller, 'FBA');
    const more = await Promise.all([openSession(server, seller, 'FBA'), openSession(server, seller, 'FBA')]);
    const names = [first, ...more].map((session) => session.name);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/^FBA \d{4}-\d{2}-\d{2} \d{2}:\d{2}( \([23]\))?$/);
    // Within one minute (the usual case) they are numbered from the first.
    const minutes = new Set(names.map((name) => name.slice(0, 20)));
    if (minutes.size === 1) expect(names.map((name) => name.slice(20)).sort()).toEqual(['', ' (2)', ' (3)']);
    // Another seller's sessions and a name the seller chose do not take a number.
    const other = await newListerSeller(server);
    expect((await openSession(server, other, 'FBA')).name).toMatch(/^FBA [\d-]+ [\d:]+$/);
  });

  it('renames, and refuses an empty or long name', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    expect(dataOf(await rename(seller, session.id, ' Thrift haul '))).toMatchObject({ id: session.id, name: 'Thrift haul' });
    expect(fieldError(await rename(seller, session.id, '   '), 'name')).toContain('is required');
    expect(fieldError(await rename(seller, session.id, 'x'.repeat(SESSION_NAME_MAX + 1)), 'name')).toContain('at most');
    expect(fieldError(await rename(seller, session.id, 5), 'name')).toContain('is required');
    expect(fieldError(await get(seller, 'abc' as never), 'sessionId')).toContain('whole number');
    expect(fieldError(await server.call(api.create, { body: { channel: 'EBAY' } }, { auth: seller }), 'channel')).toContain('FBA or FBM');
    expect(dataOf(await get(seller, session.id)).name).toBe('Thrift haul');
  });
});

describe('search', () => {
  it('lists the channel\'s sessions newest first, filters by name text and pages', async () => {
    const seller = await newListerSeller(server);
    const made: ListingSession[] = [];
    for (const name of ['Spring 50%', 'Summer', 'spring_two', 'Autumn', 'SPRING three']) made.push(await openSession(server, seller, 'FBA', name));
    await openSession(server, seller, 'FBM', 'Spring FBM');
    const all = dataOf(await search(seller, { channel: 'FBA' }));
    expect(all.total).toBe(5);
    expect(all.page).toBe(0);
    expect(all.content.map((entry) => entry.name)).toEqual(['SPRING three', 'Autumn', 'spring_two', 'Summer', 'Spring 50%']);
    expect(all.content[0]).toMatchObject({ shipments: 0, itemQuantity: 0, status: 'OPEN', channel: 'FBA' });
    const spring = dataOf(await search(seller, { channel: 'FBA', searchText: 'spring' }));
    expect(spring.content.map((entry) => entry.name)).toEqual(['SPRING three', 'spring_two', 'Spring 50%']);
    expect(spring.total).toBe(3);
    // Pattern characters are taken literally.
    expect(dataOf(await search(seller, { channel: 'FBA', searchText: '50%' })).content.map((entry) => entry.name)).toEqual(['Spring 50%']);
    expect(dataOf(await search(seller, { channel: 'FBA', searchText: '_' })).content.map((entry) => entry.name)).toEqual(['spring_two']);
    const second = dataOf(await search(seller, { channel: 'FBA', page: 1, pageSize: 2 }));
    expect(second).toMatchObject({ total: 5, page: 1 });
    expect(second.content.map((entry) => entry.name)).toEqual(['spring_two', 'Summer']);
    expect(dataOf(await search(seller, { channel: 'FBA', page: 9 })).content).toEqual([]);
    expect(dataOf(await search(seller, { channel: 'FBM' })).content.map((entry) => entry.name)).toEqual(['Spring FBM']);
  });

  it('counts items and shipments per session', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller, 'FBA', 'Counted');
    await addBooks(server, seller, session.id, plainIsbns(3));
    const [entry] = dataOf(await search(seller, { channel: 'FBA' })).content;
    expect(entry).toMatchObject({ id: session.id, itemQuantity: 3, skuQuantity: 3, shipments: 0 });
  });

  it('refuses bad queries and shows nothing of other sellers', async () => {
    const seller = await newListerSeller(server);
    const stranger = await newListerSeller(server);
    await openSession(server, stranger, 'FBA', 'Not yours');
    expect(dataOf(await search(seller, { channel: 'FBA' }))).toEqual({ content: [], total: 0, page: 0 });
    expect(fieldError(await search(seller, {}), 'channel')).toContain('FBA or FBM');
    expect(fieldError(await search(seller, { channel: 'FBA', page: -1 }), 'page')).toContain('at least 0');
    expect(fieldError(await search(seller, { channel: 'FBA', pageSize: 0 }), 'pageSize')).toContain('at least 1');
    expect(fieldError(await search(seller, { channel: 'FBA', pageSize: 'many' }), 'pageSize')).toContain('whole number');
    expect(fieldError(await search(seller, { channel: 'FBA', searchText: 'x'.repeat(101) }), 'searchText')).toContain('at most');
  });
});

describe('session settings', () => {
  it('starts from the defaults, saves, and applies them to new items', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    expect(dataOf(await settings(seller, session.id))).toEqual(defaults);
    const chosen: SessionSettings = { condition: 'good', conditionNote: 'Light wear', minPrice: 500, maxPrice: 2500, quantity: 2 };
    expect(dataOf(await saveSettings(seller, session.id, { ...chosen, conditionNote: '  Light wear ' }))).toEqual(chosen);
    expect(dataOf(await settings(seller, session.id))).toEqual(chosen);
    const [item] = await addBooks(server, seller, session.id, plainIsbns(1));
    expect(item).toMatchObject({ condition: 'good', conditionNote: 'Light wear', minPrice: 500, maxPrice: 2500, quantity: 2 });
    expect(dataOf(await saveSettings(seller, session.id, { ...chosen, conditionNote: '', minPrice: null }))).toMatchObject({ conditionNote: null, minPrice: null });
  });

  it('refuses a max below the min and bad fields', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    expect(apiError(await saveSettings(seller, session.id, { ...defaults, minPrice: 900, maxPrice: 800 }))).toMatchObject({
      status: 400,
      errorCode: ErrorCode.VALIDATION_FAILED,
      errorMessage: 'The max price must not be below the min price.',
    });
    expect(fieldError(await saveSettings(seller, session.id, { ...defaults, condition: 'mint' }), 'condition')).toContain('one of');
    expect(fieldError(await saveSettings(seller, session.id, { ...defaults, quantity: 0 }), 'quantity')).toContain('at least 1');
    expect(fieldError(await saveSettings(seller, session.id, { ...defaults, minPrice: 1.5 }), 'minPrice')).toContain('whole number');
    expect(fieldError(await saveSettings(seller, session.id, { ...defaults, maxPrice: 0 }), 'maxPrice')).toContain('at least');
    expect(dataOf(await settings(seller, session.id))).toEqual(defaults);
  });
});

describe('SKU settings', () => {
  it('answers the defaults until saved, numbers SKUs in order and moves the number on', async () => {
    const seller = await newListerSeller(server);
    expect(dataOf(await skuSettings(seller, 'FBA'))).toEqual({ channel: 'FBA', prefix: '', includeCondition: true, includeDate: false, nextNumber: 1 });
    const session = await openSession(server, seller);
    const items = await addBooks(server, seller, session.id, plainIsbns(2));
    expect(items.map((item) => item.sku)).toEqual(['FBA-VERYGOOD-1', 'FBA-VERYGOOD-2']);
    // One more of a book already there takes no number.
    await addBooks(server, seller, session.id, plainIsbns(1));
    expect(dataOf(await skuSettings(seller, 'FBA')).nextNumber).toBe(3);
    expect(dataOf(await skuSettings(seller, 'FBM')).nextNumber).toBe(1);

    const saved = dataOf(await saveSku(seller, { channel: 'FBA', prefix: 'BK', includeCondition: false, includeDate: true, nextNumber: 100 }));
    expect(saved).toEqual({ channel: 'FBA', prefix: 'BK', includeCondition: false, includeDate: true, nextNumber: 100 });
    const dayOf = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');
    const before = dayOf();
    const [dated] = await addBooks(server, seller, session.id, plainIsbns(1, 5000));
    expect([before, dayOf()]).toContain(dated!.sku.replace(/^BK-(\d{6})-100$/, '$1'));
    expect(dataOf(await skuSettings(seller, 'FBA')).nextNumber).toBe(101);

    // FBM has its own settings and numbers.
    const fbm = await openSession(server, seller, 'FBM');
    const [fbmItem] = await addBooks(server, seller, fbm.id, plainIsbns(1));
    expect(fbmItem!.sku).toBe('FBM-VERYGOOD-1');
  });

  it('gives concurrent scans distinct numbers', async () => {
    const seller = await newListerSeller(server);
    const sessions = [await openSession(server, seller), await openSession(server, seller)];
    const isbns = plainIsbns(6);
    const replies = await Promise.all(
      isbns.map((code, index) =>
        server.call<ItemChangeReply>(sellerApi.listerItems.add, { params: { sessionId: sessions[index % 2]!.id }, body: { code } }, { auth: seller }),
      ),
    );
    const skus = replies.map((reply) => dataOf(reply).item!.sku).sort();
    expect(new Set(skus).size).toBe(6);
    expect(dataOf(await skuSettings(seller, 'FBA')).nextNumber).toBe(7);
  });

  it('refuses a lower next number and bad fields', async () => {
    const seller = await newListerSeller(server);
    const base = { channel: 'FBA', prefix: 'A', includeCondition: true, includeDate: false };
    dataOf(await saveSku(seller, { ...base, nextNumber: 50 }));
    const refused = apiError(await saveSku(seller, { ...base, prefix: 'B', nextNumber: 49 }));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(refused.errorMessage).toMatch(/^nextNumber must be at least 50/);
    expect(dataOf(await saveSku(seller, { ...base, prefix: 'B', nextNumber: 50 }))).toMatchObject({ prefix: 'B', nextNumber: 50 });
    expect(fieldError(await saveSku(seller, { ...base, prefix: 'has space', nextNumber: 50 }), 'prefix')).toContain('letters');
    expect(fieldError(await saveSku(seller, { ...base, nextNumber: 0 }), 'nextNumber')).toContain('at least 1');
    expect(fieldError(await saveSku(seller, { ...base, includeDate: 'yes', nextNumber: 60 }), 'includeDate')).toContain('true or false');
    expect(fieldError(await skuSettings(seller, 'AMZ'), 'channel')).toContain('FBA or FBM');
    expect(dataOf(await skuSettings(seller, 'FBA'))).toMatchObject({ prefix: 'B', nextNumber: 50 });
  });
});

describe('access', () => {
  it("answers 404 for another seller's session and changes nothing", async () => {
    const seller = await newListerSeller(server);
    const stranger = await newListerSeller(server);
    const session = await openSession(server, seller, 'FBA', 'Mine');
    const notFound = { status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The listing session was not found.' };
    for (const sessionId of [session.id, 2_000_000_000]) {
      expect(apiError(await get(stranger, sessionId))).toMatchObject(notFound);
      expect(apiError(await rename(stranger, sessionId, 'Stolen'))).toMatchObject(notFound);
      expect(apiError(await settings(stranger, sessionId))).toMatchObject(notFound);
      expect(apiError(await saveSettings(stranger, sessionId, defaults))).toMatchObject(notFound);
      expect(apiError(await server.call(api.submit, { params: { sessionId } }, { auth: stranger }))).toMatchObject(notFound);
    }
    expect(dataOf(await get(seller, session.id)).name).toBe('Mine');
  });

  it('needs LISTER, and the XSRF header for writes', async () => {
    const seller = await newListerSeller(server);
    const session = await openSession(server, seller);
    const sessionId = session.id;
    await expectListerGuarded(server, [
      { endpoint: api.create, input: { body: { channel: 'FBA' } }, owner: seller },
      { endpoint: api.get, input: { params: { sessionId } }, owner: seller },
      { endpoint: api.rename, input: { params: { sessionId }, body: { name: 'New' } }, owner: seller },
      { endpoint: api.search, input: { query: { channel: 'FBA' } }, owner: seller },
      { endpoint: api.submit, input: { params: { sessionId } }, owner: seller },
      { endpoint: api.settings, input: { params: { sessionId } }, owner: seller },
      { endpoint: api.saveSettings, input: { params: { sessionId }, body: defaults }, owner: seller },
      { endpoint: api.skuSettings, input: { query: { channel: 'FBA' } }, owner: seller },
      {
        endpoint: api.saveSkuSettings,
        input: { body: { channel: 'FBA', prefix: '', includeCondition: true, includeDate: false, nextNumber: 1 } },
        owner: seller,
      },
    ]);
    expect(dataOf(await get(seller, sessionId))).toMatchObject({ name: session.name, status: 'OPEN' });
  });
});
