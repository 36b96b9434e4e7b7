import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_KINDS, ErrorCode, adminApi, assignApis, attributeListApis, type CustomerProfile, type ListEntry } from '../../../src/contract';
import { insertCustomer, latestStaffActions, staffActionsOn } from '../../testing/customerCare';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const profileApi = adminApi.customerProfile;
const add = async (kind: (typeof ATTRIBUTE_KINDS)[number], value: string) =>
  dataOf(await server.call<ListEntry>(attributeListApis[kind].create, { body: { value } }, { auth: admin }));
const profile = async (userId: number) => dataOf(await server.call<CustomerProfile>(profileApi.profile, { params: { id: userId } }, { auth: admin }));

describe('customer attribute lists', () => {
  it.each(ATTRIBUTE_KINDS)('%s: adds, lists by value, renames and deletes, recording each change', async (kind) => {
    const api = attributeListApis[kind];
    const zeta = await add(kind, `  Zeta ${kind} `);
    expect(zeta).toEqual({ id: expect.any(Number), value: `Zeta ${kind}`, sellerCount: 0 });
    expect((await latestStaffActions(server.db))[0]).toMatchObject({ userId: null, action: 'CUSTOMER_ATTRIBUTE_ADD', adminEmail: 'admin@folio.test', detail: { kind, value: `Zeta ${kind}` } });
    const alpha = await add(kind, `alpha ${kind}`);
    const listed = dataOf(await server.call<ListEntry[]>(api.list, {}, { auth: admin }));
    // Seeded values may sit between: only the order of these two matters.
    expect(listed.map((entry) => entry.id).filter((id) => id === alpha.id || id === zeta.id)).toEqual([alpha.id, zeta.id]);

    const renamed = dataOf(await server.call<ListEntry>(api.rename, { params: { id: zeta.id }, body: { value: `Omega ${kind}` } }, { auth: admin }));
    expect(renamed).toEqual({ id: zeta.id, value: `Omega ${kind}`, sellerCount: 0 });
    expect((await latestStaffActions(server.db))[0]).toMatchObject({ action: 'CUSTOMER_ATTRIBUTE_RENAME', detail: { value: { from: `Zeta ${kind}`, to: `Omega ${kind}` } } });

    expect(dataOf(await server.call(api.remove, { params: { id: zeta.id } }, { auth: admin }))).toEqual({ clearedFromSellers: 0 });
    expect(apiError(await server.call(api.remove, { params: { id: zeta.id } }, { auth: admin }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await server.call(api.rename, { params: { id: zeta.id }, body: { value: 'Gone' } }, { auth: admin })).status).toBe(404);
  });

  it('refuses a value another entry of the kind has in any letter case, blank and over-long values, and bad ids', async () => {
    const api = attributeListApis.AGENT;
    const dana = await add('AGENT', 'Dana Voss');
    expect(fieldError(await server.call(api.create, { body: { value: 'DANA VOSS' } }, { auth: admin }), 'value')).toContain('already');
    const other = await add('AGENT', 'Lee Moss');
    fieldError(await server.call(api.rename, { params: { id: other.id }, body: { value: 'dana voss' } }, { auth: admin }), 'value');
    // The same words in another kind's list are fine, and an entry may change its own letter case.
    await add('SOURCE', 'Dana Voss');
    expect(dataOf(await server.call<ListEntry>(api.rename, { params: { id: dana.id }, body: { value: 'DANA Voss' } }, { auth: admin })).value).toBe('DANA Voss');
    fieldError(await server.call(api.create, { body: { value: '   ' } }, { auth: admin }), 'value');
    fieldError(await server.call(api.create, { body: { value: 'x'.repeat(81) } }, { auth: admin }), 'value');
    fieldError(await server.call(api.create, { body: {} }, { auth: admin }), 'value');
    fieldError(await server.call(api.rename, { params: { id: 'abc' }, body: { value: 'A' } }, { auth: admin }), 'id');
    fieldError(await server.call(api.remove, { params: { id: dana.id }, query: { confirm: 'yes' } }, { auth: admin }), 'confirm');
    // An id of another kind's list is not this list's.
    const community = await add('COMMUNITY', 'Book fairs');
    expect(apiError(await server.call(api.rename, { params: { id: community.id }, body: { value: 'X' } }, { auth: admin })).status).toBe(404);
  });
});

describe("a seller's attributes", () => {
  it.each(ATTRIBUTE_KINDS)('%s: gives a seller a value, changes it, clears it without its id, recording each change once', async (kind) => {
    const seller = await insertCustomer(server.db);
    const first = await add(kind, `First ${kind}`);
    const second = await add(kind, `Second ${kind}`);
    const idField = { AGENT: 'customerAgentId', SIMPLE_ADDRESS: 'customerSimpleAddressId', COMMUNITY: 'customerCommunityId', SOURCE: 'customerSourceId' }[kind];
    const key = { AGENT: 'agent', SIMPLE_ADDRESS: 'simpleAddress', COMMUNITY: 'community', SOURCE: 'source' }[kind] as 'agent';
    const assign = (id?: number) => server.call<CustomerProfile>(assignApis[kind], { query: { userId: seller.id, ...(id ? { [idField]: id } : {}) } }, { auth: admin });

    expect(dataOf(await assign(first.id))[key]).toEqual({ id: first.id, value: `First ${kind}` });
    expect(dataOf(await assign(first.id))[key]).toEqual({ id: first.id, value: `First ${kind}` });
    expect(dataOf(await assign(second.id))[key]).toEqual({ id: second.id, value: `Second ${kind}` });
    expect((await profile(seller.id))[key]).toEqual({ id: second.id, value: `Second ${kind}` });
    expect(dataOf(await server.call<ListEntry[]>(attributeListApis[kind].list, {}, { auth: admin })).find((entry) => entry.id === second.id)?.sellerCount).toBe(1);
    expect(dataOf(await assign())[key]).toBeNull();

    const actions = (await staffActionsOn(server.db, seller.id)).map((action) => action.detail);
    expect(actions).toEqual([
      { [key]: { from: `Second ${kind}`, to: null } },
      { [key]: { from: `First ${kind}`, to: `Second ${kind}` } },
      { [key]: { from: null, to: `First ${kind}` } },
    ]);
  });

  it("refuses another kind's value, an unknown seller and bad ids, naming the field", async () => {
    const seller = await insertCustomer(server.db);
    const community = await add('COMMUNITY', 'Library sales');
    expect(fieldError(await server.call(assignApis.AGENT, { query: { userId: seller.id, customerAgentId: community.id } }, { auth: admin }), 'customerAgentId')).toContain('no agent');
    fieldError(await server.call(assignApis.AGENT, { query: { userId: 99_999_999, customerAgentId: community.id } }, { auth: admin }), 'userId');
    fieldError(await server.call(assignApis.COMMUNITY, { query: { userId: 'me', customerCommunityId: community.id } }, { auth: admin }), 'userId');
    fieldError(await server.call(assignApis.COMMUNITY, { query: { userId: seller.id, customerCommunityId: -4 } }, { auth: admin }), 'customerCommunityId');
    fieldError(await server.call(assignApis.COMMUNITY, { query: {} }, { auth: admin }), 'userId');
    const deleted = await insertCustomer(server.db, { deletedAt: new Date() });
    fieldError(await server.call(assignApis.COMMUNITY, { query: { userId: deleted.id, customerCommunityId: community.id } }, { auth: admin }), 'userId');
    expect(apiError(await server.call(profileApi.profile, { params: { id: 99_999_999 } }, { auth: admin })).status).toBe(404);
  });

  it('deletes a value sellers have only when confirmed, says how many have it, and clears it from them', async () => {
    const agent = await add('AGENT', 'Busy Agent');
    const sellers = [await insertCustomer(server.db), await insertCustomer(server.db)];
    for (const seller of sellers) dataOf(await server.call(assignApis.AGENT, { query: { userId: seller.id, customerAgentId: agent.id } }, { auth: admin }));

    const refused = apiError(await server.call(attributeListApis.AGENT.remove, { params: { id: agent.id } }, { auth: admin }));
    expect(refused).toMatchObject({ status: 409, errorCode: ErrorCode.VALUE_IN_USE });
    expect(refused.errorMessage).toContain('2 sellers have this agent');
    expect(apiError(await server.call(attributeListApis.AGENT.remove, { params: { id: agent.id }, query: { confirm: 'false' } }, { auth: admin })).status).toBe(409);
    expect((await profile(sellers[0]!.id)).agent?.id).toBe(agent.id);

    expect(dataOf(await server.call(attributeListApis.AGENT.remove, { params: { id: agent.id }, query: { confirm: 'true' } }, { auth: admin }))).toEqual({ clearedFromSellers: 2 });
    for (const seller of sellers) {
      expect((await profile(seller.id)).agent).toBeNull();
      expect((await staffActionsOn(server.db, seller.id))[0]).toMatchObject({ action: 'CUSTOMER_ATTRIBUTE_SET', detail: { agent: { from: 'Busy Agent', to: null } } });
    }
  });
});

describe('do not contact', () => {
  it('turns on and off, recording only real changes, and refuses an unknown seller', async () => {
    const seller = await insertCustomer(server.db);
    expect((await profile(seller.id)).doNotContact).toBe(false);
    expect(dataOf(await server.call<CustomerProfile>(profileApi.doNotContactOn, { query: { userId: seller.id } }, { auth: admin })).doNotContact).toBe(true);
    expect(dataOf(await server.call<CustomerProfile>(profileApi.doNotContactOn, { query: { userId: seller.id } }, { auth: admin })).doNotContact).toBe(true);
    expect((await profile(seller.id)).doNotContact).toBe(true);
    expect(dataOf(await server.call<CustomerProfile>(profileApi.doNotContactOff, { query: { userId: seller.id } }, { auth: admin })).doNotContact).toBe(false);
    expect((await staffActionsOn(server.db, seller.id)).map((action) => [action.action, action.detail])).toEqual([
      ['DO_NOT_CONTACT', { doNotContact: { from: true, to: false } }],
      ['DO_NOT_CONTACT', { doNotContact: { from: false, to: true } }],
    ]);
    fieldError(await server.call(profileApi.doNotContactOn, { query: { userId: 99_999_999 } }, { auth: admin }), 'userId');
    fieldError(await server.call(profileApi.doNotContactOff, { query: {} }, { auth: admin }), 'userId');
  });
});
