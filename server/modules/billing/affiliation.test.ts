import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_PATTERN, REFERRAL_SHARE_PERCENT, sellerApi, type Affiliation, type SignupBody, type TokenPair } from '../../../src/contract';
import { sellerTaxRates, users } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { addCard, subscribeTo } from '../../testing/billing';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const affiliation = async (seller: SellerAuth) => dataOf(await server.call<Affiliation>(sellerApi.affiliation.read, {}, { auth: seller }));
const signupBody = (overrides: Partial<SignupBody> = {}): SignupBody => ({
  email: `referred-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}@folio.test`,
  password: 'shelf-life-42',
  firstName: 'Ann',
  lastName: 'Lowell',
  companyName: 'Lowell Books',
  acceptTerms: true,
  ...overrides,
});
const signup = (body: object) => server.call(sellerApi.account.signup, { body });

function confirmToken(mails: Mail[], email: string): string {
  const mail = mails.filter((candidate) => candidate.to === email).at(-1)!;
  return /\/signup\/confirm\?token=([\w-]+)/.exec(mail.text)![1]!;
}

/** Signs a seller up through the referral link's code, confirms the address, and signs them in. */
async function referredSeller(code: string, overrides: Partial<SignupBody> = {}): Promise<SellerAuth> {
  const body = signupBody({ referralCode: code, ...overrides });
  dataOf(await signup(body));
  const pair = dataOf(await server.call<TokenPair>(sellerApi.account.signupConfirm, { body: { token: confirmToken(server.mails, body.email) } }));
  return server.adoptTokens(pair, body.email);
}

describe('GET user/affiliation', () => {
  it('gives the seller a referral code of their own that does not change, and the link to share', async () => {
    const seller = await server.newSeller();
    const first = await affiliation(seller);
    expect(first).toEqual({
      referralCode: expect.stringMatching(REFERRAL_CODE_PATTERN),
      referralPath: `/signup?ref=${first.referralCode}`,
      sharePercent: REFERRAL_SHARE_PERCENT,
      earned: [],
      referred: [],
    });
    expect((await affiliation(seller)).referralCode).toBe(first.referralCode);
    expect((await affiliation(await server.newSeller())).referralCode).not.toBe(first.referralCode);
  });

  it('lists who signed up with the code and earns a share of what they paid before tax, per currency', async () => {
    const referrer = await server.newSeller();
    const { referralCode } = await affiliation(referrer);
    // Any case and stray spaces, as people type a code from paper.
    const ann = await referredSeller(` ${referralCode.toLowerCase()} `);
    const bo = await referredSeller(referralCode, { firstName: 'Bo', lastName: 'Ench' });
    await server.db.insert(sellerTaxRates).values({ userId: ann.userId, basisPoints: 1000 });
    await addCard(server, ann);
    await subscribeTo(server, ann, 'Lister'); // $39.00 + $3.90 tax
    await subscribeTo(server, ann, 'Bookzy', 'EUR'); // €27.00 + €2.70 tax

    const read = await affiliation(referrer);
    expect(read.referred).toEqual([
      { displayName: 'Bo E.', joinedAt: expect.any(String), activeSubscriptions: 0, earned: [] },
      {
        displayName: 'Ann L.',
        joinedAt: expect.any(String),
        activeSubscriptions: 2,
        earned: [
          { currency: 'USD', paidCents: 3900, earnedCents: 780 },
          { currency: 'EUR', paidCents: 2700, earnedCents: 540 },
        ],
      },
    ]);
    expect(read.earned).toEqual([
      { currency: 'USD', earnedCents: 780 },
      { currency: 'EUR', earnedCents: 540 },
    ]);
    // The referred sellers see only their own (empty) list, not the referrer's.
    expect((await affiliation(bo)).referred).toEqual([]);
    const [annRow] = await server.db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, ann.userId));
    expect(annRow!.referredBy).toBe(referrer.userId);
  });
});

describe('sign-up with a referral code', () => {
  it('names the field when the code is nobody’s or not a code, and creates nothing', async () => {
    const unknown = signupBody({ referralCode: 'ZZZZ2222' });
    expect(fieldError(await signup(unknown), 'referralCode')).toBe('referralCode is not a Folio referral code: check the link you followed.');
    expect(server.mails.filter((mail) => mail.to === unknown.email)).toEqual([]);
    expect(fieldError(await signup(signupBody({ referralCode: 'O0I1' })), 'referralCode')).toContain('is not a Folio referral code');
  });

  it('without a code, signs up as before with no referrer', async () => {
    const body = signupBody();
    dataOf(await signup(body));
    const pair = dataOf(await server.call<TokenPair>(sellerApi.account.signupConfirm, { body: { token: confirmToken(server.mails, body.email) } }));
    const seller = await server.adoptTokens(pair, body.email);
    const [row] = await server.db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, seller.userId));
    expect(row!.referredBy).toBeNull();
    expect(apiError(await server.call(sellerApi.affiliation.read, {}, {})).status).toBe(401);
  });
});
