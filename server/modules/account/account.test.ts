import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, sellerApi, type InvitationFinalizeBody, type SignupBody, type TokenPair, type UserInfo } from '../../../src/contract';
import { idempotencyKeys } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { SELLER_PASSWORD, apiError, dataOf, fieldError, startTestServer, type TestServer } from '../../testing/testServer';

const api = sellerApi.account;
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh address per test: mails are counted per address, and accounts must not exist yet. */
const freshEmail = () => `account-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}@folio.test`;

const mailsTo = (email: string): Mail[] => server.mails.filter((mail) => mail.to === email);

function linkToken(mail: Mail, page: string): string {
  const match = new RegExp(`${page}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
}

const login = (email: string, password: string) => server.call<TokenPair>(sellerApi.session.login, { body: { email, password } });
/** GET /api/user as the app makes it with a fresh pair: after registering the browser. */
const me = async (pair: TokenPair, email: string) =>
  dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: await server.adoptTokens(pair, email) }));

describe('signup', () => {
  const validBody = (): SignupBody => ({
    email: freshEmail(),
    password: 'shelf-life-42',
    firstName: 'Ada',
    lastName: 'Byron',
    companyName: 'Analytical Books',
    acceptTerms: true,
  });
  const signup = (input: object) => server.call(api.signup, { body: input });
  const confirm = (token: string) => server.call<TokenPair>(api.signupConfirm, { body: { token } });

  it('mails a link that creates the account, signs it in, and starts it with no products', async () => {
    const input = validBody();
    expect(dataOf(await signup(input))).toBeNull();
    expect(apiError(await login(input.email, input.password)).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    const [mail] = mailsTo(input.email);
    const pair = dataOf(await confirm(linkToken(mail!, '/signup/confirm')));
    const user = await me(pair, input.email);
    expect(user.businessInfo).toMatchObject({ firstName: 'Ada', lastName: 'Byron', companyName: 'Analytical Books' });
    expect(user.usageStatuses).toEqual([]);
    dataOf(await login(input.email, input.password));
  });

  it('answers a repeat of the confirm under its Idempotency-Key with the first sign-in, and opens one account', async () => {
    const input = validBody();
    dataOf(await signup(input));
    const token = linkToken(mailsTo(input.email)[0]!, '/signup/confirm');
    const keyed = (key: string) => server.call<TokenPair>(api.signupConfirm, { body: { token } }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    const key = `open-account-${counter}-${Math.random().toString(36).slice(2, 10)}`;
    const [first, second] = await Promise.all([keyed(key), keyed(key)]);
    const pair = dataOf(first!);
    expect(second!.body).toEqual(first!.body);
    expect((await keyed(key)).body).toEqual(first!.body);
    expect((await me(pair, input.email)).businessInfo).toMatchObject({ firstName: 'Ada' });
    // The link itself still works once: another key, or none, finds it used.
    expect(apiError(await keyed(`${key}-other`))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
    expect(apiError(await confirm(token))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
    const stored = await server.db.select().from(idempotencyKeys).where(isNull(idempotencyKeys.userId));
    expect(JSON.stringify(stored)).not.toContain(pair.refreshToken);
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('lets a sign-up link work once', async () => {
    const input = validBody();
    dataOf(await signup(input));
    const token = linkToken(mailsTo(input.email)[0]!, '/signup/confirm');
    dataOf(await confirm(token));
    expect(apiError(await confirm(token))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
    expect(apiError(await confirm('not-a-real-link-token-0123'))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
  });

  it('answers an address that has an account exactly like a new one, and mails its owner a reminder', async () => {
    const taken = await server.newSeller();
    const fresh = await signup(validBody());
    const existing = await signup({ ...validBody(), email: taken.email.toUpperCase(), password: 'another-pass-1' });
    expect({ status: existing.status, body: existing.body }).toEqual({ status: fresh.status, body: fresh.body });
    const [reminder] = mailsTo(taken.email);
    expect(reminder!.subject).toBe('You already have a Folio account');
    expect(reminder!.text).not.toMatch(/token=/);
    dataOf(await login(taken.email, SELLER_PASSWORD));
  });

  it('names the field that is wrong', async () => {
    expect(fieldError(await signup({ ...validBody(), password: 'short1' }), 'password')).toContain('at least 8 characters');
    expect(fieldError(await signup({ ...validBody(), password: 'only-letters' }), 'password')).toContain('a letter and a digit');
    expect(fieldError(await signup({ ...validBody(), firstName: undefined }), 'firstName')).toContain('is required');
    expect(fieldError(await signup({ ...validBody(), lastName: '   ' }), 'lastName')).toContain('is required');
    expect(fieldError(await signup({ ...validBody(), acceptTerms: false }), 'acceptTerms')).toContain('must be accepted');
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) => server.call(api.forgotPassword, { body: { email } });
  const reset = (token: string, password: string) => server.call(api.resetPassword, { body: { token, password } });

  it('mails a reset link to a known address', async () => {
    const seller = await server.newSeller();
    dataOf(await forgot(seller.email.toUpperCase()));
    const mails = mailsTo(seller.email);
    expect(mails).toHaveLength(1);
    expect(linkToken(mails[0]!, '/forgot-password')).toMatch(/^[\w-]{40,}$/);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = freshEmail();
    expect(dataOf(await forgot(email))).toBeNull();
    expect(mailsTo(email)).toEqual([]);
  });

  it('sets the new password, ends every open session, and works only once', async () => {
    const seller = await server.newSeller();
    await forgot(seller.email);
    const token = linkToken(mailsTo(seller.email)[0]!, '/forgot-password');

    dataOf(await reset(token, 'new-shelf-77'));
    dataOf(await login(seller.email, 'new-shelf-77'));
    expect(apiError(await login(seller.email, SELLER_PASSWORD)).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    // Whoever knew the old password is signed out everywhere, and cannot refresh their way back.
    const stale = await server.call(sellerApi.user.me, {}, { auth: seller });
    expect(apiError(stale)).toMatchObject({ status: 401, errorCode: ErrorCode.TOKEN_EXPIRED });
    const staleRefresh = await server.call(sellerApi.session.refresh, { params: { refreshToken: seller.refreshToken } });
    expect(apiError(staleRefresh).errorCode).toBe(ErrorCode.REFRESH_TOKEN_INVALID);

    expect(apiError(await reset(token, 'another-shelf-88'))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
    dataOf(await login(seller.email, 'new-shelf-77'));
  });

  it('refuses a weak new password without using up the link', async () => {
    const seller = await server.newSeller();
    await forgot(seller.email);
    const token = linkToken(mailsTo(seller.email)[0]!, '/forgot-password');
    fieldError(await reset(token, 'short'), 'password');
    dataOf(await reset(token, 'long-enough-9'));
  });

  it('does not take a registration link as a reset link', async () => {
    const email = freshEmail();
    dataOf(await server.call(api.registerSendLink, { body: { email } }));
    const registerToken = linkToken(mailsTo(email)[0]!, '/invitation/finalize');
    expect(apiError(await reset(registerToken, 'new-shelf-77')).errorCode).toBe(ErrorCode.LINK_INVALID);
  });

  it('refuses a link past its hour', async () => {
    const seller = await server.newSeller();
    await forgot(seller.email);
    const token = linkToken(mailsTo(seller.email)[0]!, '/forgot-password');
    server.advanceClock(61 * 60 * 1000);
    try {
      expect(apiError(await reset(token, 'new-shelf-77')).errorCode).toBe(ErrorCode.LINK_INVALID);
    } finally {
      server.advanceClock(-61 * 60 * 1000);
    }
  });
});

describe('registration link and invitation', () => {
  const sendLink = (email: string) => server.call(api.registerSendLink, { body: { email } });
  const readInvitation = (token: string) => server.call<{ email: string }>(api.invitation, { params: { token } });
  const finalize = (body: object) => server.call<TokenPair>(api.finalizeInvitation, { body });
  const finalizeBody = (token: string): InvitationFinalizeBody => ({
    token,
    password: 'first-shelf-12',
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: 'Compiler Books',
    phone: '(415) 555-0132',
    addressLine1: '1 Main Street',
    city: 'Arlington',
    state: 'VA',
    zip: '22201',
  });

  /** Asks for a registration link for a new address and returns its token. */
  async function newLink(): Promise<{ email: string; token: string }> {
    const email = freshEmail();
    dataOf(await sendLink(email));
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    return { email, token: linkToken(mails[0]!, '/invitation/finalize') };
  }

  it('mails a finish-registration link to a new address', async () => {
    const { email, token } = await newLink();
    expect(dataOf(await readInvitation(token)).email).toBe(email);
  });

  it('mails a sign-in reminder without a link to an address that already has an account', async () => {
    const seller = await server.newSeller();
    dataOf(await sendLink(seller.email));
    const [reminder, ...more] = mailsTo(seller.email);
    expect(more).toEqual([]);
    expect(reminder!.text).toContain('/login');
    expect(reminder!.text).not.toContain('token=');
  });

  it('refuses an unknown link with 111', async () => {
    expect(apiError(await readInvitation('x'.repeat(43)))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
  });

  it('creates the account from the link and signs it in, once', async () => {
    const { email, token } = await newLink();
    const pair = dataOf(await finalize(finalizeBody(token)));
    expect((await me(pair, email)).businessInfo).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Compiler Books',
    });
    dataOf(await login(email, 'first-shelf-12'));
    expect(apiError(await finalize(finalizeBody(token)))).toMatchObject({ status: 400, errorCode: ErrorCode.LINK_INVALID });
    expect(apiError(await readInvitation(token)).errorCode).toBe(ErrorCode.LINK_INVALID);
  });

  it('names the wrong address field and keeps the link usable for the corrected form', async () => {
    const { token } = await newLink();
    expect(fieldError(await finalize({ ...finalizeBody(token), state: 'ZZ' }), 'state')).toContain('US state');
    expect(fieldError(await finalize({ ...finalizeBody(token), phone: '555-0132' }), 'phone')).toContain('area code');
    expect(fieldError(await finalize({ ...finalizeBody(token), zip: '2220' }), 'zip')).toContain('ZIP');
    fieldError(await finalize({ ...finalizeBody(token), companyName: '' }), 'companyName');
    dataOf(await finalize({ ...finalizeBody(token), phone: '+1 415 555 0132', zip: '22201-1234' }));
  });
});
