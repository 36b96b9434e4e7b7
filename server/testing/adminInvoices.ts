import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, TEST_CARDS, adminApi, sellerApi, type Invoice, type RefundReply } from '../../src/contract';
import { subscribedSeller } from './billing';
import { dataOf, type AdminAuth, type SellerAuth, type TestServer } from './testServer';

/** Helpers of the admin invoice tests: a seller's paid invoice, and refunds asked as the screen asks them. */

export async function invoicesOf(server: TestServer, seller: SellerAuth): Promise<Invoice[]> {
  return dataOf(await server.call<Invoice[]>(sellerApi.invoices.list, {}, { auth: seller }));
}

/** A new seller who paid one invoice for a plan with a card of the given behaviour. */
export async function paidInvoice(server: TestServer, card: keyof typeof TEST_CARDS = 'SUCCEEDS', plan = 'Lister') {
  const { seller } = await subscribedSeller(server, plan, card);
  const [invoice] = await invoicesOf(server, seller);
  return { seller, invoice: invoice! };
}

export interface RefundBody {
  invoiceId: number;
  amountCents: number;
  reason?: string;
}

/** POST invoice/refund with an Idempotency-Key (a new one unless given). */
export function refundCall(server: TestServer, admin: AdminAuth, body: RefundBody, key: string | null = randomUUID()) {
  return server.call<RefundReply>(
    adminApi.invoices.refund,
    { body: { reason: 'Charged twice by mistake', ...body } },
    { auth: admin, headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key } },
  );
}
