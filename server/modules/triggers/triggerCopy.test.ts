import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, sellerApi, type BookStats, type Trigger, type TriggerCopyMode } from '../../../src/contract';
import { bookzyDevices } from '../../db/schema';
import { catalogIsbn } from '../../marketplace/simulator';
import { addTrigger, expectGuarded, firstDevice, newBookzySeller } from '../../testing/bookzy';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.triggers;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const copy = (seller: SellerAuth, target: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call<Trigger[]>(api.copy, { params: { id: target }, body }, { auth: seller, headers });
const copyFrom = (seller: SellerAuth, target: string, sourceDeviceId: string, mode: TriggerCopyMode) =>
  copy(seller, target, { sourceDeviceId, mode });

async function triggersOf(seller: SellerAuth, deviceId: string) {
  const all = dataOf(await server.call<Trigger[]>(api.list, {}, { auth: seller }));
  return all.filter((trigger) => trigger.device === deviceId);
}

/** What a copy must carry over: everything but the id and the device. */
const rules = (triggers: Trigger[]) => triggers.map(({ id: _id, device: _device, ...rest }) => rest);

async function addDevice(seller: SellerAuth, name: string, status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') {
  const [row] = await server.db
    .insert(bookzyDevices)
    .values({ userId: seller.userId, name, subscriptionId: `sub_test_${name}`, status, createdAt: new Date(Date.now() + 60_000) })
    .returning({ id: bookzyDevices.id });
  return row!.id;
}

/** The owner's phone with three triggers (the middle one turned off) and a helper's phone with one of its own. */
async function ownerAndHelper() {
  const seller = await newBookzySeller(server);
  const owner = (await firstDevice(server, seller)).deviceId;
  const helper = await addDevice(seller, 'Helper');
  await addTrigger(server, seller, owner, { name: 'FBA keeper', channel: 'FBA', priceSource: 'LOWEST_FBA', minProfit: 500 });
  const off = await addTrigger(server, seller, owner, { name: 'Off for now', maxOffers: 20, minPrice: 400 });
  await addTrigger(server, seller, owner, { name: 'Media mail', minProfit: 300, maxSalesRank: 1_000_000 });
  dataOf(await server.call(api.deactivate, { params: { id: off.id } }, { auth: seller }));
  await addTrigger(server, seller, helper, { name: 'Helper own', colorCode: '#f08c00' });
  return { seller, owner, helper };
}

describe('copying the triggers of one Bookzy device to another', () => {
  it('replaces the receiving device\'s triggers with copies in the same order, active or not as they were', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const before = await triggersOf(seller, owner);
    const copied = dataOf(await copyFrom(seller, helper, owner, 'REPLACE'));
    expect(rules(copied)).toEqual(rules(before));
    expect(copied.map((trigger) => trigger.active)).toEqual([true, false, true]);
    expect(copied.every((trigger) => trigger.device === helper && !before.some((source) => source.id === trigger.id))).toBe(true);
    expect(await triggersOf(seller, helper)).toEqual(copied);
    // The source is untouched.
    expect(await triggersOf(seller, owner)).toEqual(before);
  });

  it('appends the copies after the receiving device\'s own triggers, keeping its order 1..n', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const copied = dataOf(await copyFrom(seller, helper, owner, 'APPEND'));
    expect(copied.map(({ name, order }) => [name, order])).toEqual([
      ['Helper own', 1],
      ['FBA keeper', 2],
      ['Off for now', 3],
      ['Media mail', 4],
    ]);
  });

  it('makes the helper\'s phone judge a book exactly as the owner\'s', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    dataOf(await copyFrom(seller, helper, owner, 'REPLACE'));
    // The same verdict but for the ids, which are the copies' own.
    const verdictOn = async (deviceId: string, index: number) => {
      const query = { itemId: catalogIsbn(index), queryType: 'ISBN', deviceId };
      const { triggerId, rejection, ...verdict } = dataOf(await server.call<BookStats>(sellerApi.books.stats, { query }, { auth: seller })).verdict!;
      const closest = rejection?.closest ? { ...rejection.closest, triggerId: undefined } : null;
      return { ...verdict, matched: triggerId !== null, rejection: rejection && { ...rejection, closest } };
    };
    const statuses = new Set<string>();
    for (let index = 0; index < 20; index++) {
      const onHelper = await verdictOn(helper, index);
      expect(onHelper).toEqual(await verdictOn(owner, index));
      statuses.add(onHelper.status);
    }
    expect([...statuses].sort()).toEqual(['ACCEPTED', 'REJECTED']);
  });

  it('copies once under one Idempotency-Key, however often the request is repeated', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `copy-${crypto.randomUUID()}` };
    const body = { sourceDeviceId: owner, mode: 'APPEND' };
    const replies = await Promise.all([copy(seller, helper, body, headers), copy(seller, helper, body, headers)]);
    const again = await copy(seller, helper, body, headers);
    expect(dataOf(replies[0]!)).toEqual(dataOf(replies[1]!));
    expect(dataOf(again)).toEqual(dataOf(replies[0]!));
    expect((await triggersOf(seller, helper)).map((trigger) => trigger.order)).toEqual([1, 2, 3, 4]);
  });

  it('runs two copies between the same devices in opposite directions one after the other, never deadlocked', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const replies = await Promise.all([copyFrom(seller, helper, owner, 'APPEND'), copyFrom(seller, owner, helper, 'APPEND')]);
    replies.forEach((reply) => dataOf(reply));
    for (const device of [owner, helper]) {
      const orders = (await triggersOf(seller, device)).map((trigger) => trigger.order);
      expect(orders).toEqual(orders.map((_, index) => index + 1));
    }
  });

  it('answers 404 for another seller\'s device or one that does not exist, on either side, and changes nothing', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const stranger = await newBookzySeller(server);
    const strangersDevice = (await firstDevice(server, stranger)).deviceId;
    await addTrigger(server, stranger, strangersDevice, { name: 'Not yours' });
    const notFound = (message: string) => ({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: message });
    expect(apiError(await copyFrom(seller, helper, strangersDevice, 'REPLACE'))).toMatchObject(notFound('The Bookzy device to copy from was not found.'));
    expect(apiError(await copyFrom(seller, strangersDevice, owner, 'REPLACE'))).toMatchObject(notFound('The Bookzy device was not found.'));
    expect(apiError(await copyFrom(seller, crypto.randomUUID(), owner, 'REPLACE'))).toMatchObject(notFound('The Bookzy device was not found.'));
    expect(apiError(await copyFrom(seller, helper, crypto.randomUUID(), 'REPLACE'))).toMatchObject({ status: 404 });
    expect((await triggersOf(seller, helper)).map((trigger) => trigger.name)).toEqual(['Helper own']);
    expect((await triggersOf(stranger, strangersDevice)).map((trigger) => trigger.name)).toEqual(['Not yours']);
  });

  it('answers 409 when either device is cancelled, and changes nothing', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const cancelled = await addDevice(seller, 'Old phone', 'CANCELLED');
    const refused = { status: 409, errorCode: ErrorCode.VALIDATION_FAILED };
    expect(apiError(await copyFrom(seller, cancelled, owner, 'REPLACE'))).toMatchObject({
      ...refused,
      errorMessage: "This Bookzy device's subscription is cancelled: it can be read but not changed.",
    });
    expect(apiError(await copyFrom(seller, helper, cancelled, 'REPLACE'))).toMatchObject({
      ...refused,
      errorMessage: 'The subscription of the Bookzy device to copy from is cancelled: copy from an active device.',
    });
    expect(await triggersOf(seller, cancelled)).toEqual([]);
    expect((await triggersOf(seller, helper)).map((trigger) => trigger.name)).toEqual(['Helper own']);
  });

  it('names what is wrong with the request: the same device, no triggers to copy, a bad mode or id', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    const empty = await addDevice(seller, 'Empty');
    expect(fieldError(await copyFrom(seller, owner, owner, 'APPEND'), 'sourceDeviceId')).toContain('another Bookzy device');
    expect(apiError(await copyFrom(seller, helper, empty, 'REPLACE'))).toMatchObject({
      status: 409,
      errorMessage: 'Empty has no triggers to copy.',
    });
    expect(fieldError(await copy(seller, helper, { sourceDeviceId: owner, mode: 'MERGE' }), 'mode')).toContain('REPLACE or APPEND');
    expect(fieldError(await copy(seller, helper, { sourceDeviceId: owner }), 'mode')).toContain('REPLACE or APPEND');
    expect(fieldError(await copy(seller, helper, { sourceDeviceId: 'phone', mode: 'REPLACE' }), 'sourceDeviceId')).toContain('Bookzy device id');
    expect(fieldError(await copy(seller, 'phone', { sourceDeviceId: owner, mode: 'REPLACE' }), 'id')).toContain('Bookzy device id');
    expect((await triggersOf(seller, helper)).map((trigger) => trigger.name)).toEqual(['Helper own']);
  });

  it('refuses a seller without Bookzy and a request without the XSRF header', async () => {
    const { seller, owner, helper } = await ownerAndHelper();
    await expectGuarded(server, [{ endpoint: api.copy, input: { params: { id: helper }, body: { sourceDeviceId: owner, mode: 'REPLACE' } }, owner: seller }]);
  });
});
