import fastifyCookie from '@fastify/cookie';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  DEVICE_ID_HEADER,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  sellerApi,
  sellerEndpoint,
  type Note,
  type Trigger,
} from '../../src/contract';
import { idempotencyKeys, notes } from '../db/schema';
import { noJobQueue } from '../jobs/allJobs';
import { createSimulatedMarketplace } from '../marketplace/simulator';
import { createSimulatedProcessor } from '../payments/simulator';
import { addTrigger, firstDevice, newBookzySeller, triggerRule } from '../testing/bookzy';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../testing/testServer';
import { AppError } from './appError';
import { bind } from './bind';
import { installErrorHandler } from './errorHandler';
import { registerBindings } from './registerBindings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let keys = 0;
const newKey = () => `key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;
const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

const addNote = (seller: SellerAuth, text: string, key?: string) =>
  server.call<Note>(sellerApi.notes.add, { body: { text } }, { auth: seller, ...(key ? withKey(key) : {}) });
const notesOf = async (seller: SellerAuth) => dataOf(await server.call<Note[]>(sellerApi.notes.list, {}, { auth: seller }));
const storedKeys = (seller: SellerAuth, key: string) =>
  server.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, seller.userId), eq(idempotencyKeys.key, key)));

describe('a write with an Idempotency-Key', () => {
  it('is applied once: a repeat answers the same reply without writing again', async () => {
    const seller = await server.newSeller();
    const key = newKey();
    const first = await addNote(seller, 'Buy tape', key);
    const repeat = await addNote(seller, 'Buy tape', key);
    expect(dataOf(first)).toMatchObject({ text: 'Buy tape' });
    expect(repeat.body).toEqual(first.body);
    expect(repeat.status).toBe(first.status);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await notesOf(seller)).toHaveLength(1);
    expect(await storedKeys(seller, key)).toMatchObject([{ status: 'COMPLETED' }]);
  });

  it('is applied once when the repeats arrive together', async () => {
    const seller = await server.newSeller();
    const key = newKey();
    const replies = await Promise.all([1, 2, 3, 4].map(() => addNote(seller, 'Call the printer', key)));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(dataOf(replies[0]!)).toMatchObject({ text: 'Call the printer' });
    expect(await notesOf(seller)).toHaveLength(1);
  });

  it('refuses the same key with another body, path or query (422), and writes nothing more', async () => {
    const seller = await newBookzySeller(server);
    const key = newKey();
    dataOf(await addNote(seller, 'First', key));
    const otherBody = await addNote(seller, 'Second', key);
    expect(apiError(otherBody)).toMatchObject({
      status: 422,
      errorMessage: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; send a new key with each new request.`,
    });
    const { deviceId } = await firstDevice(server, seller);
    const otherPath = await server.call(sellerApi.triggers.create, { body: { device: deviceId, ...triggerRule() } }, { auth: seller, ...withKey(key) });
    expect(apiError(otherPath).status).toBe(422);
    expect((await notesOf(seller)).map((note) => note.text)).toEqual(['First']);

    const [a, b] = [await addTrigger(server, seller, deviceId, { name: 'A' }), await addTrigger(server, seller, deviceId, { name: 'B' })];
    const moveKey = newKey();
    const move = (targetId: number) =>
      server.call<Trigger[]>(sellerApi.triggers.moveBelow, { params: { id: a.id }, query: { targetId } }, { auth: seller, ...withKey(moveKey) });
    expect(dataOf(await move(b.id)).map((trigger) => trigger.name)).toEqual(['B', 'A']);
    expect(apiError(await move(0)).status).toBe(422);
    expect(dataOf(await move(b.id)).map((trigger) => trigger.name)).toEqual(['B', 'A']);
  });

  it('keeps keys per seller: another seller may use the same key', async () => {
    const [one, other] = [await server.newSeller(), await server.newSeller()];
    const key = newKey();
    dataOf(await addNote(one, 'Mine', key));
    expect(dataOf(await addNote(other, 'Theirs', key))).toMatchObject({ text: 'Theirs' });
    expect(await notesOf(other)).toHaveLength(1);
  });

  it('leaves no key when it fails, so that a retry meets the same error and a fixed request goes through', async () => {
    const seller = await server.newSeller();
    const key = newKey();
    const markDone = () => server.call(sellerApi.notes.markDone, { params: { id: 2_000_000_000 } }, { auth: seller, ...withKey(key) });
    expect(apiError(await markDone())).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await markDone())).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(await storedKeys(seller, key)).toEqual([]);
    expect(fieldError(await addNote(seller, '   ', key), 'text')).toContain('is required');
    expect(await storedKeys(seller, key)).toEqual([]);
    expect(dataOf(await addNote(seller, 'Fixed', key))).toMatchObject({ text: 'Fixed' });
  });

  it('runs nested transactions of a handler inside its own (a trigger create locks its device)', async () => {
    const seller = await newBookzySeller(server);
    const { deviceId } = await firstDevice(server, seller);
    const key = newKey();
    const create = () => server.call<Trigger>(sellerApi.triggers.create, { body: { device: deviceId, ...triggerRule() } }, { auth: seller, ...withKey(key) });
    const [first, second] = await Promise.all([create(), create()]);
    expect(second!.body).toEqual(first!.body);
    expect(dataOf(await server.call<Trigger[]>(sellerApi.triggers.list, {}, { auth: seller }))).toHaveLength(1);
  });

  it('names the header when the key is not 8 to 100 letters, digits, hyphens or underscores', async () => {
    const seller = await server.newSeller();
    for (const bad of ['short', 'x'.repeat(101), 'has spaces in it', 'semi;colon;key', 'slash/in/key']) {
      expect(fieldError(await addNote(seller, 'Never', bad), IDEMPOTENCY_KEY_HEADER)).toBe(
        `${IDEMPOTENCY_KEY_HEADER} must be 8 to 100 letters, digits, hyphens or underscores.`,
      );
    }
    expect(dataOf(await addNote(seller, 'Fine', 'a'.repeat(100)))).toMatchObject({ text: 'Fine' });
    expect(dataOf(await addNote(seller, 'Fine too', 'Ab_-0123'))).toMatchObject({ text: 'Fine too' });
    expect(await notesOf(seller)).toHaveLength(2);
  });
});

describe('calls without a key, and reads', () => {
  it('behave as always: each write applies', async () => {
    const seller = await server.newSeller();
    dataOf(await addNote(seller, 'Same text'));
    dataOf(await addNote(seller, 'Same text'));
    expect(await notesOf(seller)).toHaveLength(2);
    const read = await server.call<Note[]>(sellerApi.notes.list, {}, { auth: seller, ...withKey('not a valid key') });
    expect(dataOf(read)).toHaveLength(2);
  });
});

describe('a handler that writes and then fails', () => {
  it('rolls back its write together with the key', async () => {
    const seller = await server.newSeller();
    const endpoint = sellerEndpoint({
      method: 'POST',
      path: 'test/write-then-fail',
      summary: 'Writes a note, then fails',
      body: z.object({ text: z.string() }),
    });
    const app = Fastify();
    await app.register(fastifyCookie);
    installErrorHandler(app);
    const clock = () => new Date();
    const deps = {
      db: server.db,
      config: server.config,
      mailer: { send: async () => undefined },
      clock,
      marketplace: createSimulatedMarketplace({ catalogSize: 10 }),
      payments: createSimulatedProcessor({ db: server.db, clock }),
      jobs: noJobQueue,
    };
    registerBindings(app, deps, [
      bind(endpoint, async ({ deps: callDeps, principal, body }) => {
        await callDeps.db.insert(notes).values({ userId: principal.userId, text: body.text });
        throw new AppError(409, ErrorCode.VALIDATION_FAILED, 'Failed after writing.');
      }),
    ]);
    const key = newKey();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/test/write-then-fail',
        headers: { authorization: `Bearer ${seller.token}`, [DEVICE_ID_HEADER]: seller.deviceId, [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { text: 'Half done' },
      });
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await send();
        expect(reply.statusCode).toBe(409);
        expect(reply.json().apiError.errorMessage).toBe('Failed after writing.');
      }
      expect(await notesOf(seller)).toEqual([]);
      expect(await storedKeys(seller, key)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
