import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi, type AdminInvoiceMeta, type AdminInvoicePage, type InvoiceStatus } from '../../../src/contract';
import { invoiceLines, invoices, users } from '../../db/schema';
import { refundCall } from '../../testing/adminInvoices';
import { LONG_SESSIONS, subscribedSeller } from '../../testing/billing';
import { dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;
vi.setConfig({ testTimeout: 60_000 });

/** Every fixture seller's company holds this word, so a test's search sees this file's invoices only. */
const TAG = `Filterville${randomUUID().slice(0, 6)}`;
type Query = Record<string, string | number>;
const page = async (query: Query = {}) => dataOf(await server.call<AdminInvoicePage>(adminApi.invoices.list, { query: { searchText: TAG, ...query } }, { auth: admin }));
const numbers = async (query: Query = {}) => (await page({ pageSize: 100, ...query })).rows.map((row) => row.number);
const meta = async (query: Query = {}) => dataOf(await server.call<AdminInvoiceMeta>(adminApi.invoices.meta, { query: { searchText: TAG, ...query } }, { auth: admin }));

async function seller(firstName: string, lastName: string, email: string) {
  const [user] = await server.db
    .insert(users)
    .values({ email: `${email}-${TAG.toLowerCase()}@folio.test`, passwordHash: 'x', firstName, lastName, companyName: `${firstName} Books ${TAG}` })
    .returning({ id: users.id });
  return user!.id;
}

interface Made {
  userId: number;
  number: string;
  status: InvoiceStatus;
  currency?: string;
  issuedAt: string;
  totalCents: number;
  refundedCents?: number;
  product?: string | null;
}

/** An invoice written straight to the table, as billing would have issued it, with one line. */
async function invoice(made: Made) {
  const [row] = await server.db
    .insert(invoices)
    .values({
      userId: made.userId,
      number: made.number,
      purpose: 'RENEWAL',
      status: made.status,
      currency: made.currency ?? 'USD',
      issuedAt: new Date(made.issuedAt),
      paidAt: made.status === 'PAID' || made.status === 'REFUNDED' ? new Date(made.issuedAt) : null,
      periodStart: new Date(made.issuedAt),
      periodEnd: new Date(made.issuedAt),
      subtotalCents: made.totalCents,
      taxCents: 0,
      totalCents: made.totalCents,
      refundedCents: made.refundedCents ?? 0,
      billedTo: { name: 'x', company: null, email: 'x', address: [] },
    })
    .returning({ id: invoices.id });
  await server.db.insert(invoiceLines).values({ invoiceId: row!.id, position: 1, description: `${made.number} line`, product: made.product ?? null, quantity: 1, unitAmountCents: made.totalCents, amountCents: made.totalCents });
}

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
  admin = await server.signInAdmin();
  const ada = await seller('Ada', 'Lovelace', 'ada');
  const ben = await seller('Ben', 'Okri', 'ben');
  await invoice({ userId: ada, number: 'F-2024-100001', status: 'PAID', issuedAt: '2024-01-05T10:00:00Z', totalCents: 2900, product: 'LISTER' });
  await invoice({ userId: ada, number: 'F-2024-100002', status: 'FAILED', issuedAt: '2024-02-05T10:00:00Z', totalCents: 4900, product: 'REPRICER' });
  await invoice({ userId: ada, number: 'F-2024-100003', status: 'PAID', currency: 'EUR', issuedAt: '2024-03-05T10:00:00Z', totalCents: 2700, refundedCents: 700, product: 'LISTER' });
  await invoice({ userId: ben, number: 'F-2024-100004', status: 'REFUNDED', issuedAt: '2024-03-31T23:59:00Z', totalCents: 8900, refundedCents: 8900, product: null });
  await invoice({ userId: ben, number: 'F-2024-100005', status: 'PENDING', issuedAt: '2024-04-01T00:00:00Z', totalCents: 1900, product: 'BOOKZY' });
});
afterAll(() => server.close());

describe('GET invoice', () => {
  it('lists every seller’s invoices newest first, with the seller and the first line', async () => {
    const { rows, total, page: number, pageSize } = await page();
    expect({ total, number, pageSize }).toEqual({ total: 5, number: 1, pageSize: 25 });
    expect(rows.map((row) => row.number)).toEqual(['F-2024-100005', 'F-2024-100004', 'F-2024-100003', 'F-2024-100002', 'F-2024-100001']);
    expect(rows[2]).toMatchObject({
      sellerName: 'Ada Lovelace',
      sellerEmail: `ada-${TAG.toLowerCase()}@folio.test`,
      company: `Ada Books ${TAG}`,
      status: 'PAID',
      currency: 'EUR',
      description: 'F-2024-100003 line',
      moreLines: 0,
      totalCents: 2700,
      refundedCents: 700,
      refundableCents: 2700,
      paidByCard: false,
      refunds: [],
    });
  });

  it('filters by part of the number, the seller’s e-mail, name or company, and status', async () => {
    expect(await numbers({ number: '100002' })).toEqual(['F-2024-100002']);
    expect(await numbers({ searchText: `ben-${TAG}` })).toEqual(['F-2024-100005', 'F-2024-100004']);
    expect(await numbers({ searchText: 'ada lovelace', number: 'F-2024-1000' })).toEqual(['F-2024-100003', 'F-2024-100002', 'F-2024-100001']);
    expect(await numbers({ searchText: `Ben Books ${TAG}` })).toHaveLength(2);
    expect(await numbers({ number: '100_' })).toEqual([]);
    expect(await numbers({ status: 'FAILED' })).toEqual(['F-2024-100002']);
    expect(await numbers({ status: 'REFUNDED' })).toEqual(['F-2024-100004']);
    expect(await numbers({ status: 'PENDING' })).toEqual(['F-2024-100005']);
    expect(await numbers({ status: 'PAID' })).toEqual(['F-2024-100003', 'F-2024-100001']);
    expect(await numbers({ status: 'PARTLY_REFUNDED' })).toEqual(['F-2024-100003']);
  });

  it('filters by the day issued (both days included), the total’s range, the currency, the product and the seller', async () => {
    expect(await numbers({ issuedFrom: '2024-02-05', issuedTo: '2024-03-31' })).toEqual(['F-2024-100004', 'F-2024-100003', 'F-2024-100002']);
    expect(await numbers({ issuedFrom: '2024-04-01' })).toEqual(['F-2024-100005']);
    expect(await numbers({ amountGte: 2700, amountLte: 4900 })).toEqual(['F-2024-100003', 'F-2024-100002', 'F-2024-100001']);
    expect(await numbers({ amountGte: 8900 })).toEqual(['F-2024-100004']);
    expect(await numbers({ currency: 'EUR' })).toEqual(['F-2024-100003']);
    expect(await numbers({ product: 'LISTER' })).toEqual(['F-2024-100003', 'F-2024-100001']);
    expect(await numbers({ product: 'BOOKZY' })).toEqual(['F-2024-100005']);
    const [ben] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, `ben-${TAG.toLowerCase()}@folio.test`));
    expect(await numbers({ userId: ben!.id, searchText: '' })).toEqual(['F-2024-100005', 'F-2024-100004']);
  });

  it('finds a bundle’s invoices by each product the bundle holds, and lists their refunds', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Warehouse bundle');
    await server.db.update(users).set({ companyName: `Bundle ${TAG}` }).where(eq(users.id, seller.userId));
    const [bundleInvoice] = (await page({ product: 'SORTER' })).rows;
    expect(bundleInvoice).toMatchObject({ userId: seller.userId, purpose: 'SUBSCRIBE', paidByCard: true, refundableCents: bundleInvoice!.totalCents });
    expect(subscription.id).toBeGreaterThan(0);
    expect((await page({ product: 'REPRICER', userId: seller.userId })).rows).toEqual([]);

    dataOf(await refundCall(server, admin, { invoiceId: bundleInvoice!.id, amountCents: 1000 }));
    const [after] = (await page({ userId: seller.userId })).rows;
    expect(after).toMatchObject({ refundedCents: 1000, refundableCents: bundleInvoice!.totalCents - 1000 });
    expect(after!.refunds).toEqual([expect.objectContaining({ amountCents: 1000, state: 'SUCCEEDED', staffEmail: 'admin@folio.test' })]);
    await server.db.update(users).set({ companyName: null }).where(eq(users.id, seller.userId));
  });

  it('sorts by each field both ways and pages without repeating a row', async () => {
    expect(await numbers({ sortField: 'TOTAL', sortDirection: 'ASC' })).toEqual(['F-2024-100005', 'F-2024-100003', 'F-2024-100001', 'F-2024-100002', 'F-2024-100004']);
    expect(await numbers({ sortField: 'NUMBER', sortDirection: 'ASC' })).toEqual(['F-2024-100001', 'F-2024-100002', 'F-2024-100003', 'F-2024-100004', 'F-2024-100005']);
    expect((await numbers({ sortField: 'SELLER', sortDirection: 'DESC' })).slice(0, 2).sort()).toEqual(['F-2024-100004', 'F-2024-100005']);
    expect(await numbers({ sortField: 'STATUS', sortDirection: 'ASC' })).toEqual(['F-2024-100002', 'F-2024-100001', 'F-2024-100003', 'F-2024-100005', 'F-2024-100004']);
    const first = await page({ pageSize: 2, page: 1, sortField: 'NUMBER', sortDirection: 'ASC' });
    const third = await page({ pageSize: 2, page: 3, sortField: 'NUMBER', sortDirection: 'ASC' });
    expect(first.rows.map((row) => row.number)).toEqual(['F-2024-100001', 'F-2024-100002']);
    expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(third.rows.map((row) => row.number)).toEqual(['F-2024-100005']);
  });

  it('names a bad filter instead of failing', async () => {
    fieldError(await server.call(adminApi.invoices.list, { query: { status: 'LOST' } }, { auth: admin }), 'status');
    fieldError(await server.call(adminApi.invoices.list, { query: { issuedFrom: '2024-13-01' } }, { auth: admin }), 'issuedFrom');
    fieldError(await server.call(adminApi.invoices.list, { query: { amountGte: '-1' } }, { auth: admin }), 'amountGte');
    fieldError(await server.call(adminApi.invoices.list, { query: { pageSize: 101 } }, { auth: admin }), 'pageSize');
    fieldError(await server.call(adminApi.invoices.list, { query: { sortField: 'MOOD' } }, { auth: admin }), 'sortField');
    fieldError(await server.call(adminApi.invoices.meta, { query: { product: 'BOATS' } }, { auth: admin }), 'product');
  });
});

describe('GET invoice/meta', () => {
  it('totals the filtered invoices per currency: count, billed, paid, refunded, failed', async () => {
    const all = await meta({ number: 'F-2024-1000' });
    expect(all.count).toBe(5);
    expect(all.currencies).toEqual([
      { currency: 'EUR', count: 1, billedCents: 2700, paidCents: 2700, refundedCents: 700, failedCents: 0 },
      { currency: 'USD', count: 4, billedCents: 2900 + 4900 + 8900 + 1900, paidCents: 2900 + 8900, refundedCents: 8900, failedCents: 4900 },
    ]);
    expect(await meta({ number: 'F-2024-1000', status: 'FAILED' })).toMatchObject({ count: 1, currencies: [{ currency: 'USD', count: 1, billedCents: 4900, failedCents: 4900 }] });
    expect(await meta({ number: 'F-2024-1000', issuedFrom: '2025-01-01' })).toMatchObject({ count: 0, currencies: [] });
  });

  it('offers the filters’ choices', async () => {
    const { choices } = await meta();
    expect(choices.statuses).toEqual(['PAID', 'FAILED', 'PENDING', 'REFUNDED', 'PARTLY_REFUNDED']);
    expect(choices.currencies).toEqual(expect.arrayContaining(['EUR', 'USD']));
    expect(choices.products).toContainEqual({ key: 'SEND_TO_AMAZON', label: 'Send to Marketplace' });
    expect(choices.sortFields).toEqual(['ISSUED', 'NUMBER', 'SELLER', 'TOTAL', 'STATUS']);
  });
});
