import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type Device, type UserInfo } from '../../../src/contract';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.devices;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function register(seller: SellerAuth, body: Record<string, unknown>, userAgent?: string) {
  const headers: Record<string, string> = userAgent ? { 'user-agent': userAgent } : {};
  return server.call<Device>(api.register, { body }, { auth: seller, device: false, headers });
}

/** Another browser of the same seller: same session, a device of its own. */
async function secondBrowser(seller: SellerAuth): Promise<SellerAuth> {
  const device = dataOf(await register(seller, { deviceType: 'BROWSER', deviceName: 'Second browser' }));
  return { ...seller, deviceId: device.deviceId };
}

const list = async (seller: SellerAuth) => dataOf(await server.call<Device[]>(api.list, {}, { auth: seller }));
const rename = (seller: SellerAuth, id: string, deviceName: unknown) =>
  server.call<Device>(api.rename, { params: { id }, body: { deviceName } }, { auth: seller });
const remove = (seller: SellerAuth, id: string) => server.call(api.remove, { params: { id } }, { auth: seller });
const me = (seller: SellerAuth) => server.call<UserInfo>(sellerApi.user.me, {}, { auth: seller });

describe('register', () => {
  it('names the device after the browser when the app sends no name', async () => {
    const seller = await server.newSeller();
    const device = dataOf(await register(seller, { deviceType: 'MOBILE' }, ANDROID_CHROME));
    expect(device).toMatchObject({ deviceName: 'Chrome on Android', deviceType: 'MOBILE', current: true });
    expect(device.deviceId).not.toBe(seller.deviceId);
  });

  it('keeps a name the seller gave, trimmed', async () => {
    const seller = await server.newSeller();
    const device = dataOf(await register(seller, { deviceType: 'BROWSER', deviceName: '  Front desk  ' }, ANDROID_CHROME));
    expect(device.deviceName).toBe('Front desk');
  });

  it('accepts only BROWSER and MOBILE as device types', async () => {
    const seller = await server.newSeller();
    fieldError(await register(seller, { deviceType: 'TABLET' }), 'deviceType');
    fieldError(await register(seller, {}), 'deviceType');
  });
});

describe('list', () => {
  it('marks only the calling device as current and lists the latest activity first', async () => {
    const first = await server.newSeller();
    const second = await secondBrowser(first);
    const third = await secondBrowser(first);
    // Activity is recorded at most once a minute, so the clock moves on between uses.
    const twoMinutes = 2 * 60 * 1000;
    server.advanceClock(twoMinutes);
    try {
      // The oldest device is used again, so activity order differs from creation order.
      dataOf(await me(first));
      server.advanceClock(twoMinutes);
      const devices = await list(third);
      expect(devices.map(({ deviceId }) => deviceId)).toEqual([third.deviceId, first.deviceId, second.deviceId]);
      expect(devices.map(({ current }) => current)).toEqual([true, false, false]);
    } finally {
      server.advanceClock(-2 * twoMinutes);
    }
  });

  it("never shows another seller's devices", async () => {
    const seller = await server.newSeller();
    await server.newSeller();
    expect((await list(seller)).map(({ deviceId }) => deviceId)).toEqual([seller.deviceId]);
  });
});

describe('rename', () => {
  it('renames a device of the seller', async () => {
    const seller = await server.newSeller();
    const other = await secondBrowser(seller);
    const renamed = dataOf(await rename(seller, other.deviceId, ' Warehouse scanner '));
    expect(renamed).toMatchObject({ deviceId: other.deviceId, deviceName: 'Warehouse scanner', current: false });
    expect((await list(seller)).find(({ deviceId }) => deviceId === other.deviceId)?.deviceName).toBe('Warehouse scanner');
  });

  it('names the field when the name is empty or too long, or the id is not a device id', async () => {
    const seller = await server.newSeller();
    expect(fieldError(await rename(seller, seller.deviceId, '   '), 'deviceName')).toContain('is required');
    expect(fieldError(await rename(seller, seller.deviceId, 'x'.repeat(61)), 'deviceName')).toContain('at most 60');
    fieldError(await rename(seller, '123', 'Desk'), 'id');
    expect((await list(seller))[0]!.deviceName).toBe('Test browser');
  });

  it("answers 404 for another seller's device and leaves its name alone", async () => {
    const seller = await server.newSeller();
    const other = await server.newSeller();
    expect(apiError(await rename(seller, other.deviceId, 'Mine now'))).toMatchObject({
      status: 404,
      errorCode: ErrorCode.NOT_FOUND,
    });
    expect((await list(other))[0]).toMatchObject({ deviceId: other.deviceId, deviceName: 'Test browser' });
  });
});

describe('remove', () => {
  it('removes a device, whose next call answers 1054 so that the app signs it out', async () => {
    const seller = await server.newSeller();
    const lost = await secondBrowser(seller);
    expect(dataOf(await remove(seller, lost.deviceId))).toBeNull();
    expect(apiError(await me(lost))).toMatchObject({ status: 401, errorCode: ErrorCode.DEVICE_REMOVED });
    expect((await list(seller)).map(({ deviceId }) => deviceId)).toEqual([seller.deviceId]);
  });

  it("answers 404 for another seller's device, which keeps working", async () => {
    const seller = await server.newSeller();
    const other = await server.newSeller();
    expect(apiError(await remove(seller, other.deviceId))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(dataOf(await me(other)).email).toBe(other.email);
  });

  it('names the id when it is not a device id', async () => {
    const seller = await server.newSeller();
    fieldError(await remove(seller, 'not-a-device'), 'id');
  });
});
