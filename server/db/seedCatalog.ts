import { asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { Currency, ProductKey } from '../../src/contract';
import type { Database } from './database';
import { admins, discountAssignments, discounts, planPrices, planProducts, plans, users } from './schema';

/**
 * The admin catalogue's demo data: two bundles besides migration 0019's three (one of them
 * retired), a few discounts, and some of them given to the seeded customers (customer-0001@folio.test
 * and on, seedCustomers.ts). Deterministic; with no customers there is nobody to give a discount to.
 */

interface SeedBundle {
  code: string;
  name: string;
  description: string;
  products: ProductKey[];
  /** USD, EUR, GBP, MXN, CAD. */
  prices: [number, number, number, number, number];
  onSale: boolean;
}

const CURRENCY_ORDER: Currency[] = ['USD', 'EUR', 'GBP', 'MXN', 'CAD'];

export const SEED_BUNDLES: SeedBundle[] = [
  {
    code: 'STARTER_BUNDLE',
    name: 'Starter bundle',
    description: 'The Lister and the Repricer: list books and keep them priced.',
    products: ['LISTER', 'REPRICER'],
    prices: [7500, 6900, 5900, 134900, 9900],
    onSale: true,
  },
  {
    code: 'SCANNING_BUNDLE_2025',
    name: 'Scanning bundle (2025)',
    description: 'Bookzy with the Lister, as sold in 2025.',
    products: ['BOOKZY', 'LISTER'],
    prices: [5500, 5100, 4400, 99900, 7300],
    onSale: false,
  },
];

type SeedDiscount = Omit<typeof discounts.$inferInsert, 'id'> & { name: string };

export const SEED_DISCOUNTS: SeedDiscount[] = [
  { name: 'Welcome, three months', kind: 'PERCENT', percent: 20, products: [], periods: 3 },
  { name: 'Loyal seller', kind: 'AMOUNT', amountCents: 1000, currency: 'USD', products: [], periods: null },
  { name: 'Lister launch', kind: 'PERCENT', percent: 50, products: ['LISTER'], periods: 1 },
  { name: 'Black Friday 2025', kind: 'PERCENT', percent: 30, products: [], periods: 2, active: false },
];

async function seedBundles(db: Database) {
  const [last] = await db.select({ position: plans.position }).from(plans).where(eq(plans.kind, 'BUNDLE')).orderBy(desc(plans.position)).limit(1);
  let position = (last?.position ?? 0) + 1;
  for (const bundle of SEED_BUNDLES) {
    const [plan] = await db
      .insert(plans)
      .values({ code: bundle.code, name: bundle.name, description: bundle.description, kind: 'BUNDLE', onSale: bundle.onSale, position: position++ })
      .returning({ id: plans.id });
    await db.insert(planProducts).values(bundle.products.map((product) => ({ planId: plan!.id, product })));
    await db.insert(planPrices).values(bundle.prices.map((amountCents, index) => ({ planId: plan!.id, currency: CURRENCY_ORDER[index]!, amountCents })));
  }
}

/**
 * Every seventh customer is given a discount, the active seeded ones in turn; some have used
 * periods, every ninth of them was unassigned a day later.
 */
async function seedAssignments(db: Database, now: Date) {
  const customers = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, 'customer-%@folio.test'))
    .orderBy(asc(users.email));
  if (customers.length === 0) return;
  const [admin] = await db.select().from(admins).where(eq(admins.email, 'admin@folio.test'));
  const seeded = await db.select().from(discounts).where(inArray(discounts.name, SEED_DISCOUNTS.map((discount) => discount.name)));
  const active = SEED_DISCOUNTS.flatMap((discount) => seeded.filter((row) => row.name === discount.name && row.active));
  const rows = customers
    .filter((_, index) => index % 7 === 3)
    .map((customer, index) => {
      const discount = active[index % active.length]!;
      const assignedAt = new Date(now.getTime() - (index + 1) * 2 * 86_400_000);
      const ended = index % 9 === 8;
      return {
        discountId: discount.id,
        userId: customer.id,
        periodsLeft: discount.periods === null || ended ? discount.periods : Math.max(discount.periods - (index % 3), 1),
        assignedAt,
        assignedBy: admin?.id ?? null,
        assignedByEmail: admin?.email ?? 'admin@folio.test',
        ...(ended ? { endedAt: new Date(assignedAt.getTime() + 86_400_000), endReason: 'UNASSIGNED' as const } : {}),
      };
    });
  if (rows.length > 0) await db.insert(discountAssignments).values(rows);
}

/**
 * Seeds the catalogue's bundles and discounts once, and gives discounts to the customers when no
 * discount was given yet (a database that has them is left alone).
 */
export async function seedCatalog(db: Database, now = new Date()) {
  const [seeded] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, SEED_BUNDLES[0]!.code));
  if (!seeded) {
    await seedBundles(db);
    await db.insert(discounts).values(SEED_DISCOUNTS);
  }
  if ((await db.$count(discountAssignments)) === 0) await seedAssignments(db, now);
}
