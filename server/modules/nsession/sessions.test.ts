import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, sellerApi } from '../../../src/contract';
import type { Nsession, NsessionItemPage, NsessionItemReply, NsessionSummary, NsessionTotals, ItemLocation } from '../../../src/contract/nsession';
import { createNsession, newNsessionSeller, nsessionCalls, settleOperations } from '../../testing/nsession';
import { isbnWhere, plainIsbns } from '../../testing/lister';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = sellerApi;

async function sessionWith(count: number, from = 0) {
  const seller = await newNsessionSeller(server);
  const session = await createNsession(server, seller);
  const sessionId = Number(session.idStr);
  const calls = nsessionCalls(server, seller, sessionId);
  const items = [];
  for (const isbn of plainIsbns(count, from)) items.push((await calls.add(isbn)).item!);
  return { seller, session, sessionId, calls, items };
}

const query = (seller: SellerAuth, sessionId: number, params: Record<string, string | number> = {}) =>
  server.call<NsessionItemPage>(api.nsessionItems.query, { params: { sessionId }, query: params }, { auth: seller });

describe('newer-flow sessions', () => {
  it('creates a session named after the minute, lists it newest first, renames and deletes it', async () => {
    const seller = await newNsessionSeller(server);
    const first = await createNsession(server, seller);
    expect(first).toMatchObject({ type: 'fba', itemQty: 0, skuQty: 0, stage: 'SCANNING', planId: null, operation: null });
    expect(first.name).toMatch(/^Plan \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const second = await createNsession(server, seller, 'Saturday books');
    const listed = dataOf(await server.call<NsessionSummary[]>(api.nsessions.list, {}, { auth: seller }));
    expect(listed.map((entry) => entry.name)).toEqual(['Saturday books', first.name]);

    const renamed = await server.call<Nsession>(api.nsessions.rename, { params: { sessionId: second.idStr }, body: { name: '  Sunday books ' } }, { auth: seller });
    expect(dataOf(renamed).name).toBe('Sunday books');
    const blank = await server.call(api.nsessions.rename, { params: { sessionId: second.idStr }, body: { name: '   ' } }, { auth: seller });
    expect(fieldError(blank, 'name')).toBe('name is required.');

    expect((await server.call(api.nsessions.remove, { params: { sessionId: second.idStr } }, { auth: seller })).status).toBe(200);
    expect(apiError(await server.call(api.nsessions.get, { params: { sessionId: second.idStr } }, { auth: seller })).errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('never shows one seller another seller’s session, items or plan', async () => {
    const { sessionId, items } = await sessionWith(1);
    const other = await newNsessionSeller(server);
    const auth = { auth: other };
    for (const reply of [
      await server.call(api.nsessions.get, { params: { sessionId } }, auth),
      await server.call(api.nsessionItems.query, { params: { sessionId } }, auth),
      await server.call(api.nsessionItems.edit, { params: { sessionId, itemId: items[0]!.idStr }, body: { price: 500 } }, auth),
      await server.call(api.nsessions.submit, { params: { sessionId } }, auth),
      await server.call(api.nsessionPacking.options, { params: { sessionId } }, auth),
    ]) {
      expect(reply.status).toBe(404);
    }
  });

  it('starts new plans with the seller’s saved defaults', async () => {
    const seller = await newNsessionSeller(server);
    const first = dataOf(await server.call(api.nsessions.defaults, {}, { auth: seller }));
    expect(first).toEqual({ defaultCondition: 'verygood', defaultConditionNote: null, defaultMinPrice: null, defaultMaxPrice: null, defaultQuantity: 1 });
    const wanted = { defaultCondition: 'good', defaultConditionNote: 'Ex-library', defaultMinPrice: 399, defaultMaxPrice: 4999, defaultQuantity: 2 };
    expect(dataOf(await server.call(api.nsessions.saveDefaults, { body: wanted }, { auth: seller }))).toEqual(wanted);
    expect((await createNsession(server, seller)).settings).toEqual(wanted);
    const crossed = await server.call(api.nsessions.saveDefaults, { body: { ...wanted, defaultMinPrice: 6000 } }, { auth: seller });
    expect(apiError(crossed).errorMessage).toBe('The default min price must not be above the default max price.');
  });

  it('carries a plan’s defaults changed on its scan step to the next plan, unless the seller keeps them to that plan', async () => {
    const seller = await newNsessionSeller(server);
    const first = await createNsession(server, seller);
    const changed = { defaultCondition: 'verygood', defaultConditionNote: null, defaultMinPrice: 400, defaultMaxPrice: 4000, defaultQuantity: 2 };
    await server.call(api.nsessions.settings, { params: { sessionId: first.idStr }, body: changed }, { auth: seller });
    expect((await createNsession(server, seller)).settings).toEqual(changed);
    expect(dataOf(await server.call(api.nsessions.defaults, {}, { auth: seller }))).toEqual(changed);

    const onlyHere = { ...changed, defaultQuantity: 5 };
    const kept = await server.call(api.nsessions.settings, { params: { sessionId: first.idStr }, body: { ...onlyHere, forNewPlans: false } }, { auth: seller });
    expect((dataOf(kept) as Nsession).settings).toEqual(onlyHere);
    expect((await createNsession(server, seller)).settings).toEqual(changed);
  });

  it('needs LISTER and SEND_TO_AMAZON', async () => {
    const listerOnly = await server.newSeller([['LISTER', 'ACTIVE']]);
    const reply = await server.call(api.nsessions.list, {}, { auth: listerOnly });
    expect(reply.status).toBe(403);
  });
});

describe('newer-flow items', () => {
  it('adds a scanned book with the session defaults, then one more of it', async () => {
    const seller = await newNsessionSeller(server);
    const session = await createNsession(server, seller);
    const sessionId = Number(session.idStr);
    await server.call(api.nsessions.settings, {
      params: { sessionId },
      body: { defaultCondition: 'good', defaultConditionNote: 'Light wear', defaultMinPrice: 450, defaultMaxPrice: 2500, defaultQuantity: 2 },
    }, { auth: seller });
    const calls = nsessionCalls(server, seller, sessionId);
    const [isbn] = plainIsbns(1, 40);
    const added = await calls.add(isbn!);
    expect(added).toMatchObject({ outcome: 'ADDED', item: { isbn13: isbn, condition: 'good', quantity: 2, min: 450, max: 2500, conditionNote: 'Light wear', boxedQty: 0 } });
    expect(added.item!.fnsku).toMatch(/^X00/);
    expect(added.item!.offerCount).toBeGreaterThanOrEqual(0);
    const again = await calls.add(isbn!);
    expect(again).toMatchObject({ outcome: 'INCREASED', item: { idStr: added.item!.idStr, quantity: 4 }, totals: { itemQty: 4, skuQty: 1 } });
  });

  it('asks which book when a code lists several, and adds the one chosen', async () => {
    const { calls } = await sessionWith(0);
    const isbn = isbnWhere((book) => book.severalEditions && !book.terms.restricted);
    const asked = await calls.add(isbn, { whenSeveral: 'ASK' });
    expect(asked.outcome).toBe('MULTIPLE');
    expect(asked.candidates.map((candidate) => candidate.binding)).toEqual(['Paperback', 'Hardcover']);
    const chosen = await calls.add(isbn, { bookId: asked.candidates[1]!.bookId });
    expect(chosen).toMatchObject({ outcome: 'ADDED', item: { asin: asked.candidates[1]!.bookId } });
  });

  it('edits prices in cents, refuses a min above the max, and changes quantity only while scanning', async () => {
    const { seller, sessionId, items } = await sessionWith(1, 60);
    const itemId = items[0]!.idStr;
    const edit = (body: object) => server.call<NsessionItemReply>(api.nsessionItems.edit, { params: { sessionId, itemId }, body }, { auth: seller });
    expect(dataOf(await edit({ price: 1299, min: 899, max: 1999, quantity: 3, costPerUnit: 150 })).item).toMatchObject({ price: 1299, min: 899, max: 1999, quantity: 3, costPerUnit: 150 });
    const refused = await edit({ min: 2500 });
    expect(apiError(refused).errorMessage).toBe('The min price (25.00) must not be above the max price (19.99).');
    expect(fieldError(await edit({ price: 12.5 }), 'price')).toBe('price must be a whole number of cents.');
    const minMax = await server.call<NsessionItemReply>(api.nsessionItems.minMax, { params: { sessionId, itemId }, body: { min: null, max: 3000 } }, { auth: seller });
    expect(dataOf(minMax).item).toMatchObject({ min: null, max: 3000 });
  });

  it('removes one item or several, before the plan is made', async () => {
    const { seller, sessionId, items } = await sessionWith(4, 80);
    const one = await server.call<NsessionTotals>(api.nsessionItems.remove, { params: { sessionId, itemId: items[0]!.idStr } }, { auth: seller });
    expect(dataOf(one)).toMatchObject({ skuQty: 3 });
    const bulk = await server.call<NsessionTotals>(api.nsessionItems.removeBulk, { params: { sessionId }, query: { bulk: `${items[1]!.idStr},${items[2]!.idStr}` } }, { auth: seller });
    expect(dataOf(bulk)).toMatchObject({ skuQty: 1, itemQty: 1 });
    expect(fieldError(await server.call(api.nsessionItems.removeBulk, { params: { sessionId }, query: { bulk: '1,x' } }, { auth: seller }), 'bulk')).toBe(
      'bulk must list 1 to 500 item ids, separated by commas.',
    );
  });

  it('pages, filters and sorts the items as spec 3.3 says', async () => {
    const { seller, sessionId, items } = await sessionWith(12, 100);
    // Prices 100..1200 cents, every third item in condition good.
    for (const [index, item] of items.entries()) {
      await server.call(api.nsessionItems.edit, {
        params: { sessionId, itemId: item.idStr },
        body: { price: (index + 1) * 100, ...(index % 3 === 0 ? { condition: 'good' } : {}) },
      }, { auth: seller });
    }
    const firstPage = dataOf(await query(seller, sessionId, { pageSize: 5, sortField: 'price', sortOrder: 'ASC' }));
    expect(firstPage).toMatchObject({ page: 0, pageSize: 5, totalElements: 12, totalPages: 3 });
    expect(firstPage.content.map((item) => item.price)).toEqual([100, 200, 300, 400, 500]);
    const lastPage = dataOf(await query(seller, sessionId, { page: 2, pageSize: 5, sortField: 'price', sortOrder: 'ASC' }));
    expect(lastPage.content.map((item) => item.price)).toEqual([1100, 1200]);

    const filtered = dataOf(await query(seller, sessionId, { priceGte: 300, priceLte: 900, conditions: 'good', sortField: 'price', sortOrder: 'DESC' }));
    expect(filtered.content.map((item) => [item.price, item.condition])).toEqual([[700, 'good'], [400, 'good']]);

    const byRank = dataOf(await query(seller, sessionId, { sortField: 'asr', sortOrder: 'ASC' })).content.map((item) => item.salesRank);
    const ranked = byRank.filter((rank) => rank !== null);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    expect(byRank.slice(ranked.length).every((rank) => rank === null)).toBe(true);

    const sq = dataOf(await query(seller, sessionId, { sqGte: 5 })).content;
    expect(sq.every((item) => item.offerCount >= 5)).toBe(true);
    expect(fieldError(await query(seller, sessionId, { conditions: 'good,mint' }), 'conditions')).toMatch(/^conditions must list conditions among/);
    expect(fieldError(await query(seller, sessionId, { pageSize: 101 }), 'pageSize')).toBe('pageSize must be at most 100.');
  });

  it('offers the condition notes the seller wrote before, most used first', async () => {
    const { seller, sessionId, items } = await sessionWith(3, 180);
    const note = (item: { idStr: string }, conditionNote: string) =>
      server.call(api.nsessionItems.edit, { params: { sessionId, itemId: item.idStr }, body: { conditionNote } }, { auth: seller });
    await note(items[0]!, 'Clean copy');
    await note(items[1]!, 'Clean copy');
    await note(items[2]!, 'Name on the flyleaf');
    const notes = dataOf(await server.call<string[]>(api.nsessions.conditionNotes, { params: { sessionId } }, { auth: seller }));
    expect(notes).toEqual(['Clean copy', 'Name on the flyleaf']);
  });

  it('locates a scanned item by its ISBN or FNSKU', async () => {
    const { seller, sessionId, items } = await sessionWith(2, 140);
    const locate = (code: string) => server.call<ItemLocation>(api.nsessionItems.locate, { params: { sessionId }, query: { code } }, { auth: seller });
    expect(dataOf(await locate(items[1]!.isbn13))).toMatchObject({ item: { idStr: items[1]!.idStr }, packingGroupId: null, boxes: [] });
    expect(dataOf(await locate(items[0]!.fnsku.toLowerCase())).item.idStr).toBe(items[0]!.idStr);
    expect((await locate(plainIsbns(1, 400)[0]!)).status).toBe(404);
  });
});

describe('submitting', () => {
  it('makes the plan on the marketplace, then its packing options, as operations that finish later', async () => {
    const { calls, sessionId } = await sessionWith(3, 160);
    const submitted = dataOf(await calls.submit());
    expect(submitted).toMatchObject({ stage: 'PACKING_OPTIONS', planStatus: 'ACTIVE', planId: null, operation: { kind: 'CREATE_PLAN', status: 'IN_PROGRESS' } });
    // The marketplace holds the plan: its items are fixed.
    const late = await calls.add(plainIsbns(1, 300)[0]!).catch((error: unknown) => error);
    expect(String(late)).toMatch(/adding books is not possible now/);
    expect(await settleOperations(server, sessionId)).toBe(2);
    const ready = await calls.read();
    expect(ready.planId).toMatch(/^wf/);
    expect(ready.operation).toMatchObject({ kind: 'GENERATE_PACKING_OPTIONS', status: 'SUCCESS' });
    const { options } = await calls.options();
    expect(options.length).toBeGreaterThanOrEqual(1);
    expect(options[0]!.groups.reduce((sum, group) => sum + group.unitQty, 0)).toBe(3);
  });

  it('answers a submit repeated under its Idempotency-Key with the first outcome: one plan, no "not possible now"', async () => {
    const { seller, sessionId, calls } = await sessionWith(2, 170);
    const keyed = { auth: seller, headers: { [IDEMPOTENCY_KEY_HEADER]: `make-plan-${sessionId}` } };
    const submit = () => server.call<Nsession>(api.nsessions.submit, { params: { sessionId } }, keyed);
    const [first, second] = await Promise.all([submit(), submit()]);
    expect(dataOf(first!)).toMatchObject({ stage: 'PACKING_OPTIONS', operation: { kind: 'CREATE_PLAN' } });
    expect(second!.body).toEqual(first!.body);
    expect((await submit()).body).toEqual(first!.body);
    // Without the key, a second submit is a new request, and the plan is already made.
    expect(apiError(await calls.submit())).toMatchObject({ status: 409, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(await settleOperations(server, sessionId)).toBe(2);
  });

  it('refuses an empty session', async () => {
    const { calls } = await sessionWith(0);
    expect(apiError(await calls.submit()).errorMessage).toBe('Scan at least one book before making the plan.');
  });
});
