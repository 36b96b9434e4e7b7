import { sql } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/password';
import { generateCustomers } from '../../server/db/customers/generate';
import { insertCustomers } from '../../server/db/customers/insertCustomers';
import type { Database } from '../../server/db/database';
import { CUSTOMER_PASSWORD } from '../../server/db/seedCustomers';

/** Customers written per transaction: each table's rows of a chunk travel as one JSON document. */
const CHUNK = 1000;

/**
 * The bench's sellers: `count` customers as the seed makes them (generate.ts, the same people and
 * stories, 20,000 of them), written a thousand at a time; then what other admin seeds add, made up
 * here so that every filter has something to find: four agents, addresses and communities spread
 * over the sellers, and staff interactions with one seller in ten.
 */
export async function seedBenchCustomers(db: Database, count: number, now = new Date()) {
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const customers = generateCustomers(count, now);
  for (let start = 0; start < customers.length; start += CHUNK) {
    await db.transaction((tx) => insertCustomers(tx, customers.slice(start, start + CHUNK), { now, passwordHash }));
  }
  await db.execute(sql`
    INSERT INTO customer_attributes (kind, value)
    SELECT kind, initcap(lower(kind)) || ' ' || n FROM unnest(ARRAY['AGENT', 'SIMPLE_ADDRESS', 'COMMUNITY']) AS kind, generate_series(1, 4) AS n
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO user_customer_attributes (user_id, kind, attribute_id)
    SELECT u.id, a.kind, a.id FROM users u
    JOIN customer_attributes a ON a.value = initcap(lower(a.kind)) || ' ' || (1 + (u.id * (CASE a.kind WHEN 'AGENT' THEN 7 WHEN 'COMMUNITY' THEN 11 ELSE 13 END)) % 5)
    WHERE u.email LIKE 'customer-%@folio.test'
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO customer_interactions (user_id, kind, happened_at, text)
    SELECT id, 'CALL', created_at + interval '3 days', 'Walked them through the first repricing run.' FROM users
    WHERE email LIKE 'customer-%@folio.test' AND id % 10 = 0`);
  await db.execute(sql`ANALYZE`);
}
