import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type Profile, type UserInfo } from '../../../src/contract';
import { SELLER_PASSWORD, apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.profile;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VALID = {
  firstName: '  Robin ',
  lastName: 'Hale',
  companyName: 'Hale & Daughters Books',
  phone: '(415) 555-0132',
  addressLine1: '12 Harbor Road',
  addressLine2: '',
  city: 'Sausalito',
  state: 'CA',
  zip: '94965',
};

const read = async (seller: SellerAuth) => dataOf(await server.call<Profile>(api.read, {}, { auth: seller }));
const update = (seller: SellerAuth, body: unknown) => server.call<Profile>(api.update, { body }, { auth: seller });
const changePassword = (seller: SellerAuth, body: unknown) => server.call(api.changePassword, { body }, { auth: seller });

describe('the profile', () => {
  it('reads what a seller who signed up has: names and address, empty until filled', async () => {
    const seller = await server.newSeller();
    expect(await read(seller)).toEqual({
      email: seller.email, firstName: 'Test', lastName: 'Seller', companyName: null,
      phone: null, addressLine1: null, addressLine2: null, city: null, state: null, zip: null,
    });
  });

  it('saves every field as registration would, trimmed, the phone as +1 and ten digits, and GET user follows', async () => {
    const seller = await server.newSeller();
    const saved = dataOf(await update(seller, VALID));
    const expected = { ...VALID, email: seller.email, firstName: 'Robin', phone: '+14155550132', addressLine2: null };
    expect(saved).toEqual(expected);
    expect(await read(seller)).toEqual(expected);
    const me = dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: seller }));
    expect(me.businessInfo).toMatchObject({ firstName: 'Robin', lastName: 'Hale', companyName: 'Hale & Daughters Books' });
  });

  it('refuses a bad field naming it, and keeps what was saved', async () => {
    const seller = await server.newSeller();
    dataOf(await update(seller, VALID));
    const cases: [string, Record<string, unknown>, string][] = [
      ['firstName', { firstName: '   ' }, 'is required'],
      ['companyName', { companyName: 'x'.repeat(121) }, 'at most 120'],
      ['phone', { phone: '555-0132' }, 'US phone number'],
      ['state', { state: 'XX' }, 'US state'],
      ['zip', { zip: '9496' }, '5-digit ZIP'],
      ['addressLine1', { addressLine1: undefined }, 'required'],
      ['city', { city: 'Nul\u0000City' }, 'NUL'],
    ];
    for (const [field, change, message] of cases) {
      expect(fieldError(await update(seller, { ...VALID, ...change }), field), field).toContain(message);
    }
    expect((await read(seller)).phone).toBe('+14155550132');
  });

  it("changes only the caller's own profile", async () => {
    const seller = await server.newSeller();
    const other = await server.newSeller();
    dataOf(await update(seller, VALID));
    expect((await read(other)).companyName).toBeNull();
  });

  it('needs the XSRF token to save', async () => {
    const seller = await server.newSeller();
    expect(apiError(await server.call(api.update, { body: VALID }, { auth: seller, xsrf: false })).errorCode).toBe(ErrorCode.XSRF_MISMATCH);
    expect(apiError(await server.call(api.changePassword, { body: { currentPassword: SELLER_PASSWORD, newPassword: 'another-pass-2' } }, { auth: seller, xsrf: false })).errorCode).toBe(
      ErrorCode.XSRF_MISMATCH,
    );
  });
});

describe('changing the password', () => {
  it('takes the new one from now on, keeps this session and signs every other session out', async () => {
    const seller = await server.newSeller();
    const elsewhere = await server.signIn(seller.email, SELLER_PASSWORD);
    expect(dataOf(await changePassword(seller, { currentPassword: SELLER_PASSWORD, newPassword: 'new-pass-word-9' }))).toBeNull();

    expect(dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: seller })).email).toBe(seller.email);
    expect(apiError(await server.call(sellerApi.user.me, {}, { auth: elsewhere })).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(apiError(await server.call(sellerApi.session.refresh, { params: { refreshToken: elsewhere.refreshToken } })).errorCode).toBe(ErrorCode.REFRESH_TOKEN_INVALID);

    expect(apiError(await server.call(sellerApi.session.login, { body: { email: seller.email, password: SELLER_PASSWORD } })).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    await server.signIn(seller.email, 'new-pass-word-9');
  });

  it('refuses a wrong current password, a weak new one or the same one, naming the field, and changes nothing', async () => {
    const seller = await server.newSeller();
    expect(fieldError(await changePassword(seller, { currentPassword: 'not-it-1', newPassword: 'new-pass-word-9' }), 'currentPassword')).toBe(
      'currentPassword is not your current password.',
    );
    expect(fieldError(await changePassword(seller, { currentPassword: SELLER_PASSWORD, newPassword: 'short1' }), 'newPassword')).toContain('at least 8');
    expect(fieldError(await changePassword(seller, { currentPassword: SELLER_PASSWORD, newPassword: 'lettersonly' }), 'newPassword')).toContain('a letter and a digit');
    expect(fieldError(await changePassword(seller, { currentPassword: SELLER_PASSWORD, newPassword: SELLER_PASSWORD }), 'newPassword')).toContain('differ');
    expect(fieldError(await changePassword(seller, { newPassword: 'new-pass-word-9' }), 'currentPassword')).toContain('required');
    await server.signIn(seller.email, SELLER_PASSWORD);
  });
});
