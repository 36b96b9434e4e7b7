import { desc, eq } from 'drizzle-orm';
import { adminApi, sellerApi, type AssignedDiscount, type CatalogPlan, type Discount, type Invoice, type Subscription } from '../../src/contract';
import { staffActions } from '../db/schema';
import { LONG_SESSIONS } from './billing';
import { dataOf, type AdminAuth, type SellerAuth, type TestServer } from './testServer';

/** Helpers of the catalogue and discount tests: plans by code, invoices, renewals, staff actions. */

/** Seller and staff sign-ins that outlive the months these tests move the clock through. */
export const CATALOG_SESSIONS = { ...LONG_SESSIONS, adminTokenTtlSeconds: 5 * 365 * 86_400 };

export async function productPlan(server: TestServer, admin: AdminAuth, code: string): Promise<CatalogPlan> {
  const plans = dataOf(await server.call<CatalogPlan[]>(adminApi.products.list, {}, { auth: admin }));
  const plan = plans.find((candidate) => candidate.code === code);
  if (!plan) throw new Error(`no product plan ${code}`);
  return plan;
}

export const setPrices = (server: TestServer, admin: AdminAuth, id: number, prices: unknown) =>
  server.call<CatalogPlan>(adminApi.products.setPrices, { params: { id }, body: { prices } }, { auth: admin });

export const invoicesOf = async (server: TestServer, seller: SellerAuth) =>
  dataOf(await server.call<Invoice[]>(sellerApi.invoices.list, {}, { auth: seller }));

/** The seller's invoices for one subscription, oldest first. */
export async function invoicesOfSubscription(server: TestServer, seller: SellerAuth, subscriptionId: number): Promise<Invoice[]> {
  return (await invoicesOf(server, seller)).filter((invoice) => invoice.subscriptionId === subscriptionId).reverse();
}

/** Moves the server's clock a minute past the end of the month the subscription is paid for. */
export function passMonthEnd(server: TestServer, subscription: Pick<Subscription, 'paidThrough'>) {
  server.advanceClock(new Date(subscription.paidThrough!).getTime() - server.clock().getTime() + 60_000);
}

/** The staff actions of one kind, newest first. */
export const staffActionsOf = (server: TestServer, action: string) =>
  server.db.select().from(staffActions).where(eq(staffActions.action, action)).orderBy(desc(staffActions.id));

/** A discount as staff make it: 10 % off everything for ever unless the test says otherwise. */
export const discountBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ten off',
  off: { kind: 'PERCENT', percent: 10 },
  products: [],
  periods: null,
  ...overrides,
});

export const createDiscount = async (server: TestServer, admin: AdminAuth, overrides: Record<string, unknown> = {}) =>
  dataOf(await server.call<Discount>(adminApi.discounts.create, { body: discountBody(overrides) }, { auth: admin }));

export const assignCall = (server: TestServer, admin: AdminAuth, body: Record<string, unknown>) =>
  server.call<AssignedDiscount>(adminApi.assignedDiscounts.assign, { body }, { auth: admin });

export const assign = async (server: TestServer, admin: AdminAuth, discountId: number, userId: number) =>
  dataOf(await assignCall(server, admin, { discountId, userId }));

/** The seller's assignments as the assigned discounts screen lists them (every state). */
export async function assignmentsOf(server: TestServer, admin: AdminAuth, userId: number) {
  const reply = await server.call<{ items: AssignedDiscount[] }>(adminApi.assignedDiscounts.list, { query: { userId, state: 'ALL' } }, { auth: admin });
  return dataOf(reply).items;
}
