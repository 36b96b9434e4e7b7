import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, sellerApi, SORTER_KEYS_MAX, type SorterKey } from '../../../src/contract';
import { idempotencyKeys, sorterMachineKeys } from '../../db/schema';
import { expectProductGuarded } from '../../testing/guards';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterMachineKeys;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const keys = async (seller: SellerAuth) => dataOf(await server.call<SorterKey[]>(api.list, {}, { auth: seller }));
const create = (seller: SellerAuth, name: unknown) => server.call<{ key: SorterKey; secret: string }>(api.create, { body: { name } }, { auth: seller });
const revoke = (seller: SellerAuth, id: number) => server.call<SorterKey>(api.revoke, { params: { id } }, { auth: seller });

describe('sorter machine keys', () => {
  it('makes a key whose secret is shown once and kept only as its hash', async () => {
    const seller = await newSorterSeller();
    const { key, secret } = dataOf(await create(seller, '  Line 1 controller  '));
    expect(secret).toMatch(/^fsk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Line 1 controller', prefix: secret.slice(0, 12), lastUsedAt: null, revokedAt: null });
    const [row] = await server.db.select().from(sorterMachineKeys).where(eq(sorterMachineKeys.id, key.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(await keys(seller))).not.toContain(secret);
    expect(dataOf(await create(seller, 'Second')).secret).not.toBe(secret);
  });

  it('answers a repeat under one Idempotency-Key with the same key, kept where no reader of the database can open it', async () => {
    const seller = await newSorterSeller();
    const keyed = { auth: seller, headers: { [IDEMPOTENCY_KEY_HEADER]: `make-key-once-${seller.userId}` } };
    const first = dataOf(await server.call<{ key: SorterKey; secret: string }>(api.create, { body: { name: 'Kept' } }, keyed));
    const repeat = dataOf(await server.call<{ key: SorterKey; secret: string }>(api.create, { body: { name: 'Kept' } }, keyed));
    expect(repeat).toEqual(first);
    expect(await keys(seller)).toHaveLength(1);
    const stored = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, seller.userId));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(first.secret);
    expect(JSON.stringify(stored)).not.toContain(first.secret.slice(4, 20));
  });

  it('lists newest first, revoked keys included; revoking twice keeps the first time', async () => {
    const seller = await newSorterSeller();
    const first = dataOf(await create(seller, 'First')).key;
    const second = dataOf(await create(seller, 'Second')).key;
    const revoked = dataOf(await revoke(seller, first.id));
    expect(revoked.revokedAt).not.toBeNull();
    server.advanceClock(60_000);
    expect(dataOf(await revoke(seller, first.id)).revokedAt).toBe(revoked.revokedAt);
    expect(await keys(seller)).toEqual([second, revoked]);
  });

  it('allows the most live keys, then refuses until one is revoked', async () => {
    const seller = await newSorterSeller();
    const made: SorterKey[] = [];
    for (let index = 0; index < SORTER_KEYS_MAX; index += 1) made.push(dataOf(await create(seller, `Key ${index}`)).key);
    const refused = apiError(await create(seller, 'One too many'));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(refused.errorMessage).toMatch(/20 machine keys/);
    dataOf(await revoke(seller, made[3]!.id));
    dataOf(await create(seller, 'In its place'));
    expect(await keys(seller)).toHaveLength(SORTER_KEYS_MAX + 1);
  });

  it('refuses a key without a name, and another seller’s key is not found', async () => {
    const owner = await newSorterSeller();
    const stranger = await newSorterSeller();
    fieldError(await create(owner, '   '), 'name');
    fieldError(await create(owner, 'x'.repeat(41)), 'name');
    const { key } = dataOf(await create(owner, 'Mine'));
    expect(apiError(await revoke(stranger, key.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(await keys(stranger)).toEqual([]);
    expect((await keys(owner))[0]!.revokedAt).toBeNull();
  });

  it('needs the Sorter product, and the XSRF header for writes', async () => {
    const owner = await newSorterSeller();
    const { key } = dataOf(await create(owner, 'Guarded'));
    await expectProductGuarded(server, { product: 'SORTER', other: 'BOOKZY' }, [
      { endpoint: api.list, input: {}, owner },
      { endpoint: api.create, input: { body: { name: 'Another' } }, owner },
      { endpoint: api.revoke, input: { params: { id: key.id } }, owner },
    ]);
  });
});
