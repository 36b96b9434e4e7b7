import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi } from '../../../src/contract';
import { marketplaceAuthStates, marketplaceConnections, stockOverrides, users } from '../../db/schema';
import { allowed, complete, connect, consentPage, decide, readConnection, startAuthorising } from '../../testing/integration';
import { SELLER_PASSWORD, apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { openCredential } from './credentialSeal';

const DAY = 86_400_000;
let server: TestServer;
let accounts = 0;
/** A marketplace account no other test connects. */
const newAccount = (skus = 40) => `A${process.pid}X${++accounts}T${Date.now() % 100_000}-${skus}`;
/** Moves the server's clock past the access token's life: the seller signs in again. */
async function later(seller: SellerAuth, ms: number) {
  server.advanceClock(ms);
  return server.signIn(seller.email, SELLER_PASSWORD);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the authorisation round trip', () => {
  it('connects a seller who had no marketplace account, and the stock manager reads that account', async () => {
    const seller = await server.newSeller();
    expect(await readConnection(server, seller)).toEqual({
      status: 'NOT_CONNECTED', sellingPartnerId: null, region: null, marketplace: null, authorisedAt: null, expiresAt: null, changedSkus: 0,
    });
    const account = newAccount();
    server.freezeClock();
    const connection = await connect(server, seller, account);
    const now = server.clock();
    expect(connection).toEqual({
      status: 'CONNECTED',
      sellingPartnerId: account,
      region: 'NA',
      marketplace: { id: 'US', name: 'United States' },
      authorisedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 365 * DAY).toISOString(),
      changedSkus: 0,
    });
    expect(await readConnection(server, seller)).toEqual(connection);
    const [user] = await server.db.select({ id: users.marketplaceSellerId }).from(users).where(eq(users.id, seller.userId));
    expect(user!.id).toBe(account);
  });

  it('keeps the marketplace refresh token sealed: not in plain text, opening only for its seller', async () => {
    const seller = await server.newSeller();
    const other = await server.newSeller();
    await connect(server, seller, newAccount());
    const [row] = await server.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.userId, seller.userId));
    expect(row!.refreshTokenSealed).not.toContain('Atzr');
    const deps = { db: server.db, config: server.config };
    expect(await openCredential(deps, seller.userId, row!.refreshTokenSealed)).toMatch(/^Atzr\|/);
    expect(await openCredential(deps, other.userId, row!.refreshTokenSealed)).toBeUndefined();
  });

  it('stores only the hash of the state, short-lived, and the consent page comes back to Folio with it', async () => {
    const seller = await server.newSeller();
    server.freezeClock();
    const { consentUrl, expiresAt } = await startAuthorising(server, seller);
    expect(new Date(expiresAt).getTime() - server.clock().getTime()).toBe(10 * 60_000);
    const state = new URL(consentUrl, 'http://folio.test').searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.db.select().from(marketplaceAuthStates).where(eq(marketplaceAuthStates.userId, seller.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.stateHash).not.toContain(state);

    const { back, path } = await decide(server, consentUrl, 'allow', 'A1BACK-12');
    expect(path).toBe('/sp/auth/complete');
    expect(back).toMatchObject({ state, selling_partner_id: 'A1BACK-12' });
    expect(back!.code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('answers Deny with access_denied and the state, and the seller can authorise again afterwards', async () => {
    const seller = await server.newSeller();
    const { consentUrl } = await startAuthorising(server, seller);
    const { back, path } = await decide(server, consentUrl, 'deny');
    expect(path).toBe('/sp/auth/complete');
    expect(back).toMatchObject({ error: 'access_denied', state: new URL(consentUrl, 'http://folio.test').searchParams.get('state') });
    expect(back!.code).toBeUndefined();
    expect((await connect(server, seller, newAccount())).status).toBe('CONNECTED');
  });
});

describe('the simulated consent page', () => {
  it('is a marked, accessible HTML form offering the account Folio knows, with every value escaped', async () => {
    const seller = await server.newSeller();
    const account = newAccount();
    await connect(server, seller, account);
    const { consentUrl } = await startAuthorising(server, seller);
    const page = await consentPage(server, consentUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.html).toContain('Marketplace simulator');
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<label for="account">Seller account</label>');
    expect(page.html).toContain(`value="${account}"`);
    expect(page.html).not.toContain('<script');

    const tampered = consentUrl.replace(/state=[^&]+/, `state=${encodeURIComponent('"><script>alert(1)</script>')}`);
    const escaped = await consentPage(server, tampered);
    expect(escaped.html).not.toContain('<script>alert(1)');
    expect(escaped.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('offers a new account to a seller Folio knows none for', async () => {
    const seller = await server.newSeller();
    const { consentUrl } = await startAuthorising(server, seller);
    expect((await consentPage(server, consentUrl)).html).toMatch(/value="A[0-9A-Z]{11}-\d{3}"/);
  });

  it('refuses another application, another return address or no state, and asks again for a bad account', async () => {
    const seller = await server.newSeller();
    const { consentUrl } = await startAuthorising(server, seller);
    for (const changed of [
      consentUrl.replace('application_id=folio-sim-application', 'application_id=someone-else'),
      consentUrl.replace(/redirect_uri=[^&]+/, `redirect_uri=${encodeURIComponent('https://evil.test/steal')}`),
      consentUrl.replace(/state=[^&]+/, 'state='),
    ]) {
      const page = await consentPage(server, changed);
      expect(page.status, changed).toBe(400);
      expect(page.html).toContain('Request refused');
      expect((await decide(server, changed, 'allow', 'A1GOOD-1')).back).toBeNull();
    }
    const bad = await decide(server, consentUrl, 'allow', 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('aria-invalid="true"');
    expect(bad.html).toContain('Type a seller account');
  });
});

describe('a state that does not fit is refused with its reason, and nothing is connected', () => {
  async function expectUnconnected(seller: Awaited<ReturnType<TestServer['newSeller']>>) {
    expect((await readConnection(server, seller)).status).toBe('NOT_CONNECTED');
  }

  it('refuses an unknown or changed state (130)', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    const changed = `${body.state.slice(0, -1)}${body.state.endsWith('A') ? 'B' : 'A'}`;
    for (const state of [changed, 'x'.repeat(43)]) {
      expect(apiError(await complete(server, seller, { ...body, state }))).toMatchObject({ status: 400, errorCode: ErrorCode.MARKETPLACE_STATE_INVALID });
    }
    await expectUnconnected(seller);
    // The real state still works: a refused guess spends nothing.
    expect(dataOf(await complete(server, seller, body)).status).toBe('CONNECTED');
  });

  it("refuses another seller's state as an unknown one (130), and its owner still completes with it", async () => {
    const owner = await server.newSeller();
    const intruder = await server.newSeller();
    const body = await allowed(server, owner, newAccount());
    const refused = apiError(await complete(server, intruder, body));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.MARKETPLACE_STATE_INVALID });
    expect(refused.errorMessage).toContain('did not start from your Folio account');
    await expectUnconnected(intruder);
    expect(dataOf(await complete(server, owner, body)).sellingPartnerId).toBe(body.sellingPartnerId);
  });

  it('refuses a state used once already (132)', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    dataOf(await complete(server, seller, body));
    expect(apiError(await complete(server, seller, body))).toMatchObject({ status: 409, errorCode: ErrorCode.MARKETPLACE_STATE_USED });
  });

  it('refuses a state older than ten minutes (131)', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    server.advanceClock(10 * 60_000 + 1000);
    expect(apiError(await complete(server, seller, body))).toMatchObject({ status: 400, errorCode: ErrorCode.MARKETPLACE_STATE_EXPIRED });
    await expectUnconnected(seller);
  });

  it('refuses a changed code or one for another seller id (133), and the state is spent', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    const refused = apiError(await complete(server, seller, { ...body, code: `${body.code.slice(0, -2)}xx` }));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.MARKETPLACE_CODE_REFUSED });
    expect(apiError(await complete(server, seller, body)).errorCode).toBe(ErrorCode.MARKETPLACE_STATE_USED);

    const again = await allowed(server, seller, newAccount());
    expect(apiError(await complete(server, seller, { ...again, sellingPartnerId: 'A1SOMEONE-ELSE' }))).toMatchObject({
      status: 400,
      errorCode: ErrorCode.MARKETPLACE_CODE_REFUSED,
    });
    await expectUnconnected(seller);
  });

  it('refuses a code exchanged once already (133), even with a new state of the same seller or of another', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    dataOf(await complete(server, seller, body));
    for (const who of [seller, await server.newSeller()]) {
      const { consentUrl } = await startAuthorising(server, who);
      const state = new URL(consentUrl, 'http://folio.test').searchParams.get('state')!;
      const refused = apiError(await complete(server, who, { ...body, state, replaceAccount: true }));
      expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.MARKETPLACE_CODE_REFUSED });
      expect(refused.errorMessage).toContain('already used');
    }
  });

  it('refuses a code that took more than five minutes to come back (133)', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    server.advanceClock(6 * 60_000);
    expect(apiError(await complete(server, seller, body)).errorMessage).toContain('expired');
  });

  it('names the field of a malformed value', async () => {
    const seller = await server.newSeller();
    const body = await allowed(server, seller, newAccount());
    expect(fieldError(await complete(server, seller, { ...body, state: 'short' }), 'state')).toBeTruthy();
    expect(fieldError(await complete(server, seller, { ...body, code: undefined }), 'code')).toContain('required');
    expect(fieldError(await complete(server, seller, { ...body, sellingPartnerId: 'has spaces' }), 'sellingPartnerId')).toContain('marketplace seller id');
    expect(fieldError(await complete(server, seller, { ...body, replaceAccount: 'yes' }), 'replaceAccount')).toBeTruthy();
  });

  it('needs the XSRF token to start or complete', async () => {
    const seller = await server.newSeller();
    expect(apiError(await server.call(sellerApi.integration.authorise, {}, { auth: seller, xsrf: false })).errorCode).toBe(ErrorCode.XSRF_MISMATCH);
    const body = await allowed(server, seller, newAccount());
    expect(apiError(await server.call(sellerApi.integration.complete, { body }, { auth: seller, xsrf: false })).errorCode).toBe(ErrorCode.XSRF_MISMATCH);
  });
});

describe('one marketplace account, one Folio account', () => {
  it('asks before switching to another account (135, the state kept), then switches and drops the old SKU changes', async () => {
    const seller = await server.newSeller();
    const first = newAccount();
    await connect(server, seller, first);
    await server.db.insert(stockOverrides).values([
      { sellerId: seller.userId, sku: 'FB-U-000001', note: 'On the top shelf' },
      { sellerId: seller.userId, sku: 'FB-U-000002', price: 1234 },
    ]);
    expect((await readConnection(server, seller)).changedSkus).toBe(2);

    const second = newAccount();
    const body = await allowed(server, seller, second);
    const asked = apiError(await complete(server, seller, body));
    expect(asked).toMatchObject({ status: 409, errorCode: ErrorCode.MARKETPLACE_ACCOUNT_SWITCH });
    expect(asked.errorMessage).toContain(first);
    expect((await readConnection(server, seller)).sellingPartnerId).toBe(first);

    const switched = dataOf(await complete(server, seller, { ...body, replaceAccount: true }));
    expect(switched).toMatchObject({ sellingPartnerId: second, status: 'CONNECTED', changedSkus: 0 });
  });

  it('authorises the same account again without asking, keeping the SKU changes, and renews the year', async () => {
    const seller = await server.newSeller();
    const account = newAccount();
    const first = await connect(server, seller, account);
    await server.db.insert(stockOverrides).values({ sellerId: seller.userId, sku: 'FB-U-000003', note: 'Kept' });
    const renewed = await connect(server, await later(seller, 40 * DAY), account);
    expect(renewed.changedSkus).toBe(1);
    expect(Date.parse(renewed.expiresAt!) - Date.parse(first.expiresAt!)).toBeGreaterThanOrEqual(40 * DAY);
  });

  it("refuses an account another seller has connected (134), and neither seller's connection changes", async () => {
    const owner = await server.newSeller();
    const other = await server.newSeller();
    const account = newAccount();
    await connect(server, owner, account);
    const refused = apiError(await complete(server, other, await allowed(server, other, account)));
    expect(refused).toMatchObject({ status: 409, errorCode: ErrorCode.MARKETPLACE_ACCOUNT_TAKEN });
    expect((await readConnection(server, other)).status).toBe('NOT_CONNECTED');
    expect((await readConnection(server, owner)).sellingPartnerId).toBe(account);
  });

  it('counts an account set without an authorisation on record as taken too', async () => {
    const owner = await server.newSeller();
    const other = await server.newSeller();
    const account = newAccount();
    await server.db.update(users).set({ marketplaceSellerId: account }).where(eq(users.id, owner.userId));
    expect(await readConnection(server, owner)).toMatchObject({ status: 'CONNECTED', sellingPartnerId: account, authorisedAt: null, region: null });
    expect(apiError(await complete(server, other, await allowed(server, other, account))).errorCode).toBe(ErrorCode.MARKETPLACE_ACCOUNT_TAKEN);
  });
});

describe('the status of an authorisation over its year', () => {
  it('is CONNECTED, then EXPIRES_SOON in its last 30 days, then EXPIRED', async () => {
    const seller = await server.newSeller();
    await connect(server, seller, newAccount());
    expect((await readConnection(server, await later(seller, 334 * DAY))).status).toBe('CONNECTED');
    expect((await readConnection(server, await later(seller, 2 * DAY))).status).toBe('EXPIRES_SOON');
    expect((await readConnection(server, await later(seller, 30 * DAY))).status).toBe('EXPIRED');
  });
});
