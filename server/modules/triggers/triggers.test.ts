import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, TRIGGER_NAME_MAX, sellerApi, type Trigger } from '../../../src/contract';
import { bookzyDevices } from '../../db/schema';
import { addTrigger, expectGuarded, firstDevice, newBookzySeller, triggerRule } from '../../testing/bookzy';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.triggers;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async (seller: SellerAuth) => dataOf(await server.call<Trigger[]>(api.list, {}, { auth: seller }));
const create = (seller: SellerAuth, body: unknown) => server.call<Trigger>(api.create, { body }, { auth: seller });
const update = (seller: SellerAuth, id: number, body: unknown) => server.call<Trigger>(api.update, { params: { id }, body }, { auth: seller });
const remove = (seller: SellerAuth, id: number) => server.call(api.remove, { params: { id } }, { auth: seller });
const activate = (seller: SellerAuth, id: number) => server.call<Trigger>(api.activate, { params: { id } }, { auth: seller });
const deactivate = (seller: SellerAuth, id: number) => server.call<Trigger>(api.deactivate, { params: { id } }, { auth: seller });
const moveBelow = (seller: SellerAuth, id: number, targetId: number | string) =>
  server.call<Trigger[]>(api.moveBelow, { params: { id }, query: { targetId } }, { auth: seller });

const names = (triggers: Trigger[]) => triggers.map((trigger) => trigger.name);
const orders = (triggers: Trigger[]) => triggers.map((trigger) => trigger.order);

async function secondDevice(seller: SellerAuth, status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') {
  const [row] = await server.db
    .insert(bookzyDevices)
    .values({ userId: seller.userId, name: 'Second', subscriptionId: 'sub_test_second', status, createdAt: new Date(Date.now() + 60_000) })
    .returning({ id: bookzyDevices.id });
  return row!.id;
}

/** A seller whose first device has triggers A, B, C, D in that order. */
async function sellerWithFour() {
  const seller = await newBookzySeller(server);
  const { deviceId } = await firstDevice(server, seller);
  const triggers: Trigger[] = [];
  for (const name of ['A', 'B', 'C', 'D']) triggers.push(await addTrigger(server, seller, deviceId, { name }));
  return { seller, deviceId, triggers };
}

describe('create and list', () => {
  it('appends each new trigger at the end of its device, active, and lists by device then order', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, seller);
    const other = await secondDevice(seller);
    const first = await addTrigger(server, seller, deviceId, { name: 'First' });
    expect(first).toEqual({ id: first.id, device: deviceId, order: 1, active: true, ...triggerRule({ name: 'First' }) });
    await addTrigger(server, seller, other, { name: 'Elsewhere' });
    const second = await addTrigger(server, seller, deviceId, { name: 'Second', channel: 'FBA', priceSource: 'BUY_BOX', minProfit: -50, maxOffers: 3, minPrice: 500, maxSalesRank: null });
    expect(second).toMatchObject({ order: 2, active: true, channel: 'FBA', priceSource: 'BUY_BOX', minProfit: -50, maxOffers: 3, minPrice: 500, maxSalesRank: null });
    const all = await list(seller);
    expect(all.map(({ name, device, order }) => [name, device, order])).toEqual([
      ['First', deviceId, 1],
      ['Second', deviceId, 2],
      ['Elsewhere', other, 1],
    ]);
  });

  it('gives concurrent creates on one device distinct places', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, seller);
    await Promise.all(['P', 'Q', 'R', 'S', 'T'].map((name) => addTrigger(server, seller, deviceId, { name })));
    expect(orders(await list(seller))).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the field that is wrong and stores nothing', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId: device } = await firstDevice(server, seller);
    const body = (overrides: Record<string, unknown>) => ({ device, ...triggerRule(), ...overrides });
    expect(fieldError(await create(seller, body({ name: '  ' })), 'name')).toContain('is required');
    expect(fieldError(await create(seller, body({ name: 'x'.repeat(TRIGGER_NAME_MAX + 1) })), 'name')).toContain('at most');
    expect(fieldError(await create(seller, body({ colorCode: 'green' })), 'colorCode')).toContain('colour like');
    expect(fieldError(await create(seller, body({ channel: 'BOAT' })), 'channel')).toContain('FBA or MF');
    expect(fieldError(await create(seller, body({ priceSource: 'CHEAPEST' })), 'priceSource')).toContain('price source');
    expect(fieldError(await create(seller, body({ minProfit: 2.5 })), 'minProfit')).toContain('whole number');
    expect(fieldError(await create(seller, body({ maxSalesRank: -1 })), 'maxSalesRank')).toContain('not be negative');
    expect(fieldError(await create(seller, body({ maxOffers: 'many' })), 'maxOffers')).toContain('whole number');
    expect(fieldError(await create(seller, body({ minPrice: -100 })), 'minPrice')).toContain('not be negative');
    expect(fieldError(await create(seller, body({ device: 'phone' })), 'device')).toContain('Bookzy device id');
    expect(fieldError(await update(seller, 1, { ...triggerRule(), name: '' }), 'name')).toContain('is required');
    expect(fieldError(await remove(seller, 'abc' as never), 'id')).toBe('id must be a whole number.');
    expect(fieldError(await moveBelow(seller, 1, -1), 'targetId')).toContain('not be negative');
    expect(fieldError(await moveBelow(seller, 1, 'top'), 'targetId')).toContain('whole number');
    expect(await list(seller)).toEqual([]);
  });

  it('answers 404 for a device that is not the seller\'s, and 409 for a cancelled one', async () => {
    const seller = await newBookzySeller(server);
    const stranger = await newBookzySeller(server);
    const { deviceId: strangersDevice } = await firstDevice(server, stranger);
    for (const device of [strangersDevice, crypto.randomUUID()]) {
      expect(apiError(await create(seller, { device, ...triggerRule() }))).toMatchObject({
        status: 404,
        errorMessage: 'The Bookzy device was not found.',
      });
    }
    const cancelled = await secondDevice(seller, 'CANCELLED');
    expect(apiError(await create(seller, { device: cancelled, ...triggerRule() })).status).toBe(409);
    expect(await list(seller)).toEqual([]);
    expect(await list(stranger)).toEqual([]);
  });
});

describe('update, activate, deactivate, remove', () => {
  it('changes the rule but keeps the order and the active flag', async () => {
    const { seller, triggers } = await sellerWithFour();
    const changed = dataOf(await update(seller, triggers[1]!.id, triggerRule({ name: 'B2', colorCode: '#FF0000', channel: 'FBA', minProfit: null })));
    expect(changed).toEqual({ ...triggers[1]!, ...triggerRule({ name: 'B2', colorCode: '#FF0000', channel: 'FBA', minProfit: null }) });
    expect(names(await list(seller))).toEqual(['A', 'B2', 'C', 'D']);
  });

  it('toggles active and keeps the place', async () => {
    const { seller, triggers } = await sellerWithFour();
    expect(dataOf(await deactivate(seller, triggers[2]!.id))).toMatchObject({ active: false, order: 3 });
    expect(dataOf(await deactivate(seller, triggers[2]!.id))).toMatchObject({ active: false, order: 3 });
    expect((await list(seller)).map((trigger) => trigger.active)).toEqual([true, true, false, true]);
    expect(dataOf(await activate(seller, triggers[2]!.id))).toMatchObject({ active: true, order: 3 });
  });

  it('moves the ones below up when one is removed, leaving no gap', async () => {
    const { seller, triggers } = await sellerWithFour();
    expect(dataOf(await remove(seller, triggers[1]!.id))).toBeNull();
    const after = await list(seller);
    expect(names(after)).toEqual(['A', 'C', 'D']);
    expect(orders(after)).toEqual([1, 2, 3]);
    expect(apiError(await remove(seller, triggers[1]!.id))).toMatchObject({ status: 404, errorMessage: 'The trigger was not found.' });
    expect(orders([await addTrigger(server, seller, triggers[0]!.device, { name: 'E' })])).toEqual([4]);
  });
});

describe('move below', () => {
  it('moves a trigger just below the target, up or down, and answers the new list', async () => {
    const { seller, triggers } = await sellerWithFour();
    const [a, b, c, d] = triggers as [Trigger, Trigger, Trigger, Trigger];
    expect(names(dataOf(await moveBelow(seller, a.id, c.id)))).toEqual(['B', 'C', 'A', 'D']);
    expect(names(dataOf(await moveBelow(seller, d.id, b.id)))).toEqual(['B', 'D', 'C', 'A']);
    const top = dataOf(await moveBelow(seller, a.id, 0));
    expect(names(top)).toEqual(['A', 'B', 'D', 'C']);
    expect(orders(top)).toEqual([1, 2, 3, 4]);
    expect(names(dataOf(await moveBelow(seller, c.id, c.id)))).toEqual(['A', 'B', 'D', 'C']);
    expect(await list(seller)).toEqual(top);
  });

  it('refuses a target on another device (400) or of another seller (404), and moves nothing', async () => {
    const { seller, triggers } = await sellerWithFour();
    const elsewhere = await addTrigger(server, seller, await secondDevice(seller), { name: 'Elsewhere' });
    expect(fieldError(await moveBelow(seller, triggers[0]!.id, elsewhere.id), 'targetId')).toBe(
      'targetId must be a trigger of the same Bookzy device.',
    );
    const stranger = await sellerWithFour();
    for (const targetId of [stranger.triggers[0]!.id, 2_000_000_000]) {
      expect(apiError(await moveBelow(seller, triggers[0]!.id, targetId))).toMatchObject({
        status: 404,
        errorMessage: 'The target trigger was not found.',
      });
    }
    expect(names(await list(seller))).toEqual(['A', 'B', 'C', 'D', 'Elsewhere']);
  });

  it('keeps the orders 1..n under any sequence of changes', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, seller);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('create' as const) }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), target: fc.nat() }),
      fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat() }),
    );
    let made = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        // The model: names in order. The server must agree with it after every step.
        let model = names(await list(seller));
        for (const action of steps) {
          const current = await list(seller);
          const chosen = current.length > 0 && 'pick' in action ? current[action.pick % current.length]! : undefined;
          if (action.kind === 'create' || !chosen) {
            const name = `T${++made}`;
            await addTrigger(server, seller, deviceId, { name });
            model = [...model, name];
          } else if (action.kind === 'remove') {
            dataOf(await remove(seller, chosen.id));
            model = model.filter((name) => name !== chosen.name);
          } else if (action.kind === 'toggle') {
            dataOf(await (chosen.active ? deactivate : activate)(seller, chosen.id));
          } else {
            const target = action.target % (current.length + 1) === 0 ? undefined : current[(action.target % (current.length + 1)) - 1]!;
            dataOf(await moveBelow(seller, chosen.id, target?.id ?? 0));
            if (target?.id !== chosen.id) {
              const rest = model.filter((name) => name !== chosen.name);
              const at = target ? rest.indexOf(target.name) + 1 : 0;
              model = [...rest.slice(0, at), chosen.name, ...rest.slice(at)];
            }
          }
          const after = await list(seller);
          expect(names(after)).toEqual(model);
          expect(orders(after)).toEqual(model.map((_, index) => index + 1));
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe("another seller's trigger", () => {
  it('answers 404 to every change, and the owner\'s triggers stay as they were', async () => {
    const owner = await sellerWithFour();
    const stranger = await newBookzySeller(server);
    const strangersOwn = await addTrigger(server, stranger, (await firstDevice(server, stranger)).deviceId);
    const before = await list(owner.seller);
    const id = owner.triggers[1]!.id;
    for (const reply of [
      await update(stranger, id, triggerRule({ name: 'Stolen' })),
      await remove(stranger, id),
      await activate(stranger, id),
      await deactivate(stranger, id),
      await moveBelow(stranger, id, 0),
      await moveBelow(stranger, id, strangersOwn.id),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: 'The trigger was not found.' });
    }
    expect(await list(owner.seller)).toEqual(before);
    expect(await list(stranger)).toEqual([strangersOwn]);
  });
});

describe('a cancelled device', () => {
  it('keeps its triggers readable but unchangeable', async () => {
    const { seller, deviceId, triggers } = await sellerWithFour();
    const before = await list(seller);
    await server.db.update(bookzyDevices).set({ status: 'CANCELLED' }).where(eq(bookzyDevices.id, deviceId));
    const id = triggers[0]!.id;
    for (const reply of [
      await update(seller, id, triggerRule()),
      await remove(seller, id),
      await deactivate(seller, id),
      await moveBelow(seller, id, triggers[2]!.id),
    ]) {
      expect(apiError(reply).status).toBe(409);
    }
    expect(await list(seller)).toEqual(before);
  });
});

describe('access', () => {
  it('refuses a seller without Bookzy, and writes without the XSRF header', async () => {
    const { seller: owner, deviceId: device, triggers } = await sellerWithFour();
    const params = { id: triggers[0]!.id };
    await expectGuarded(server, [
      { endpoint: api.list, input: {}, owner },
      { endpoint: api.create, input: { body: { device, ...triggerRule() } }, owner },
      { endpoint: api.update, input: { params, body: triggerRule({ name: 'Changed' }) }, owner },
      { endpoint: api.remove, input: { params }, owner },
      { endpoint: api.activate, input: { params }, owner },
      { endpoint: api.deactivate, input: { params }, owner },
      { endpoint: api.moveBelow, input: { params, query: { targetId: triggers[3]!.id } }, owner },
    ]);
    expect(await list(owner)).toEqual(triggers);
  });
});
