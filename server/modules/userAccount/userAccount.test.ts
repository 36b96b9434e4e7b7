import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, adminApi, sellerApi, type AffiliateUser, type Invoice, type Subscription, type UserAccount } from '../../../src/contract';
import { staffActions, users } from '../../db/schema';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { DAY_MS, LONG_SESSIONS, gate, planNamed, subscribedSeller, sweep, usage } from '../../testing/billing';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';
import { refreshSellerNames } from './sellerNames';

const api = adminApi.userAccount;
let server: TestServer;
let admin: AdminAuth;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer({ ...LONG_SESSIONS, adminTokenTtlSeconds: 5 * 365 * 86_400 });
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const detail = async (id: number) => dataOf(await server.call<UserAccount>(api.detail, { params: { id } }, { auth: admin }));
const actionsOn = (userId: number) => server.db.select().from(staffActions).where(eq(staffActions.userId, userId)).orderBy(staffActions.id);
const lastAction = async (userId: number) => (await actionsOn(userId)).at(-1);
const welcomeToken = (to: string) => {
  const mail = server.mails.filter((each) => each.to === to).at(-1);
  const match = /\/forgot-password\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no welcome link mailed to ${to}`);
  return match[1]!;
};

describe('GET management/user/{id}', () => {
  it("shows a seller's profile, usage, subscription, card and charge", async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const account = await detail(seller.userId);
    expect(account).toMatchObject({
      id: seller.userId,
      email: seller.email,
      firstName: 'Test',
      deletedAt: null,
      flags: { isAffiliate: false, doNotContact: false },
      usage: [{ product: 'LISTER', status: 'ACTIVE', usable: true }],
      subscriptions: [{ id: subscription.id, status: 'ACTIVE', plan: { name: 'Lister' } }],
      paymentMethods: [{ main: true, last4: expect.any(String) }],
      charges: [{ state: 'SUCCEEDED', cause: 'SELLER', invoiceNumber: expect.stringMatching(/^F-\d{4}-\d{6}$/) }],
      referredBy: null,
      referredCount: 0,
    });
    expect(account.lastSignInAt).not.toBeNull();
  });

  it('answers 404 for an unknown seller and names a bad id', async () => {
    expect(apiError(await server.call(api.detail, { params: { id: 999_999 } }, { auth: admin }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    fieldError(await server.call(api.detail, { params: { id: 'abc' } }, { auth: admin }), 'id');
  });
});

describe('PUT management/user/{id}/addOn', () => {
  it('starts a plan the seller lacks for N months without charge, which ends by itself', async () => {
    const seller = await server.newSeller();
    const plan = await planNamed(server, seller, 'Bookzy');
    const given = dataOf(await server.call<Subscription>(api.addOn, { params: { id: seller.userId }, body: { planId: plan.id, months: 2, note: 'Trade show' } }, { auth: admin }));
    expect(given).toMatchObject({ status: 'UNSUBSCRIBED', usable: true, plan: { name: 'Bookzy' } });
    const days = (Date.parse(given.paidThrough!) - server.clock().getTime()) / DAY_MS;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(63);
    expect(await gate(server, seller, 'BOOKZY')).toBe('open');
    expect(await lastAction(seller.userId)).toMatchObject({ action: 'ADD_ON', adminEmail: 'admin@folio.test', detail: { months: 2, plan: 'Bookzy', note: 'Trade show' } });
    // No card and no charge: past its months the sweep ends it instead of billing it.
    server.advanceClock(63 * DAY_MS);
    await sweep(server);
    expect(await gate(server, seller, 'BOOKZY')).toBe('refused');
    expect((await detail(seller.userId)).charges).toEqual([]);
  });

  it("adds the months before a held plan's next renewal", async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const given = dataOf(await server.call<Subscription>(api.addOn, { params: { id: seller.userId }, body: { planId: subscription.plan.id, months: 3 } }, { auth: admin }));
    expect(given.id).toBe(subscription.id);
    expect(given.status).toBe('ACTIVE');
    const before = new Date(subscription.paidThrough!);
    const after = new Date(given.paidThrough!);
    expect((after.getUTCFullYear() - before.getUTCFullYear()) * 12 + after.getUTCMonth() - before.getUTCMonth()).toBe(3);
    expect((await lastAction(seller.userId))?.detail).toMatchObject({ paidThrough: { from: subscription.paidThrough, to: given.paidThrough } });
  });

  it('lists the plans staff may give, with the ones held', async () => {
    const { seller } = await subscribedSeller(server, 'Lister');
    const offered = dataOf(await server.call<{ name: string; heldUntil: string | null }[]>(api.addOnPlans, { params: { id: seller.userId } }, { auth: admin }));
    expect(offered.find(({ name }) => name === 'Lister')?.heldUntil).not.toBeNull();
    expect(offered.find(({ name }) => name === 'Sorter')?.heldUntil).toBeNull();
  });

  it('refuses nonsense months, an unknown plan and an unknown seller', async () => {
    const seller = await server.newSeller();
    fieldError(await server.call(api.addOn, { params: { id: seller.userId }, body: { planId: 1, months: 0 } }, { auth: admin }), 'months');
    fieldError(await server.call(api.addOn, { params: { id: seller.userId }, body: { planId: 1, months: 1.5 } }, { auth: admin }), 'months');
    expect(apiError(await server.call(api.addOn, { params: { id: seller.userId }, body: { planId: 99_999, months: 1 } }, { auth: admin })).status).toBe(404);
    expect(apiError(await server.call(api.addOn, { params: { id: 999_999 }, body: { planId: 1, months: 1 } }, { auth: admin })).status).toBe(404);
    expect(await actionsOn(seller.userId)).toEqual([]);
  });
});

describe('GET management/user/{id}/invoice', () => {
  it("lists a seller's invoices, newest first", async () => {
    const { seller } = await subscribedSeller(server, 'Repricer');
    const invoices = dataOf(await server.call<Invoice[]>(api.invoices, { params: { id: seller.userId } }, { auth: admin }));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'PAID', lines: [{ description: expect.stringContaining('Repricer') }] });
  });
});

describe('POST user/add and PUT management/user/{id}/resend', () => {
  it('opens an account whose welcome link sets the password, and refuses an address in use', async () => {
    const email = `added-${Date.now()}@folio.test`;
    const { id } = dataOf(await server.call<{ id: number }>(api.add, { body: { email: email.toUpperCase(), firstName: 'Ada', lastName: 'Added', companyName: 'Ada Books' } }, { auth: admin }));
    expect(await detail(id)).toMatchObject({ email, firstName: 'Ada', companyName: 'Ada Books', phone: null });
    expect(await lastAction(id)).toMatchObject({ action: 'USER_ADD' });
    // Nobody can sign in before the seller chooses a password.
    expect(apiError(await server.call(sellerApi.session.login, { body: { email, password: '' } })).status).toBe(400);
    const reset = await server.call(sellerApi.account.resetPassword, { body: { token: welcomeToken(email), password: 'chosen-pass-1' } });
    expect(dataOf(reset)).toBeNull();
    expect((await server.signIn(email, 'chosen-pass-1')).userId).toBe(id);
    expect(apiError(await server.call(api.add, { body: { email, firstName: 'B', lastName: 'C' } }, { auth: admin }))).toMatchObject({ status: 409, errorCode: ErrorCode.EMAIL_TAKEN });
    fieldError(await server.call(api.add, { body: { email: 'not-an-address', firstName: 'B', lastName: 'C' } }, { auth: admin }), 'email');
  });

  it('mails the welcome again with a new link', async () => {
    const seller = await server.newSeller();
    const before = server.mails.length;
    expect(dataOf(await server.call(api.resend, { params: { id: seller.userId } }, { auth: admin }))).toBeNull();
    expect(server.mails.slice(before)).toEqual([expect.objectContaining({ to: seller.email, subject: 'Your Folio account is ready' })]);
    expect(await lastAction(seller.userId)).toMatchObject({ action: 'WELCOME_RESEND' });
    dataOf(await server.call(sellerApi.account.resetPassword, { body: { token: welcomeToken(seller.email), password: 'another-pass-2' } }));
    await server.signIn(seller.email, 'another-pass-2');
  });
});

describe('PUT management/user/sellerNames/refresh', () => {
  it('queues one refresh at a time, recorded', async () => {
    const first = dataOf(await server.call<{ queued: boolean; sellers: number }>(api.refreshSellerNames, {}, { auth: admin }));
    expect(first.queued).toBe(true);
    const again = dataOf(await server.call<{ queued: boolean }>(api.refreshSellerNames, {}, { auth: admin }));
    expect(again.queued).toBe(false);
    const recorded = await server.db.select().from(staffActions).where(eq(staffActions.action, 'SELLER_NAMES_REFRESH'));
    expect(recorded).toHaveLength(2);
  });

  it("the job keeps each connected seller's marketplace name, and only what changed is written", async () => {
    const seller = await server.newSeller();
    await server.db.update(users).set({ marketplaceSellerId: `A-SIM-${seller.userId}` }).where(eq(users.id, seller.userId));
    const deps = { db: server.db, clock: server.clock, marketplace: createSimulatedMarketplace({ catalogSize: 1000 }) };
    const first = await refreshSellerNames(deps);
    expect(first.asked).toBeGreaterThanOrEqual(1);
    const account = await detail(seller.userId);
    expect(account.marketplace.sellerName).toBe(await deps.marketplace.sellerName(`A-SIM-${seller.userId}`, server.clock()));
    expect(account.marketplace.sellerNameRefreshedAt).not.toBeNull();
    expect((await refreshSellerNames(deps)).renamed).toBe(0);
  });
});

describe('affiliates', () => {
  it('flags an affiliate, assigns a referred seller to them and lists them, recorded on both accounts', async () => {
    const affiliate = await server.newSeller();
    const referred = await server.newSeller();
    expect(dataOf(await server.call(api.affiliateFlag, { params: { id: affiliate.userId }, body: { isAffiliateUser: true } }, { auth: admin }))).toEqual({ isAffiliateUser: true });
    expect((await detail(affiliate.userId)).flags.isAffiliate).toBe(true);
    expect(await lastAction(affiliate.userId)).toMatchObject({ action: 'AFFILIATE_FLAG', detail: { isAffiliate: { from: false, to: true } } });

    const assigned = dataOf(await server.call<AffiliateUser>(api.assignAffiliate, { params: { id: affiliate.userId }, query: { affiliateUserId: referred.userId } }, { auth: admin }));
    expect(assigned).toMatchObject({ id: referred.userId, email: referred.email });
    expect(dataOf(await server.call<AffiliateUser[]>(api.affiliateUsers, { params: { id: affiliate.userId } }, { auth: admin })).map(({ id }) => id)).toEqual([referred.userId]);
    expect((await detail(referred.userId)).referredBy).toEqual({ id: affiliate.userId, email: affiliate.email });
    expect((await detail(affiliate.userId)).referredCount).toBe(1);
    expect(await lastAction(referred.userId)).toMatchObject({ action: 'AFFILIATE_ASSIGN', detail: { referredByUserId: { from: null, to: affiliate.userId } } });
    expect(await lastAction(affiliate.userId)).toMatchObject({ action: 'AFFILIATE_ASSIGN', detail: { referredUserId: referred.userId } });
  });

  it('refuses a seller referring themselves or their own referrer, and unknown sellers', async () => {
    const affiliate = await server.newSeller();
    const referred = await server.newSeller();
    const assign = (id: number, affiliateUserId: number) => server.call(api.assignAffiliate, { params: { id }, query: { affiliateUserId } }, { auth: admin });
    fieldError(await assign(affiliate.userId, affiliate.userId), 'affiliateUserId');
    dataOf(await assign(affiliate.userId, referred.userId));
    fieldError(await assign(referred.userId, affiliate.userId), 'affiliateUserId');
    expect(apiError(await assign(affiliate.userId, 999_999)).status).toBe(404);
    fieldError(await assign(affiliate.userId, 'x' as unknown as number), 'affiliateUserId');
    const assignments = await server.db.select().from(staffActions).where(and(eq(staffActions.userId, affiliate.userId), eq(staffActions.action, 'AFFILIATE_ASSIGN')));
    expect(assignments).toHaveLength(1);
  });

  it('changes nothing, and records nothing, when the flag is already so', async () => {
    const seller = await server.newSeller();
    dataOf(await server.call(api.affiliateFlag, { params: { id: seller.userId }, body: { isAffiliateUser: false } }, { auth: admin }));
    expect(await actionsOn(seller.userId)).toEqual([]);
    fieldError(await server.call(api.affiliateFlag, { params: { id: seller.userId }, body: { isAffiliateUser: 'yes' } }, { auth: admin }), 'isAffiliateUser');
  });
});

describe('usage after an add-on', () => {
  it("shows the given plan's products in GET user at once", async () => {
    const seller = await server.newSeller();
    const plan = await planNamed(server, seller, 'Sorter');
    dataOf(await server.call(api.addOn, { params: { id: seller.userId }, body: { planId: plan.id, months: 1 } }, { auth: admin }));
    expect(await usage(server, seller)).toEqual([{ product: 'SORTER', status: 'UNSUBSCRIBED', usable: true }]);
  });
});
