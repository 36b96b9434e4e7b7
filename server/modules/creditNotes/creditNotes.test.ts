import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, sellerApi, type CreditNote, type CreditNoteSummary } from '../../../src/contract';
import { sellerTaxRates } from '../../db/schema';
import { paidInvoice, refundCall } from '../../testing/adminInvoices';
import { LONG_SESSIONS, addCard, subscribeTo } from '../../testing/billing';
import { apiError, dataOf, startTestServer, type AdminAuth, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const list = async (seller: SellerAuth, query: Record<string, string> = {}) =>
  dataOf(await server.call<CreditNoteSummary[]>(sellerApi.creditNotes.list, { query }, { auth: seller }));
const read = (seller: SellerAuth, id: number) => server.call<CreditNote>(sellerApi.creditNotes.read, { params: { id } }, { auth: seller });

describe('the seller’s credit notes', () => {
  it('lists each refund given as a credit note, newest first, and reads one with the tax split as on the invoice', async () => {
    const seller = await server.newSeller();
    await server.db.insert(sellerTaxRates).values({ userId: seller.userId, basisPoints: 1000 });
    await addCard(server, seller);
    await subscribeTo(server, seller, 'Lister');
    const [invoice] = dataOf(await server.call<{ id: number; number: string; totalCents: number; taxCents: number }[]>(sellerApi.invoices.list, {}, { auth: seller }));
    expect(invoice).toMatchObject({ totalCents: 4290, taxCents: 390 });

    const first = dataOf(await refundCall(server, admin, { invoiceId: invoice!.id, amountCents: 1100, reason: 'Two days of downtime' }));
    server.advanceClock(60_000);
    const second = dataOf(await refundCall(server, admin, { invoiceId: invoice!.id, amountCents: 3190 }));
    const notes = await list(seller);
    expect(notes.map((note) => note.number)).toEqual([second.refund.creditNoteNumber, first.refund.creditNoteNumber]);
    expect(notes[1]).toEqual({
      id: first.refund.id,
      number: first.refund.creditNoteNumber,
      invoiceId: invoice!.id,
      invoiceNumber: invoice!.number,
      currency: 'USD',
      amountCents: 1100,
      issuedAt: first.refund.settledAt,
    });

    const note = dataOf(await read(seller, first.refund.id));
    expect(note).toMatchObject({
      number: first.refund.creditNoteNumber,
      amountCents: 1100,
      reason: 'Two days of downtime',
      taxRateBasisPoints: 1000,
      taxCents: 100,
      subtotalCents: 1000,
      refundedTo: { brand: 'VISA', last4: '4242' },
      billedTo: { name: 'Test Seller', email: seller.email },
    });
    expect(await list(seller, { afterDate: '2999-01-01' })).toEqual([]);
  });

  it('never shows one seller another’s credit note, nor a refund the bank refused', async () => {
    const { seller, invoice } = await paidInvoice(server);
    const given = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 500 }));
    const other = await server.newSeller();
    expect(apiError(await read(other, given.refund.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(await list(other)).toEqual([]);
    expect(dataOf(await read(seller, given.refund.id)).amountCents).toBe(500);

    const refusedCard = await paidInvoice(server, 'REFUND_REFUSED');
    const refused = dataOf(await refundCall(server, admin, { invoiceId: refusedCard.invoice.id, amountCents: 500 }));
    expect(await list(refusedCard.seller)).toEqual([]);
    expect(apiError(await read(refusedCard.seller, refused.refund.id)).status).toBe(404);
  });
});
