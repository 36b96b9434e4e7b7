import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IMPERSONATION_PAGE, adminApi, sellerApi, type Device, type TokenPair, type UserInfo } from '../../../src/contract';
import { staffActions } from '../../db/schema';
import { SELLER_PASSWORD, apiError, dataOf, startTestServer, type AdminAuth, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;

beforeAll(async () => {
  server = await startTestServer({ adminTokenTtlSeconds: 24 * 3600 });
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const codeFor = async (userId: number) => {
  const { path } = dataOf(await server.call<{ path: string }>(adminApi.userAccount.loginAs, { params: { id: userId } }, { auth: admin }));
  expect(path.startsWith(`${IMPERSONATION_PAGE}#code=`)).toBe(true);
  return path.split('#code=')[1]!;
};
const exchange = (code: string) => server.call<TokenPair>(sellerApi.impersonation.exchange, { body: { code } });

/** Staff open the seller app as the seller, as the new tab does: the code for a pair, then the browser registered. */
async function impersonate(seller: SellerAuth): Promise<SellerAuth> {
  const pair = dataOf(await exchange(await codeFor(seller.userId)));
  return server.adoptTokens(pair, seller.email);
}

describe('login as user', () => {
  it('opens a session that GET user marks with the staff member, recorded on the account', async () => {
    const seller = await server.newSeller();
    const staff = await impersonate(seller);
    const me = dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: staff }));
    expect(me.businessInfo.userId).toBe(seller.userId);
    expect(me.impersonation).toMatchObject({ staffEmail: 'admin@folio.test', staffName: expect.any(String) });
    expect(Date.parse(me.impersonation!.endsAt!) - server.clock().getTime()).toBeLessThanOrEqual(60 * 60_000);
    expect(dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: seller })).impersonation).toBeNull();
    const [recorded] = await server.db.select().from(staffActions).where(eq(staffActions.userId, seller.userId));
    expect(recorded).toMatchObject({ action: 'LOGIN_AS_USER', adminEmail: 'admin@folio.test' });
  });

  it('takes each code once, within its minute, and never a made-up one', async () => {
    const seller = await server.newSeller();
    const code = await codeFor(seller.userId);
    dataOf(await exchange(code));
    expect(apiError(await exchange(code))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
    const late = await codeFor(seller.userId);
    server.advanceClock(61_000);
    expect(apiError(await exchange(late)).errorCode).toBe(ErrorCode.LINK_INVALID);
    expect(apiError(await exchange('a'.repeat(43))).errorCode).toBe(ErrorCode.LINK_INVALID);
  });

  it("refuses the password, cards and machine keys to the staff session, not to the seller's own", async () => {
    const seller = await server.newSeller([['SORTER', 'ACTIVE']]);
    const staff = await impersonate(seller);
    const refusals = [
      await server.call(sellerApi.profile.changePassword, { body: { currentPassword: SELLER_PASSWORD, newPassword: 'taken-over-1' } }, { auth: staff }),
      await server.call(sellerApi.paymentMethods.add, { body: { token: 'tok_anything' } }, { auth: staff }),
      await server.call(sellerApi.paymentMethods.remove, { params: { id: 1 } }, { auth: staff }),
      await server.call(sellerApi.paymentMethods.makeMain, { params: { id: 1 } }, { auth: staff }),
      await server.call(sellerApi.sorterMachineKeys.create, { body: { name: 'Sneaky' } }, { auth: staff }),
      await server.call(sellerApi.sorterMachineKeys.revoke, { params: { id: 1 } }, { auth: staff }),
    ];
    for (const reply of refusals) {
      expect(apiError(reply)).toMatchObject({ status: 403, errorCode: ErrorCode.OWNER_ONLY, errorMessage: expect.stringContaining('can only be changed by the seller') });
    }
    // What staff may do, they do: read the keys; the seller themselves may still make one.
    expect(dataOf(await server.call(sellerApi.sorterMachineKeys.list, {}, { auth: staff }))).toEqual([]);
    dataOf(await server.call(sellerApi.sorterMachineKeys.create, { body: { name: 'Own' } }, { auth: seller }));
    dataOf(await server.call(sellerApi.profile.changePassword, { body: { currentPassword: SELLER_PASSWORD, newPassword: 'own-choice-22' } }, { auth: seller }));
  });

  it("keeps the staff browser out of the seller's device list", async () => {
    const seller = await server.newSeller();
    const staff = await impersonate(seller);
    const sellersList = dataOf(await server.call<Device[]>(sellerApi.devices.list, {}, { auth: seller }));
    expect(sellersList.map(({ deviceId }) => deviceId)).toEqual([seller.deviceId]);
    const staffList = dataOf(await server.call<Device[]>(sellerApi.devices.list, {}, { auth: staff }));
    expect(staffList.find(({ current }) => current)?.deviceId).toBe(staff.deviceId);
  });

  it('ends after its hour, refresh included, and at once when staff end it', async () => {
    const seller = await server.newSeller();
    const staff = await impersonate(seller);
    server.advanceClock(61 * 60_000);
    expect(apiError(await server.call(sellerApi.user.me, {}, { auth: staff })).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(apiError(await server.call(sellerApi.session.refresh, { params: { refreshToken: staff.refreshToken } })).errorCode).toBe(ErrorCode.REFRESH_TOKEN_INVALID);

    const again = await impersonate(seller);
    dataOf(await server.call(sellerApi.session.logout, { body: { refreshToken: again.refreshToken, deviceId: again.deviceId } }));
    expect(apiError(await server.call(sellerApi.user.me, {}, { auth: again })).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
    // The seller's own sign-in goes on.
    dataOf(await server.call(sellerApi.session.refresh, { params: { refreshToken: seller.refreshToken } }));
  });

  it('is refused for an unknown seller and needs a staff token', async () => {
    expect(apiError(await server.call(adminApi.userAccount.loginAs, { params: { id: 999_999 } }, { auth: admin })).status).toBe(404);
    const seller = await server.newSeller();
    expect(apiError(await server.call(adminApi.userAccount.loginAs, { params: { id: seller.userId } }, { auth: seller })).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
  });
});
