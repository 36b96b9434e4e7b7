import type { TriggerInput } from '../../src/contract';
import { hashPassword } from '../auth/password';
import type { Database } from './database';
import { seedBenchBilling, seedDemoBilling, seedListerBilling } from './seedBilling';
import { seedRefunds } from './seedRefunds';
import { seedCustomerCare } from './seedCustomerCare';
import { seedCustomers } from './seedCustomers';
import { seedCatalog } from './seedCatalog';
import { addDemoRepricer } from './seedRepricer';
import { admins, bookzyDevices, notes, profitTriggers, users } from './schema';

/** The accounts a fresh database starts with; the README lists them. */
export const DEMO_ACCOUNTS = {
  seller: { email: 'demo@folio.test', password: 'folio-demo-1', note: 'seller, all nine products usable; the Repricer renewal declined, freezing 4 days after the seed' },
  lister: { email: 'lister@folio.test', password: 'folio-demo-1', note: 'seller, only Lister usable (Repricer frozen)' },
  bench: { email: 'bench@folio.test', password: 'folio-demo-1', note: 'seller with 100,000 SKUs (Repricer, Stock Manager), for benches' },
  admin: { email: 'admin@folio.test', password: 'folio-admin-1', note: 'admin area' },
} as const;

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The sellers' ids on the simulated marketplace: the trailing number is how many SKUs the
 * simulator derives for them (server/marketplace/inventory.ts).
 */
export const DEMO_MARKETPLACE_SELLER_IDS = { seller: 'FOLIO-DEMO-20000', bench: 'FOLIO-BENCH-100000' } as const;

/** The triggers of the demo seller's first phone, in order; end-to-end tests pick books by them. */
export const DEMO_TRIGGERS = [
  { active: true, name: 'FBA keeper', colorCode: '#2f9e44', channel: 'FBA', priceSource: 'LOWEST_FBA', minProfit: 500, maxSalesRank: 1_500_000, maxOffers: null, minPrice: 1000 },
  { active: true, name: 'Media mail', colorCode: '#1c7ed6', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 300, maxSalesRank: 1_000_000, maxOffers: null, minPrice: null },
  { active: false, name: 'Long shot', colorCode: '#f08c00', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 1000, maxSalesRank: 5_000_000, maxOffers: 5, minPrice: null },
] as const satisfies readonly (TriggerInput & { active: boolean })[];

/**
 * The demo seller's Bookzy: two phones in use (the helper's in hidden mode), one cancelled seat,
 * and three triggers on the first phone. Device ids are random: read them through the API.
 */
async function addBookzy(db: Database, userId: number) {
  const created = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const [phone] = await db
    .insert(bookzyDevices)
    .values([
      { userId, name: "Dana's phone", subscriptionId: 'sub_bookzy_demo0001', nextInvoiceDate: daysFromNow(12), createdAt: created(90) },
      { userId, name: 'Helper phone', subscriptionId: 'sub_bookzy_demo0002', isHidden: true, nextInvoiceDate: daysFromNow(12), createdAt: created(60) },
      { userId, name: 'Old tablet', subscriptionId: 'sub_bookzy_demo0003', status: 'CANCELLED', nextInvoiceDate: null, createdAt: created(30) },
    ])
    .returning({ id: bookzyDevices.id });
  const deviceId = phone!.id;
  await db.insert(profitTriggers).values(DEMO_TRIGGERS.map((trigger, index) => ({ userId, deviceId, order: index + 1, ...trigger })));
}

type Profile = Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'companyName' | 'marketplaceSellerId' | 'addressLine1' | 'city' | 'state' | 'zip'>;

/** A seller account; its products come from its subscriptions (seedBilling.ts). */
async function addSeller(db: Database, account: { email: string; password: string }, profile: Profile) {
  const [user] = await db
    .insert(users)
    .values({ email: account.email, passwordHash: await hashPassword(account.password), ...profile })
    .returning({ id: users.id });
  return user!.id;
}

export interface SeedOptions {
  /**
   * The admin area's customers (seedCustomers.ts); true by default. The server tests' template and
   * the billing e2e server leave them out: their subscriptions renew whenever a test moves the clock
   * a month, and hundreds of renewals per move would be most of those tests' time. Tests that need
   * customers write them with the same code (server/testing/customers.ts).
   */
  customers?: boolean;
}

/** Seeds the demo accounts when the database has no account at all; returns whether it did. */
export async function seedIfEmpty(db: Database, { customers = true }: SeedOptions = {}): Promise<boolean> {
  const accounts = (await db.$count(users)) + (await db.$count(admins));
  if (accounts > 0) return false;

  const demoId = await addSeller(db, DEMO_ACCOUNTS.seller, {
    firstName: 'Dana',
    lastName: 'Reed',
    companyName: 'Second Chapter Books',
    marketplaceSellerId: DEMO_MARKETPLACE_SELLER_IDS.seller,
    addressLine1: '418 Harbor Street',
    city: 'Portland',
    state: 'OR',
    zip: '97204',
  });
  // Every product usable; the Repricer's renewal failed, so it shows the about-to-freeze prompt.
  await seedDemoBilling(db, demoId);
  await db.insert(notes).values([
    { userId: demoId, text: 'Update the card on file before the Repricer renewal.' },
    { userId: demoId, text: 'Print a test label on the new Rollo printer.', done: true },
  ]);
  await addBookzy(db, demoId);
  await addDemoRepricer(db, demoId);

  const listerId = await addSeller(db, DEMO_ACCOUNTS.lister, {
    firstName: 'Lee',
    lastName: 'Park',
    companyName: 'Park Street Books',
    addressLine1: '77 Park Street',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
  });
  await seedListerBilling(db, listerId);

  const benchId = await addSeller(db, DEMO_ACCOUNTS.bench, {
    firstName: 'Bo',
    lastName: 'Ench',
    companyName: 'Warehouse Books',
    marketplaceSellerId: DEMO_MARKETPLACE_SELLER_IDS.bench,
  });
  await seedBenchBilling(db, benchId);

  await db.insert(admins).values({
    email: DEMO_ACCOUNTS.admin.email,
    name: 'Folio Staff',
    passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
  });
  if (customers) await seedCustomers(db);
  // After the seeded customers (seedCustomers.ts), whose care records it derives.
  await seedCustomerCare(db);
  // After the customers: some of them are given discounts.
  await seedCatalog(db);
  // After the customers' invoices: a few refunds of them, each a credit note.
  await seedRefunds(db);
  return true;
}
