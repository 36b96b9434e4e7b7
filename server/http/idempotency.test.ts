import { createHash } from 'node:crypto';
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
  type AnyEndpoint,
  type Note,
  type Trigger,
} from '../../src/contract';
import { idempotencyKeys, notes } from '../db/schema';
import { noJobQueue } from '../jobs/queueInterface';
import { createSimulatedMarketplace } from '../marketplace/simulator';
import { createSimulatedProcessor } from '../payments/simulator';
import { addTrigger, firstDevice, newBookzySeller, triggerRule } from '../testing/bookzy';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../testing/testServer';
import { AppError } from './appError';
import { bind, type BindOptions, type Handler } from './bind';
import { keyHash } from './idempotencySeal';
import { installErrorHandler } from './errorHandler';
import { requestFingerprint } from './idempotency';
import { installJsonParser } from './jsonBody';
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
  server.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, seller.userId), eq(idempotencyKeys.key, keyHash({ kind: 'seller', userId: seller.userId }, key))));

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

  it('keeps neither the key nor the reply readable: a hash of the key, the reply sealed with it', async () => {
    const seller = await server.newSeller();
    const key = newKey();
    dataOf(await addNote(seller, 'Secret shelf 7', key));
    const stored = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, seller.userId));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain('Secret shelf 7');
    // Another seller sending the same key is kept apart: its own row, its own reply.
    const other = await server.newSeller();
    expect(dataOf(await addNote(other, 'Other shelf', key))).toMatchObject({ text: 'Other shelf' });
    expect(dataOf(await addNote(seller, 'Secret shelf 7', key))).toMatchObject({ text: 'Secret shelf 7' });
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

/** A server with one test route of its own, bound as the options say, over the test database. */
async function appWith<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>, options: BindOptions = {}) {
  const app = Fastify();
  await app.register(fastifyCookie);
  installJsonParser(app);
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
  registerBindings(app, deps, [bind(endpoint, handler, options)]);
  const send = (seller: SellerAuth, key: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/${endpoint.path}`,
      headers: { authorization: `Bearer ${seller.token}`, [DEVICE_ID_HEADER]: seller.deviceId, [IDEMPOTENCY_KEY_HEADER]: key },
      payload,
    });
  return { app, send };
}

const testEndpoint = (path: string) =>
  sellerEndpoint({ method: 'POST', path, summary: 'A test write', body: z.object({ text: z.string() }), reply: z.object({ text: z.string(), run: z.number() }) });

describe('a write whose key is claimed before it runs (a charge, a mail)', () => {
  const claimed = { idempotency: 'claim' } as const;

  it('runs once for repeats that come together or later, each answered the first reply; other sellers keep their own keys', async () => {
    let runs = 0;
    const { app, send } = await appWith(
      testEndpoint('test/claimed-once'),
      async ({ deps, principal, body }) => {
        const run = ++runs;
        await new Promise((resolve) => setTimeout(resolve, 150));
        await deps.db.insert(notes).values({ userId: principal.userId, text: body.text });
        return { text: body.text, run };
      },
      claimed,
    );
    try {
      const [seller, other] = [await server.newSeller(), await server.newSeller()];
      const key = newKey();
      const together = await Promise.all([1, 2, 3].map(() => send(seller, key, { text: 'Charge once' })));
      const later = await send(seller, key, { text: 'Charge once' });
      for (const reply of [...together, later]) {
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual(together[0]!.json());
      }
      expect(together[0]!.json().data).toEqual({ text: 'Charge once', run: 1 });
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(await notesOf(seller)).toHaveLength(1);
      expect(await storedKeys(seller, key)).toMatchObject([{ status: 'COMPLETED' }]);

      expect((await send(other, key, { text: 'Theirs' })).json().data).toEqual({ text: 'Theirs', run: 2 });
      expect(await notesOf(other)).toHaveLength(1);
      expect((await send(seller, key, { text: 'Another body' })).statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it('lets the key go when the write fails: the retry runs, and a repeat waiting on it runs it too', async () => {
    let runs = 0;
    const { app, send } = await appWith(
      testEndpoint('test/claimed-fails-first'),
      async ({ body }) => {
        const run = ++runs;
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (run === 1) throw new AppError(409, ErrorCode.VALIDATION_FAILED, 'Not yet.');
        return { text: body.text, run };
      },
      claimed,
    );
    try {
      const seller = await server.newSeller();
      const key = newKey();
      // Either request may claim the key first; the one that claims it runs first and fails.
      const replies = await Promise.all([send(seller, key, { text: 'Try' }), send(seller, key, { text: 'Try' })]);
      const [failed, waiting] = [...replies].sort((a, b) => b.statusCode - a.statusCode);
      expect(failed?.statusCode).toBe(409);
      expect(waiting?.json().data).toEqual({ text: 'Try', run: 2 });
      expect((await send(seller, key, { text: 'Try' })).json().data).toEqual({ text: 'Try', run: 2 });
      expect(runs).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('answers that the outcome is unknown when a claim was left by a server that stopped mid-write', async () => {
    let runs = 0;
    const endpoint = testEndpoint('test/claimed-abandoned');
    const { app, send } = await appWith(endpoint, async ({ body }) => ({ text: body.text, run: ++runs }), claimed);
    try {
      const seller = await server.newSeller();
      const key = newKey();
      const bodyDigest = createHash('sha256').update(JSON.stringify({ text: 'Lost' })).digest('hex');
      const fingerprint = requestFingerprint({ method: 'POST', url: `/api/${endpoint.path}`, body: undefined, bodyDigest });
      const longAgo = new Date(Date.now() - 11 * 60_000);
      await server.db.insert(idempotencyKeys).values({ userId: seller.userId, key: keyHash({ kind: 'seller', userId: seller.userId }, key), fingerprint, status: 'IN_PROGRESS', createdAt: longAgo });
      const reply = await send(seller, key, { text: 'Lost' });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().apiError.errorMessage).toContain('did not finish');
      expect(runs).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('a handler that writes and then fails', () => {
  it('rolls back its write together with the key', async () => {
    const seller = await server.newSeller();
    const { app, send } = await appWith(testEndpoint('test/write-then-fail'), async ({ deps, principal, body }) => {
      await deps.db.insert(notes).values({ userId: principal.userId, text: body.text });
      throw new AppError(409, ErrorCode.VALIDATION_FAILED, 'Failed after writing.');
    });
    const key = newKey();
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await send(seller, key, { text: 'Half done' });
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
