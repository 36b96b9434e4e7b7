import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { discountAssignments, discounts, users } from './schema';
import { SEED_DISCOUNTS, seedCatalog } from './seedCatalog';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('seedCatalog', () => {
  it('gives every seventh seeded customer an active seeded discount, the same way on every run, and only once', async () => {
    await server.db.delete(discountAssignments);
    const emails = Array.from({ length: 30 }, (_, index) => `customer-${String(index + 1).padStart(4, '0')}@folio.test`);
    const existing = await server.db.select({ email: users.email }).from(users).where(like(users.email, 'customer-%@folio.test'));
    const missing = emails.filter((email) => !existing.some((row) => row.email === email));
    if (missing.length > 0) await server.db.insert(users).values(missing.map((email) => ({ email, passwordHash: 'x', firstName: 'Seeded', lastName: 'Customer' })));

    const now = new Date('2026-11-01T00:00:00Z');
    await seedCatalog(server.db, now);
    await seedCatalog(server.db, now);
    const given = await server.db
      .select({ email: users.email, discount: discounts.name, active: discounts.active, endReason: discountAssignments.endReason })
      .from(discountAssignments)
      .innerJoin(users, eq(users.id, discountAssignments.userId))
      .innerJoin(discounts, eq(discounts.id, discountAssignments.discountId))
      .orderBy(asc(users.email));
    const seededCustomers = (await server.db.select({ id: users.id }).from(users).where(like(users.email, 'customer-%@folio.test'))).length;
    expect(given).toHaveLength(Math.floor((seededCustomers - 4) / 7) + 1);
    expect(given.slice(0, 3).map((row) => [row.email, row.discount])).toEqual([
      ['customer-0004@folio.test', SEED_DISCOUNTS[0]!.name],
      ['customer-0011@folio.test', SEED_DISCOUNTS[1]!.name],
      ['customer-0018@folio.test', SEED_DISCOUNTS[2]!.name],
    ]);
    expect(given.every((row) => row.active)).toBe(true);
  });
});
