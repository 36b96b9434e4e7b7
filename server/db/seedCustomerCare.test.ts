import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import type { DatabaseHandle } from './database';
import { customerAttributes, customerInteractions, unsubscribeReasons, userCustomerAttributes, users } from './schema';
import { seedCustomerCare } from './seedCustomerCare';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** Starts from customers of this test's own: whatever the template seeded for customer care goes. */
async function freshCustomers(total: number) {
  const db = handle.db;
  await db.delete(users).where(like(users.email, 'customer-%@folio.test'));
  await db.delete(customerAttributes);
  await db.delete(unsubscribeReasons);
  const rows = Array.from({ length: total }, (_, index) => ({
    email: `customer-${String(index + 1).padStart(4, '0')}@folio.test`,
    passwordHash: 'seeded',
    firstName: 'Seeded',
    lastName: `Customer ${index + 1}`,
  }));
  // The customers seed files this one for a customer; the care seed adds its own beside it.
  await db.insert(unsubscribeReasons).values({ value: 'Closed the business' });
  if (total > 0) await db.insert(users).values(rows);
}

/** What the seed gave each customer, by e-mail: comparable across databases whose ids differ. */
async function snapshot() {
  const db = handle.db;
  const attributes = await db
    .select({ email: users.email, kind: userCustomerAttributes.kind, value: customerAttributes.value })
    .from(userCustomerAttributes)
    .innerJoin(users, eq(users.id, userCustomerAttributes.userId))
    .innerJoin(customerAttributes, eq(customerAttributes.id, userCustomerAttributes.attributeId))
    .orderBy(asc(users.email), asc(userCustomerAttributes.kind));
  const notes = await db
    .select({ email: users.email, kind: customerInteractions.kind, text: customerInteractions.text, contact: customerInteractions.contact })
    .from(customerInteractions)
    .innerJoin(users, eq(users.id, customerInteractions.userId))
    .orderBy(asc(customerInteractions.id));
  const reasons = await db.select({ value: unsubscribeReasons.value }).from(unsubscribeReasons).orderBy(asc(unsubscribeReasons.value));
  return { attributes, notes, reasons };
}

describe('customer care seed', () => {
  it('gives the seeded customers attributes and a few hundred notes, and adds to the unsubscribe reasons, the same every time', async () => {
    await freshCustomers(300);
    await seedCustomerCare(handle.db, new Date('2026-03-01T12:00:00Z'));
    const first = await snapshot();
    expect(await handle.db.select({ kind: customerAttributes.kind, n: count() }).from(customerAttributes).groupBy(customerAttributes.kind).orderBy(customerAttributes.kind)).toEqual([
      { kind: 'AGENT', n: 5 },
      { kind: 'COMMUNITY', n: 4 },
      { kind: 'SIMPLE_ADDRESS', n: 5 },
      { kind: 'SOURCE', n: 5 },
    ]);
    expect(first.reasons.map((reason) => reason.value)).toEqual(['Closed the business', 'No reason given', 'Too complicated to set up']);
    for (const kind of ['AGENT', 'SIMPLE_ADDRESS', 'COMMUNITY', 'SOURCE']) {
      const given = first.attributes.filter((row) => row.kind === kind).length;
      expect(given, kind).toBeGreaterThan(150);
      expect(given, kind).toBeLessThan(300);
    }
    expect(first.notes.length).toBeGreaterThan(200);
    expect(first.notes.length).toBeLessThan(400);
    expect(new Set(first.notes.map((note) => note.kind))).toEqual(new Set(['CALL', 'EMAIL']));

    await freshCustomers(300);
    await seedCustomerCare(handle.db, new Date('2026-03-01T12:00:00Z'));
    expect(await snapshot()).toEqual(first);
  });

  it("keeps each reason once when the customers' seed filed some of them already", async () => {
    await freshCustomers(10);
    await handle.db.insert(unsubscribeReasons).values([{ value: 'no reason given' }]).onConflictDoNothing();
    const before = await handle.db.$count(unsubscribeReasons);
    await seedCustomerCare(handle.db, new Date('2026-03-01T12:00:00Z'));
    // Only "Too complicated to set up" is new: "No reason given" was there in another case.
    expect(await handle.db.$count(unsubscribeReasons)).toBe(before + 1);
  });

  it('does nothing without seeded customers', async () => {
    await freshCustomers(0);
    await seedCustomerCare(handle.db);
    expect(await handle.db.$count(customerAttributes)).toBe(0);
    expect(await handle.db.$count(unsubscribeReasons)).toBe(1);
  });
});
