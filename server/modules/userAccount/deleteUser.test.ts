import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, SORTER_KEY_HEADER, adminApi, sellerApi, type Invoice, type UserAccount } from '../../../src/contract';
import { invoices, staffActions } from '../../db/schema';
import { DAY_MS, LONG_SESSIONS, planNamed, subscribedSeller, sweep } from '../../testing/billing';
import { SELLER_PASSWORD, apiError, dataOf, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

const api = adminApi.userAccount;
let server: TestServer;
let admin: AdminAuth;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer({ ...LONG_SESSIONS, adminTokenTtlSeconds: 5 * 365 * 86_400 });
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const remove = (id: number) => server.call(api.remove, { params: { id } }, { auth: admin });

describe('DELETE management/user/{id}', () => {
  it('ends sessions, keys and subscriptions, removes personal data and keeps the invoices for the books', async () => {
    const { seller } = await subscribedSeller(server, 'Sorter');
    const { secret } = dataOf(await server.call<{ secret: string }>(sellerApi.sorterMachineKeys.create, { body: { name: 'Line 1' } }, { auth: seller }));
    const machine = () => server.call(sellerApi.sorterMachine.test, { query: { code: '9780306406157' } }, { headers: { [SORTER_KEY_HEADER]: secret } });
    dataOf(await machine());

    expect(dataOf(await remove(seller.userId))).toBeNull();

    expect(apiError(await server.call(sellerApi.user.me, {}, { auth: seller })).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(apiError(await server.call(sellerApi.session.refresh, { params: { refreshToken: seller.refreshToken } })).errorCode).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect(apiError(await server.call(sellerApi.session.login, { body: { email: seller.email, password: SELLER_PASSWORD } })).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(apiError(await machine()).errorCode).toBe(ErrorCode.MACHINE_KEY_REFUSED);

    const account = dataOf(await server.call<UserAccount>(api.detail, { params: { id: seller.userId } }, { auth: admin }));
    expect(account).toMatchObject({ firstName: '', lastName: '', companyName: null, phone: null, address: [], paymentMethods: [], usage: [{ product: 'SORTER', usable: false }] });
    expect(account.deletedAt).not.toBeNull();
    expect(account.email).not.toBe(seller.email);
    expect(account.subscriptions.every(({ status, usable }) => status === 'UNSUBSCRIBED' && !usable)).toBe(true);

    const kept = dataOf(await server.call<Invoice[]>(api.invoices, { params: { id: seller.userId } }, { auth: admin }));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'PAID', billedTo: { email: seller.email } });

    const [recorded] = await server.db.select().from(staffActions).where(eq(staffActions.userId, seller.userId));
    expect(recorded).toMatchObject({ action: 'USER_DELETE', detail: { subscriptionsEnded: 1, invoicesKept: 1, machineKeysRevoked: 1 } });
    expect(JSON.stringify(recorded!.detail)).not.toContain(seller.email);

    // Never charged again: a month later the sweep renews nothing of theirs.
    server.advanceClock(40 * DAY_MS);
    await sweep(server);
    expect(await server.db.$count(invoices, eq(invoices.userId, seller.userId))).toBe(1);
  });

  it('frees the address for a new account, and refuses to change a deleted one', async () => {
    const seller = await server.newSeller();
    dataOf(await remove(seller.userId));
    const { id } = dataOf(await server.call<{ id: number }>(api.add, { body: { email: seller.email, firstName: 'Back', lastName: 'Again' } }, { auth: admin }));
    expect(id).not.toBe(seller.userId);
    expect(apiError(await remove(seller.userId))).toMatchObject({ status: 409, errorCode: ErrorCode.ACCOUNT_DELETED });
    const plan = await planNamed(server, await server.newSeller(), 'Lister');
    expect(apiError(await server.call(api.addOn, { params: { id: seller.userId }, body: { planId: plan.id, months: 1 } }, { auth: admin })).errorCode).toBe(ErrorCode.ACCOUNT_DELETED);
    expect(apiError(await server.call(api.loginAs, { params: { id: seller.userId } }, { auth: admin })).errorCode).toBe(ErrorCode.ACCOUNT_DELETED);
    expect(apiError(await remove(999_999)).status).toBe(404);
  });
});
