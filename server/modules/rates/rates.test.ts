import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAIL_DEFAULTS, sellerApi, type MediaMailRates } from '../../../src/contract';
import { expectGuarded } from '../../testing/bookzy';
import { dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.rates;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const read = async (seller: SellerAuth) => dataOf(await server.call<MediaMailRates>(api.mediaMail, {}, { auth: seller }));
const save = (seller: SellerAuth, body: unknown) => server.call<MediaMailRates>(api.saveMediaMail, { body }, { auth: seller });

const mine: MediaMailRates = {
  baseRate: 400,
  breakPoint: 5,
  additionInitialTier: 80,
  additionLaterTier: 60,
  lowPriceEnabled: false,
  lowPriceActivatePoint: 800,
  lowPriceReduceAmount: 50,
};

describe('media mail rates', () => {
  it('answers the defaults of spec 9 until the seller saves their own', async () => {
    const seller = await server.newSeller();
    expect(await read(seller)).toEqual({
      baseRate: 365,
      breakPoint: 7,
      additionInitialTier: 70,
      additionLaterTier: 70,
      lowPriceEnabled: true,
      lowPriceActivatePoint: 1000,
      lowPriceReduceAmount: 77,
    });
    expect(await read(seller)).toEqual(MEDIA_MAIL_DEFAULTS);
    expect(dataOf(await save(seller, mine))).toEqual(mine);
    expect(await read(seller)).toEqual(mine);
    const again = { ...mine, baseRate: 0, lowPriceEnabled: true };
    expect(dataOf(await save(seller, again))).toEqual(again);
    expect(await read(seller)).toEqual(again);
  });

  it('keeps each seller\'s rates their own', async () => {
    const one = await server.newSeller();
    const other = await server.newSeller();
    dataOf(await save(one, mine));
    expect(await read(other)).toEqual(MEDIA_MAIL_DEFAULTS);
    dataOf(await save(other, { ...mine, baseRate: 999 }));
    expect(await read(one)).toEqual(mine);
  });

  it('names the field that is wrong and keeps what was saved', async () => {
    const seller = await server.newSeller();
    dataOf(await save(seller, mine));
    expect(fieldError(await save(seller, { ...mine, baseRate: 3.65 }), 'baseRate')).toContain('whole number of cents');
    expect(fieldError(await save(seller, { ...mine, breakPoint: 0 }), 'breakPoint')).toContain('at least 1 pound');
    expect(fieldError(await save(seller, { ...mine, breakPoint: 71 }), 'breakPoint')).toContain('at most 70 pounds');
    expect(fieldError(await save(seller, { ...mine, additionLaterTier: -1 }), 'additionLaterTier')).toContain('not be negative');
    expect(fieldError(await save(seller, { ...mine, lowPriceEnabled: 'yes' }), 'lowPriceEnabled')).toContain('true or false');
    const { lowPriceReduceAmount: _dropped, ...missing } = mine;
    expect(fieldError(await save(seller, missing), 'lowPriceReduceAmount')).toBeTruthy();
    expect(await read(seller)).toEqual(mine);
  });

  it('refuses a save without the XSRF header', async () => {
    const owner = await server.newSeller();
    await expectGuarded(server, [
      { endpoint: api.mediaMail, input: {}, owner },
      { endpoint: api.saveMediaMail, input: { body: mine }, owner },
    ]);
    expect(await read(owner)).toEqual(MEDIA_MAIL_DEFAULTS);
  });
});
