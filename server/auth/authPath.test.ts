import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi, type UserInfo } from '../../src/contract';
import { dataOf, startTestServer, type SellerAuth, type TestServer } from '../testing/testServer';

/**
 * Every seller call pays for the auth path, so it must stay cheap: one statement for the token,
 * account, products and device, and no write on a read. Counted at the driver, under drizzle.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The SQL each call sends to the database driver while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const sent: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return sent;
}

const readUser = (auth: SellerAuth) => server.call<UserInfo>(sellerApi.user.me, {}, { auth });
const isWrite = (statement: string) => /^\s*(insert|update|delete)\b/i.test(statement);

describe('the seller auth path', () => {
  it('answers GET user with one read, the auth query, which brings the prompts too, and no write', async () => {
    const seller = await server.newSeller([['LISTER', 'ACTIVE']]);
    const statements = await statementsOf(async () => dataOf(await readUser(seller)));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/seller_context/);
  });

  it('checks a product call with the same one query', async () => {
    const seller = await server.newSeller([['LISTER', 'ACTIVE']]);
    const statements = await statementsOf(async () =>
      dataOf(await server.call(sellerApi.listerSessions.search, { query: { channel: 'FBA' } }, { auth: seller })),
    );
    expect(statements.filter((statement) => /seller_context/.test(statement))).toHaveLength(1);
    expect(statements.filter(isWrite)).toEqual([]);
  });

  it('writes when a device was last seen at most once a minute, and shows the new time', async () => {
    const seller = await server.newSeller();
    const seenAt = async () => dataOf(await readUser(seller)).device.lastSeenAt;
    const first = await seenAt();
    server.advanceClock(61_000);
    try {
      const writes = (await statementsOf(async () => expect(await seenAt()).not.toBe(first))).filter(isWrite);
      expect(writes).toHaveLength(1);
      server.advanceClock(30_000);
      expect((await statementsOf(seenAt)).filter(isWrite)).toEqual([]);
    } finally {
      server.advanceClock(-91_000);
    }
  });
});
