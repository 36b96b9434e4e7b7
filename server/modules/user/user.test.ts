import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, PRODUCT_KEYS, sellerApi, type UserInfo } from '../../../src/contract';
import { informalPrompts } from '../../db/schema';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const readUser = async (auth: SellerAuth) => dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth }));
const passPrompt = (auth: SellerAuth, id: number | string) =>
  server.call(sellerApi.user.passPrompt, { params: { id } }, { auth });

/** A seller with one active "about to freeze" prompt of their own. */
async function sellerWithPrompt() {
  const seller = await server.newSeller([['REPRICER', 'ACTIVE']]);
  const [prompt] = await server.db
    .insert(informalPrompts)
    .values({ userId: seller.userId, type: 'SUBSCRIPTION_ABOUT_TO_FREEZE', product: 'REPRICER', freezeDate: '2031-05-01' })
    .returning({ id: informalPrompts.id });
  return { seller, promptId: prompt!.id };
}

describe('GET user', () => {
  it('shows the demo seller every product usable, one freeze prompt, and this browser as the device', async () => {
    const demo = await server.signIn('demo@folio.test', 'folio-demo-1');
    const user = await readUser(demo);
    expect(user.email).toBe('demo@folio.test');
    expect(user.businessInfo).toMatchObject({ userId: demo.userId, firstName: 'Dana', lastName: 'Reed' });
    expect(user.usageStatuses.map(({ product }) => product)).toEqual([...PRODUCT_KEYS]);
    expect(user.usageStatuses.every(({ status, usable }) => status === 'ACTIVE' && usable)).toBe(true);
    expect(user.informalPrompts).toEqual([
      expect.objectContaining({ type: 'SUBSCRIPTION_ABOUT_TO_FREEZE', status: 'ACTIVE', product: 'REPRICER' }),
    ]);
    expect(user.device).toMatchObject({ deviceId: demo.deviceId, current: true });
  });

  it('shows the Lister seller only Lister usable and the frozen Repricer not usable', async () => {
    const lister = await server.signIn('lister@folio.test', 'folio-demo-1');
    const user = await readUser(lister);
    expect(user.usageStatuses).toEqual([
      { product: 'REPRICER', status: 'FROZEN', usable: false },
      { product: 'LISTER', status: 'ACTIVE', usable: true },
    ]);
    expect(user.informalPrompts).toEqual([]);
  });
});

describe('PUT informal-prompt/:id/pass', () => {
  it('dismisses the prompt for good', async () => {
    const { seller, promptId } = await sellerWithPrompt();
    expect((await readUser(seller)).informalPrompts.map(({ id }) => id)).toEqual([promptId]);
    expect(dataOf(await passPrompt(seller, promptId))).toBeNull();
    expect((await readUser(seller)).informalPrompts).toEqual([]);
  });

  it("answers 404 for another seller's prompt and leaves it showing for its owner", async () => {
    const { seller: owner, promptId } = await sellerWithPrompt();
    const stranger = await server.newSeller();
    expect(apiError(await passPrompt(stranger, promptId))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect((await readUser(owner)).informalPrompts.map(({ id }) => id)).toEqual([promptId]);
  });

  it('names the id when it is not a number', async () => {
    const seller = await server.newSeller();
    expect(fieldError(await passPrompt(seller, 'abc'), 'id')).toBe('id must be a whole number.');
  });
});
