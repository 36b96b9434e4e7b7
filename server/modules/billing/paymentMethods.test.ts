import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, TEST_CARDS, sellerApi, type Invoice, type PaymentMethod } from '../../../src/contract';
import {
  LONG_SESSIONS,
  addCard,
  addMethod,
  cardDetails,
  cancelCall,
  listMethods,
  postCard,
  subscribedSeller,
  tokenFor,
} from '../../testing/billing';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
});
afterAll(() => server.close());

const api = sellerApi.paymentMethods;
const remove = (seller: SellerAuth, id: number) => server.call(api.remove, { params: { id } }, { auth: seller });
const makeMain = (seller: SellerAuth, id: number) => server.call<PaymentMethod[]>(api.makeMain, { params: { id } }, { auth: seller });

describe('the processor simulator’s token call', () => {
  it('answers a token with what may be shown of the card, with no session and no XSRF token', async () => {
    const reply = await postCard(server, cardDetails(server, '4242 4242 4242 4242', { expMonth: 3, holderName: '  Dana Reed ' }));
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body).toEqual({ token: expect.stringMatching(/^tok_sim_/), brand: 'VISA', last4: '4242', expMonth: 3, expYear: server.clock().getUTCFullYear() + 1 });
    for (const [number, brand] of [
      ['5555555555554444', 'MASTERCARD'],
      ['378282246310005', 'AMEX'],
      ['6011111111111117', 'DISCOVER'],
    ] as const) {
      expect((await postCard(server, cardDetails(server, number))).body).toMatchObject({ brand, last4: number.slice(-4) });
    }
  });

  it('refuses each wrong field with what is wrong with it', async () => {
    const reply = await postCard(server, { number: '4242 4242 4242 4241', expMonth: 13, expYear: 26, cvc: 'ab', holderName: ' ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: expect.stringContaining('number is not a valid card number'),
      fields: {
        number: 'is not a valid card number: check the digits',
        expMonth: 'must be a month from 1 to 12',
        expYear: 'must be a four-digit year',
        cvc: 'must be the 3 or 4 digits on the back of the card',
        holderName: 'is required',
      },
    });
    expect(await postCard(server, 'not json', { 'content-type': 'application/json' })).toMatchObject({ status: 400, body: { message: 'Send the card as a JSON object.', fields: {} } });
  });

  it('refuses a number too short for its brand, though it passes Luhn’s check', async () => {
    const reply = await postCard(server, cardDetails(server, '424242424242'));
    expect(reply).toMatchObject({ status: 400, body: { fields: { number: 'has 12 digits: a Visa card number has 13, 16 or 19' } } });
  });

  it('refuses a card that expired by the server’s clock, and takes one good through this month', async () => {
    const now = server.clock();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const expired = await postCard(server, cardDetails(server, TEST_CARDS.SUCCEEDS, { expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() }));
    expect(expired.status).toBe(400);
    const fields = (expired.body as { fields: Record<string, string> }).fields;
    expect(Object.values(fields)[0]).toContain('expired at the end of');
    const thisMonth = await postCard(server, cardDetails(server, TEST_CARDS.SUCCEEDS, { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() }));
    expect(thisMonth.status).toBe(200);
  });
});

describe('POST payment/setup', () => {
  it('adds the first card as the main one, later cards beside it unless asked, and lists the main one first', async () => {
    const seller = await server.newSeller();
    const first = await addCard(server, seller);
    expect(first).toMatchObject({ brand: 'VISA', last4: '4242', holderName: 'Test Seller', main: true });
    const second = dataOf(await addMethod(server, seller, await tokenFor(server, '5555555555554444')));
    expect(second).toMatchObject({ brand: 'MASTERCARD', main: false });
    const third = dataOf(await addMethod(server, seller, await tokenFor(server, '378282246310005'), true));
    expect(third.main).toBe(true);
    expect((await listMethods(server, seller)).map(({ last4, main }) => [last4, main])).toEqual([
      ['0005', true],
      ['4444', false],
      ['4242', false],
    ]);
  });

  it('answers 120 for a card its bank declines, and adds nothing', async () => {
    const seller = await server.newSeller();
    const refused = apiError(await addMethod(server, seller, await tokenFor(server, TEST_CARDS.DECLINED)));
    expect(refused).toMatchObject({ status: 402, errorCode: ErrorCode.PAYMENT_DECLINED, errorMessage: 'This card was not added: Your card was declined by its bank.' });
    expect(await listMethods(server, seller)).toEqual([]);
  });

  it('answers 123 for a token used already, unknown, or older than its hour, and names an empty token', async () => {
    const seller = await server.newSeller();
    const token = await tokenFor(server, TEST_CARDS.SUCCEEDS);
    dataOf(await addMethod(server, seller, token));
    const stale = await tokenFor(server, TEST_CARDS.SUCCEEDS);
    server.advanceClock(61 * 60 * 1000);
    for (const reused of [token, 'tok_sim_not-a-token', stale]) {
      expect(apiError(await addMethod(server, seller, reused))).toMatchObject({ status: 400, errorCode: ErrorCode.CARD_TOKEN_INVALID });
    }
    expect(fieldError(await addMethod(server, seller, ''), 'token')).toContain('is required');
    expect(await listMethods(server, seller)).toHaveLength(1);
  });
});

describe('PUT payment/setup/{id}/main and DELETE payment/setup/{id}', () => {
  it('makes another card the main one and answers the list', async () => {
    const seller = await server.newSeller();
    const first = await addCard(server, seller);
    const second = await addCard(server, seller);
    const list = dataOf(await makeMain(seller, second.id));
    expect(list.map(({ id, main }) => [id, main])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('refuses to remove the main card while a subscription renews on it, and removes it once another is main', async () => {
    const { seller } = await subscribedSeller(server, 'Lister');
    const [main] = await listMethods(server, seller);
    expect(apiError(await remove(seller, main!.id))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });
    const spare = await addCard(server, seller);
    dataOf(await makeMain(seller, spare.id));
    expect(dataOf(await remove(seller, main!.id))).toBeNull();
    expect((await listMethods(server, seller)).map(({ id, main: isMain }) => [id, isMain])).toEqual([[spare.id, true]]);
    // The removed card still names what paid the first invoice.
    const [invoice] = dataOf(await server.call<Invoice[]>(sellerApi.invoices.list, {}, { auth: seller }));
    expect(invoice!.paidWith).toEqual({ brand: 'VISA', last4: '4242' });
  });

  it('removes the main card of a seller with nothing to renew, and the newest other card becomes main', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const [main] = await listMethods(server, seller);
    const older = await addCard(server, seller);
    const newer = await addCard(server, seller);
    dataOf(await cancelCall(server, seller, subscription.id));
    dataOf(await remove(seller, main!.id));
    expect((await listMethods(server, seller)).map(({ id, main: isMain }) => [id, isMain])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
  });

  it("answers 404 for another seller's card and leaves it as it was", async () => {
    const owner = await server.newSeller();
    const card = await addCard(server, owner);
    const stranger = await server.newSeller();
    await addCard(server, stranger);
    expect(apiError(await makeMain(stranger, card.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await remove(stranger, card.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(await listMethods(server, owner)).toEqual([card]);
    expect(fieldError(await remove(owner, 'x' as unknown as number), 'id')).toBe('id must be a whole number.');
  });
});
