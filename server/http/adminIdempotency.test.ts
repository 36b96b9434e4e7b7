import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, adminApi, allEndpoints, type AnyEndpoint } from '../../src/contract';
import { CATALOG_SESSIONS, discountBody } from '../testing/catalog';
import { insertCustomer } from '../testing/customerCare';
import { dataOf, startTestServer, type AdminAuth, type TestServer } from '../testing/testServer';

let server: TestServer;
let admin: AdminAuth;
beforeAll(async () => {
  server = await startTestServer(CATALOG_SESSIONS);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const mark = `${process.pid}-${Date.now().toString(36)}`;
const newKey = (what: string) => `admin-${what}-${mark}`;

const listed = async <T = Named[]>(endpoint: AnyEndpoint, query: Record<string, string | number> = {}) =>
  dataOf(await server.call<T>(endpoint, { query }, { auth: admin }));
type Named = { name?: string; value?: string };
const named = (rows: Named[], name: string) =>
  rows.filter((row) => row.name === name || row.value === name).length;

interface AdminCreate {
  what: string;
  endpoint: AnyEndpoint;
  body: () => Promise<Record<string, unknown>>;
  /** How many rows the create made, read back through the admin area's own lists. */
  made: () => Promise<number>;
}

const creates: AdminCreate[] = [
  {
    what: 'a discount',
    endpoint: adminApi.discounts.create,
    body: async () => discountBody({ name: `Once ${mark}` }),
    made: async () => named(await listed(adminApi.discounts.list), `Once ${mark}`),
  },
  {
    what: 'a product bundle',
    endpoint: adminApi.bundles.create,
    body: async () => ({ name: `Bundle ${mark}`, description: 'For buying trips.', products: ['BOOKZY', 'LISTER'], prices: [{ currency: 'USD', amountCents: 5500 }] }),
    made: async () => named(await listed(adminApi.bundles.list), `Bundle ${mark}`),
  },
  {
    what: 'an agent',
    endpoint: adminApi.customerAgents.create,
    body: async () => ({ value: `Agent ${mark}` }),
    made: async () => named(await listed(adminApi.customerAgents.list), `Agent ${mark}`),
  },
  {
    what: 'a seller added by staff',
    endpoint: adminApi.userAccount.add,
    body: async () => ({ email: `added-${mark}@folio.test`, firstName: 'Once', lastName: 'Only' }),
    made: async () => (await listed<{ total: number }>(adminApi.userList.list, { searchText: `added-${mark}@folio.test` })).total,
  },
];

describe('the admin area’s writes', () => {
  it('every signed-in admin write takes an Idempotency-Key', () => {
    const writes = allEndpoints.filter(({ endpoint }) => endpoint.realm === 'admin' && endpoint.method !== 'GET' && endpoint.access === 'session');
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter(({ endpoint }) => !endpoint.takesIdempotencyKey).map(({ name }) => name)).toEqual([]);
  });

  it.each(creates)('create $what once under a key sent three times at once and once more later', async ({ what, endpoint, body, made }) => {
    const sent = await body();
    const send = () => server.call(endpoint, { body: sent }, { auth: admin, headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(what.replace(/\W+/g, '-')) } });
    const together = await Promise.all([send(), send(), send()]);
    const later = await send();
    for (const reply of [...together, later]) expect(reply.body).toEqual(together[0]!.body);
    expect(dataOf(later)).toBeTruthy();
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await made()).toBe(1);
  });

  it('records an interaction once, and a new key records a second', async () => {
    const seller = await insertCustomer(server.db);
    const body = { userId: seller.id, kind: 'CALL', happenedAt: '2026-11-20T10:00:00.000Z', contact: 'Front desk', text: `Asked about renewal ${mark}` };
    const record = (key: string) => server.call(adminApi.interactions.create, { body }, { auth: admin, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    await Promise.all([record(newKey('call')), record(newKey('call'))]);
    const count = async () =>
      (await listed<{ items: { text: string }[] }>(adminApi.interactions.list, { userId: seller.id })).items.filter((each) => each.text === body.text).length;
    expect(await count()).toBe(1);
    await record(newKey('second-call'));
    expect(await count()).toBe(2);
  });
});
