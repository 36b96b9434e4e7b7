import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKZY_DEVICE_NAME_MAX, ErrorCode, sellerApi, type BookzyDevice, type Trigger } from '../../../src/contract';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { bookzyDevices } from '../../db/schema';
import { devicesOf, expectGuarded, firstDevice, newBookzySeller } from '../../testing/bookzy';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { oneMonthAfter } from './service';

const api = sellerApi.bookzyDevices;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page = { content: BookzyDevice[]; totalSize: number };
const settingsList = (seller: SellerAuth, query: Record<string, string | number> = {}) =>
  server.call<Page>(api.settingsList, { query }, { auth: seller });
const settings = (seller: SellerAuth, id: string) => server.call<BookzyDevice>(api.settings, { params: { id } }, { auth: seller });
const setBuyCost = (seller: SellerAuth, id: string, buyCost: unknown) =>
  server.call<BookzyDevice>(api.setBuyCost, { params: { id }, body: { buyCost } }, { auth: seller });
const setInboundCost = (seller: SellerAuth, id: string, inboundCost: unknown) =>
  server.call<BookzyDevice>(api.setInboundCost, { params: { id }, body: { inboundCost } }, { auth: seller });
const setHiddenMode = (seller: SellerAuth, id: string, body: unknown) =>
  server.call<BookzyDevice>(api.setHiddenMode, { params: { id }, body }, { auth: seller });
const rename = (seller: SellerAuth, id: string, deviceName: unknown) =>
  server.call<BookzyDevice>(api.rename, { params: { id }, body: { deviceName } }, { auth: seller });

/** More seats than the first: bought through payments later, inserted directly here, a minute apart. */
let seats = 0;
async function addSeat(seller: SellerAuth, name: string, status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') {
  seats += 1;
  const [row] = await server.db
    .insert(bookzyDevices)
    .values({ userId: seller.userId, name, subscriptionId: `sub_test_${name}`, status, createdAt: new Date(Date.now() + 60_000 * seats) })
    .returning({ id: bookzyDevices.id });
  return row!.id;
}

describe('the first device', () => {
  it('is made on the first read: "Bookzy 1", active, default costs, invoiced a month ahead', async () => {
    const seller = await newBookzySeller(server);
    const page = dataOf(await settingsList(seller));
    expect(page.totalSize).toBe(1);
    expect(page.content[0]).toMatchObject({
      deviceName: 'Bookzy 1',
      status: 'ACTIVE',
      buyCost: 100,
      inboundCost: 50,
      isHidden: false,
      nextInvoiceDate: oneMonthAfter(new Date()),
    });
    expect(page.content[0]!.subscriptionId).toMatch(/^sub_bookzy_[0-9a-f]{16}$/);
    expect(await devicesOf(server, seller)).toEqual(page.content);
  });

  it('is made once, even when the first reads arrive together', async () => {
    const seller = await newBookzySeller(server);
    await Promise.all([devicesOf(server, seller), settingsList(seller), devicesOf(server, seller), settingsList(seller)]);
    expect(await devicesOf(server, seller)).toHaveLength(1);
  });

  it('falls on the same day next month, or the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2025-03-14T10:00:00Z'))).toBe('2025-04-14');
    expect(oneMonthAfter(new Date('2025-01-31T10:00:00Z'))).toBe('2025-02-28');
    expect(oneMonthAfter(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-31');
  });
});

describe('device lists', () => {
  it('pages the devices of one status, ACTIVE unless asked, with the total', async () => {
    const seller = await newBookzySeller(server);
    await devicesOf(server, seller);
    await addSeat(seller, 'Van');
    await addSeat(seller, 'Warehouse');
    await addSeat(seller, 'Old', 'CANCELLED');

    const active = dataOf(await settingsList(seller));
    expect(active.content.map((device) => device.deviceName)).toEqual(['Bookzy 1', 'Van', 'Warehouse']);
    expect(active.totalSize).toBe(3);
    const firstTwo = dataOf(await settingsList(seller, { pageSize: 2 }));
    expect(firstTwo).toMatchObject({ totalSize: 3 });
    expect(firstTwo.content).toEqual(active.content.slice(0, 2));
    const cancelled = dataOf(await settingsList(seller, { deviceStatus: 'CANCELLED' }));
    expect(cancelled.content.map((device) => [device.deviceName, device.status])).toEqual([['Old', 'CANCELLED']]);
    expect((await devicesOf(server, seller)).map((device) => device.deviceName)).toEqual(['Bookzy 1', 'Van', 'Warehouse', 'Old']);
  });

  it('names pageSize and deviceStatus when they are wrong', async () => {
    const seller = await newBookzySeller(server);
    expect(fieldError(await settingsList(seller, { pageSize: 0 }), 'pageSize')).toContain('at least 1');
    expect(fieldError(await settingsList(seller, { pageSize: 51 }), 'pageSize')).toContain('at most 50');
    expect(fieldError(await settingsList(seller, { pageSize: 'ten' }), 'pageSize')).toContain('whole number');
    expect(fieldError(await settingsList(seller, { deviceStatus: 'GONE' }), 'deviceStatus')).toContain('ACTIVE or CANCELLED');
  });
});

describe('device settings', () => {
  it('reads and changes the buy cost, inbound cost, hidden mode and name', async () => {
    const seller = await newBookzySeller(server);
    const device = await firstDevice(server, seller);
    expect(dataOf(await settings(seller, device.deviceId))).toEqual(device);
    expect(dataOf(await setBuyCost(seller, device.deviceId, 250))).toMatchObject({ buyCost: 250 });
    expect(dataOf(await setInboundCost(seller, device.deviceId, 0))).toMatchObject({ inboundCost: 0 });
    expect(dataOf(await setHiddenMode(seller, device.deviceId, { deviceId: device.deviceId, isHidden: true }))).toMatchObject({ isHidden: true });
    expect(dataOf(await rename(seller, device.deviceId, '  Van phone  '))).toMatchObject({ deviceName: 'Van phone' });
    expect(dataOf(await settings(seller, device.deviceId))).toEqual({
      ...device,
      buyCost: 250,
      inboundCost: 0,
      isHidden: true,
      deviceName: 'Van phone',
    });
  });

  it('names the field that is wrong', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, seller);
    expect(fieldError(await setBuyCost(seller, deviceId, -1), 'buyCost')).toContain('must not be negative');
    expect(fieldError(await setBuyCost(seller, deviceId, 1.5), 'buyCost')).toContain('whole number of cents');
    expect(fieldError(await setBuyCost(seller, deviceId, 10_000_01), 'buyCost')).toContain('at most 10000.00');
    expect(fieldError(await setInboundCost(seller, deviceId, '50'), 'inboundCost')).toContain('whole number of cents');
    expect(fieldError(await setInboundCost(seller, deviceId, 100_01), 'inboundCost')).toContain('at most 100.00');
    expect(fieldError(await rename(seller, deviceId, '   '), 'deviceName')).toContain('is required');
    expect(fieldError(await rename(seller, deviceId, 'x'.repeat(BOOKZY_DEVICE_NAME_MAX + 1)), 'deviceName')).toContain('at most');
    expect(fieldError(await settings(seller, 'not-a-device'), 'id')).toBe('id must be a Bookzy device id.');
    expect(dataOf(await settings(seller, deviceId))).toMatchObject({ buyCost: 100, inboundCost: 50, deviceName: 'Bookzy 1' });
  });

  it('checks hidden mode as spec 5 says: a string deviceId, the one in the address, and a boolean', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, seller);
    expect(fieldError(await setHiddenMode(seller, deviceId, { deviceId: 7, isHidden: true }), 'deviceId')).toContain('must be a string');
    expect(fieldError(await setHiddenMode(seller, deviceId, { deviceId, isHidden: 'true' }), 'isHidden')).toContain('true or false');
    expect(fieldError(await setHiddenMode(seller, deviceId, { isHidden: true }), 'deviceId')).toContain('must be a string');
    const other = crypto.randomUUID();
    expect(fieldError(await setHiddenMode(seller, deviceId, { deviceId: other, isHidden: true }), 'deviceId')).toBe(
      'deviceId must be the id of the device in the address.',
    );
    expect(dataOf(await settings(seller, deviceId)).isHidden).toBe(false);
  });

  it('reads a cancelled device but refuses every change to it', async () => {
    const seller = await newBookzySeller(server);
    await devicesOf(server, seller);
    const id = await addSeat(seller, 'Retired', 'CANCELLED');
    const before = dataOf(await settings(seller, id));
    expect(before).toMatchObject({ deviceName: 'Retired', status: 'CANCELLED' });
    for (const reply of [
      await setBuyCost(seller, id, 10),
      await setInboundCost(seller, id, 10),
      await setHiddenMode(seller, id, { deviceId: id, isHidden: true }),
      await rename(seller, id, 'Back again'),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 409, errorMessage: expect.stringContaining('cancelled') });
    }
    expect(dataOf(await settings(seller, id))).toEqual(before);
  });
});

describe("another seller's device", () => {
  it('answers 404 to every call, and the device stays as it was for its owner', async () => {
    const owner = await newBookzySeller(server);
    const stranger = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, owner);
    for (const reply of [
      await settings(stranger, deviceId),
      await setBuyCost(stranger, deviceId, 1),
      await setInboundCost(stranger, deviceId, 1),
      await setHiddenMode(stranger, deviceId, { deviceId, isHidden: true }),
      await rename(stranger, deviceId, 'Mine now'),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The Bookzy device was not found.' });
    }
    expect(await devicesOf(server, owner)).toEqual([await firstDevice(server, owner)]);
    expect((await devicesOf(server, owner))[0]).toMatchObject({ buyCost: 100, inboundCost: 50, isHidden: false, deviceName: 'Bookzy 1' });
    expect((await devicesOf(server, stranger)).map((device) => device.deviceId)).not.toContain(deviceId);
  });
});

describe('access', () => {
  it('refuses a seller without Bookzy, and writes without the XSRF header', async () => {
    const owner = await newBookzySeller(server);
    const { deviceId: id } = await firstDevice(server, owner);
    await expectGuarded(server, [
      { endpoint: api.settingsList, input: {}, owner },
      { endpoint: api.management, input: {}, owner },
      { endpoint: api.settings, input: { params: { id } }, owner },
      { endpoint: api.setBuyCost, input: { params: { id }, body: { buyCost: 1 } }, owner },
      { endpoint: api.setInboundCost, input: { params: { id }, body: { inboundCost: 1 } }, owner },
      { endpoint: api.setHiddenMode, input: { params: { id }, body: { deviceId: id, isHidden: true } }, owner },
      { endpoint: api.rename, input: { params: { id }, body: { deviceName: 'x' } }, owner },
    ]);
    expect(await firstDevice(server, owner)).toMatchObject({ buyCost: 100, inboundCost: 50, isHidden: false, deviceName: 'Bookzy 1' });
  });
});

describe('the demo seller', () => {
  it('has two phones in use, the helper in hidden mode, a cancelled seat, and three triggers on the first phone', async () => {
    const demo = await server.signIn(DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    const active = dataOf(await settingsList(demo));
    expect(active.content.map(({ deviceName, isHidden }) => [deviceName, isHidden])).toEqual([
      ["Dana's phone", false],
      ['Helper phone', true],
    ]);
    const all = await devicesOf(server, demo);
    expect(all.map(({ deviceName, status }) => [deviceName, status])).toEqual([
      ["Dana's phone", 'ACTIVE'],
      ['Helper phone', 'ACTIVE'],
      ['Old tablet', 'CANCELLED'],
    ]);
    const triggers = dataOf(await server.call<Trigger[]>(sellerApi.triggers.list, {}, { auth: demo }));
    expect(triggers.map(({ name, order, active, device }) => [name, order, active, device])).toEqual([
      ['FBA keeper', 1, true, all[0]!.deviceId],
      ['Media mail', 2, true, all[0]!.deviceId],
      ['Long shot', 3, false, all[0]!.deviceId],
    ]);
  });
});
