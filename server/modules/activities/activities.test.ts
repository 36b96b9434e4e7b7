import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, allEndpoints, sellerApi, type Activity } from '../../../src/contract';
import { nsessions, runs } from '../../db/schema';
import { subscribedSeller } from '../../testing/billing';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

const api = adminApi.activities;
let server: TestServer;
let admin: AdminAuth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

type Page = { items: Activity[]; page: number; pageSize: number; hasMore: boolean };
const list = async (query: Record<string, string | number>) => dataOf(await server.call<Page>(api.list, { query }, { auth: admin }));

describe('GET user/activity', () => {
  it("lists a seller's sign-ins, sessions and what staff did to the account, newest first", async () => {
    const seller = await server.newSeller();
    await server.call(adminApi.userAccount.affiliateFlag, { params: { id: seller.userId }, body: { isAffiliateUser: true } }, { auth: admin });
    const { items } = await list({ userId: seller.userId });
    expect(items.map(({ kind, actor }) => [kind, actor])).toEqual([
      ['STAFF_ACTION', 'STAFF'],
      ['SIGN_IN', 'SELLER'],
    ]);
    expect(items[0]).toMatchObject({ action: 'AFFILIATE_FLAG', staffEmail: 'admin@folio.test', userEmail: seller.email });
    expect(items[1]).toMatchObject({ action: 'Signed in', userId: seller.userId });
    expect((await list({ userId: seller.userId, actor: 'SELLER' })).items.map(({ kind }) => kind)).toEqual(['SIGN_IN']);
    expect((await list({ email: seller.email.slice(0, -4).toUpperCase(), actor: 'STAFF' })).items).toHaveLength(1);
  });

  it("shows a seller's subscription and listing session, by the seller", async () => {
    const { seller } = await subscribedSeller(server, 'Lister');
    dataOf(await server.call(sellerApi.listerSessions.create, { body: { channel: 'FBA', name: 'Spring sale' } }, { auth: seller }));
    const { items } = await list({ userId: seller.userId, actor: 'SELLER' });
    expect(items.map(({ kind }) => kind)).toEqual(['LISTING_SESSION', 'SUBSCRIPTION', 'SIGN_IN']);
    expect(items[0]).toMatchObject({ action: 'Listing session started', detail: expect.stringContaining('Spring sale') });
    expect(items[1]).toMatchObject({ action: 'Subscribed', detail: expect.stringContaining('paid with') });
  });

  it("shows a seller's lister plan and repricing run, each with how far it got", async () => {
    const seller = await server.newSeller();
    // A plan and a finished run as the lister and the repricer leave them.
    await server.db.insert(nsessions).values({ userId: seller.userId, type: 'fba', name: 'Autumn plan', createdAt: new Date(server.clock().getTime() + 1_000) });
    await server.db.insert(runs).values({ sellerId: seller.userId, kind: 'REPRICE', state: 'DONE', total: 120, done: 120, createdAt: new Date(server.clock().getTime() + 2_000) });
    const { items } = await list({ userId: seller.userId, actor: 'SELLER' });
    expect(items.slice(0, 2).map(({ kind }) => kind)).toEqual(['RUN', 'LISTER_PLAN']);
    expect(items[0]).toMatchObject({ action: 'Reprice run', detail: 'DONE: 120 of 120 done' });
    expect(items[1]).toMatchObject({ action: 'Lister plan started', detail: expect.stringContaining('Session "Autumn plan"') });
  });

  it('pages newest first and filters by day', async () => {
    const seller = await server.newSeller();
    for (const value of [true, false, true]) {
      await server.call(adminApi.userAccount.affiliateFlag, { params: { id: seller.userId }, body: { isAffiliateUser: value } }, { auth: admin });
    }
    const first = await list({ userId: seller.userId, pageSize: 2 });
    const second = await list({ userId: seller.userId, pageSize: 2, page: 2 });
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(4);
    expect(all.map(({ at }) => at)).toEqual([...all.map(({ at }) => at)].sort().reverse());
    const today = server.clock().toISOString().slice(0, 10);
    expect((await list({ userId: seller.userId, from: today, to: today })).items).toHaveLength(4);
    expect((await list({ userId: seller.userId, to: '2020-01-01' })).items).toEqual([]);
    expect((await list({ email: 'nobody-has-this-address' })).items).toEqual([]);
  });

  it('names bad filters', async () => {
    fieldError(await server.call(api.list, { query: { pageSize: 0 } }, { auth: admin }), 'pageSize');
    fieldError(await server.call(api.list, { query: { from: '2026-13-01' } }, { auth: admin }), 'from');
    fieldError(await server.call(api.list, { query: { actor: 'ROBOT' } }, { auth: admin }), 'actor');
    const seller = await server.newSeller();
    expect(apiError(await server.call(api.list, {}, { auth: seller })).status).toBe(401);
  });

  it('has no call that edits or deletes a staff action', () => {
    // The log is only ever added to: no endpoint's path names it for a change.
    const writes = allEndpoints.filter(({ endpoint }) => endpoint.method !== 'GET' && /activity|staff/i.test(endpoint.path));
    expect(writes).toEqual([]);
  });
});
