import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, adminApi, type CustomerProfile, type ListEntry } from '../../../src/contract';
import { insertCustomer, latestStaffActions, staffActionsOn } from '../../testing/customerCare';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

const api = adminApi.unsubscribeReasons;
let server: TestServer;
let admin: AdminAuth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const add = async (value: string) => dataOf(await server.call<ListEntry>(api.create, { body: { value } }, { auth: admin }));
const assign = (userId: number | string, unsubscribeReasonId?: number | string) =>
  server.call<CustomerProfile>(api.assign, { query: { userId, ...(unsubscribeReasonId === undefined ? {} : { unsubscribeReasonId }) } }, { auth: admin });

describe('unsubscribe reasons', () => {
  it('adds, lists by value, renames and deletes, refusing a value already listed in any case', async () => {
    const slow = await add('Too slow');
    const bugs = await add('bugs');
    const values = dataOf(await server.call<ListEntry[]>(api.list, {}, { auth: admin })).map((entry) => entry.value);
    expect(values.filter((value) => value === 'bugs' || value === 'Too slow')).toEqual(['bugs', 'Too slow']);
    expect(fieldError(await server.call(api.create, { body: { value: 'TOO SLOW' } }, { auth: admin }), 'value')).toContain('already');
    fieldError(await server.call(api.rename, { params: { id: bugs.id }, body: { value: 'too slow' } }, { auth: admin }), 'value');
    fieldError(await server.call(api.create, { body: { value: '' } }, { auth: admin }), 'value');
    expect(dataOf(await server.call<ListEntry>(api.rename, { params: { id: bugs.id }, body: { value: 'Too many bugs' } }, { auth: admin })).value).toBe('Too many bugs');
    expect((await latestStaffActions(server.db))[0]).toMatchObject({ userId: null, action: 'UNSUBSCRIBE_REASON_RENAME', detail: { value: { from: 'bugs', to: 'Too many bugs' } } });
    expect(dataOf(await server.call(api.remove, { params: { id: slow.id } }, { auth: admin }))).toEqual({ clearedFromSellers: 0 });
    expect(apiError(await server.call(api.remove, { params: { id: slow.id } }, { auth: admin })).status).toBe(404);
  });

  it("files a seller's reason, changes and clears it, recording each change on the account", async () => {
    const seller = await insertCustomer(server.db);
    const price = await add('Price');
    const closed = await add('Closed shop');
    expect(dataOf(await assign(seller.id, price.id)).unsubscribeReason).toEqual({ id: price.id, value: 'Price' });
    expect(dataOf(await assign(seller.id, price.id)).unsubscribeReason?.id).toBe(price.id);
    expect(dataOf(await assign(seller.id, closed.id)).unsubscribeReason?.id).toBe(closed.id);
    expect(dataOf(await assign(seller.id)).unsubscribeReason).toBeNull();
    expect((await staffActionsOn(server.db, seller.id)).map((action) => action.detail)).toEqual([
      { unsubscribeReason: { from: 'Closed shop', to: null } },
      { unsubscribeReason: { from: 'Price', to: 'Closed shop' } },
      { unsubscribeReason: { from: null, to: 'Price' } },
    ]);
    fieldError(await assign(seller.id, 99_999_999), 'unsubscribeReasonId');
    fieldError(await assign(seller.id, 'price'), 'unsubscribeReasonId');
    fieldError(await assign(99_999_999, price.id), 'userId');
  });

  it('deletes a reason sellers have only when confirmed, and clears it from them', async () => {
    const reason = await add('Moved to another tool');
    const seller = await insertCustomer(server.db);
    dataOf(await assign(seller.id, reason.id));
    const refused = apiError(await server.call(api.remove, { params: { id: reason.id } }, { auth: admin }));
    expect(refused).toMatchObject({ status: 409, errorCode: ErrorCode.VALUE_IN_USE });
    expect(refused.errorMessage).toContain('1 seller has this unsubscribe reason');
    expect(dataOf(await server.call(api.remove, { params: { id: reason.id }, query: { confirm: 'true' } }, { auth: admin }))).toEqual({ clearedFromSellers: 1 });
    const profile = dataOf(await server.call<CustomerProfile>(adminApi.customerProfile.profile, { params: { id: seller.id } }, { auth: admin }));
    expect(profile.unsubscribeReason).toBeNull();
    expect((await staffActionsOn(server.db, seller.id))[0]).toMatchObject({ action: 'UNSUBSCRIBE_REASON_SET', detail: { unsubscribeReason: { from: 'Moved to another tool', to: null } } });
  });
});
