import { inArray, sql } from 'drizzle-orm';
import type { ProductKey } from '../../../src/contract';
import type { Executor } from '../database';
import { invoiceNumberCounters, planPrices, planProducts, plans, unsubscribeReasons, users } from '../schema';
import { customerRows, type SeedPlan } from './customerRows';
import { insertRows, lastId } from './insertRows';
import type { CustomerSpec } from './spec';

/** The catalog as it is now: every plan with its products and USD price. */
async function seedPlans(db: Executor): Promise<Map<string, SeedPlan>> {
  const rows = await db
    .select({ id: plans.id, code: plans.code, name: plans.name, kind: plans.kind, product: planProducts.product, amountCents: planPrices.amountCents })
    .from(plans)
    .innerJoin(planProducts, sql`${planProducts.planId} = ${plans.id}`)
    .innerJoin(planPrices, sql`${planPrices.planId} = ${plans.id} AND ${planPrices.currency} = 'USD'`);
  const byCode = new Map<string, SeedPlan>();
  for (const { product, ...plan } of rows) {
    const known = byCode.get(plan.code) ?? { ...plan, products: [] };
    known.products.push(product as ProductKey);
    byCode.set(plan.code, known);
  }
  return byCode;
}

/** The staff reasons the customers name, added to the list when missing: their ids by value. */
async function reasonIds(db: Executor, values: string[]): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  await db.insert(unsubscribeReasons).values(values.map((value) => ({ value }))).onConflictDoNothing();
  const rows = await db.select({ id: unsubscribeReasons.id, value: unsubscribeReasons.value }).from(unsubscribeReasons);
  const byLower = new Map(rows.map((row) => [row.value.toLowerCase(), row.id]));
  return new Map(values.map((value) => [value, byLower.get(value.toLowerCase())!]));
}

/**
 * Writes the customers, one statement per table (customerRows.ts says what each holds), in the
 * order their references need; answers their user ids in the order given. Run it in a
 * transaction: the ids it gives assume no one else inserts meanwhile.
 */
export async function insertCustomers(db: Executor, customers: readonly CustomerSpec[], options: { now: Date; passwordHash: string }): Promise<number[]> {
  const referrers = [...new Set(customers.flatMap((customer) => (customer.referredByEmail ? [customer.referredByEmail] : [])))];
  const known = referrers.length === 0 ? [] : await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, referrers));
  const counters = await db.select().from(invoiceNumberCounters);
  const rows = customerRows(customers, {
    ...options,
    plans: await seedPlans(db),
    lastIds: {
      users: await lastId(db, 'users'),
      subscriptions: await lastId(db, 'subscriptions'),
      invoices: await lastId(db, 'invoices'),
      paymentMethods: await lastId(db, 'payment_methods'),
    },
    invoiceCounters: new Map(counters.map((counter) => [counter.year, counter.lastNumber])),
    reasonIds: await reasonIds(db, [...new Set(customers.flatMap((customer) => (customer.staffUnsubscribeReason ? [customer.staffUnsubscribeReason] : [])))]),
    knownUserIds: new Map(known.map((user) => [user.email, user.id])),
  });
  await insertRows(db, 'users', rows.users, { ids: true });
  await insertRows(db, 'payment_sim_methods', rows.paymentSimMethods);
  await insertRows(db, 'payment_methods', rows.paymentMethods, { ids: true });
  await insertRows(db, 'subscriptions', rows.subscriptions, { ids: true });
  await insertRows(db, 'invoices', rows.invoices, { ids: true });
  await insertRows(db, 'invoice_lines', rows.invoiceLines);
  await insertRows(db, 'payment_sim_charges', rows.paymentSimCharges);
  await insertRows(db, 'charges', rows.charges);
  await insertRows(db, 'subscription_events', rows.subscriptionEvents);
  if (rows.openInvoices.length > 0) {
    await db.execute(sql`
      UPDATE subscriptions SET open_invoice_id = o.open_invoice_id
      FROM json_to_recordset(${JSON.stringify(rows.openInvoices)}::json) AS o(id integer, open_invoice_id integer)
      WHERE subscriptions.id = o.id
    `);
  }
  await insertRows(db, 'user_products', rows.userProducts);
  await insertRows(db, 'informal_prompts', rows.informalPrompts);
  await insertRows(db, 'listing_sessions', rows.listingSessions);
  await insertRows(db, 'seller_stock_profiles', rows.stockProfiles);
  for (const counter of rows.invoiceCounters) {
    await db
      .insert(invoiceNumberCounters)
      .values({ year: counter.year, lastNumber: counter.last_number })
      .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastNumber: counter.last_number } });
  }
  return rows.userIds;
}
