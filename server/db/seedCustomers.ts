import { hashPassword } from '../auth/password';
import type { Database } from './database';
import { generateCustomers } from './customers/generate';
import { insertCustomers } from './customers/insertCustomers';

/** How many customers a fresh database starts with: enough for every admin screen and filter to mean something. */
export const SEEDED_CUSTOMERS = 300;
/** Every seeded customer signs in with this password (customer-0001@folio.test …). */
export const CUSTOMER_PASSWORD = 'folio-demo-1';

/**
 * The admin area's customers (generate.ts says who they are), written after the demo accounts in
 * one statement per table. Other admin seeds (interactions, attributes, refunds) read them by the
 * e-mail pattern customer-NNNN@folio.test.
 */
export async function seedCustomers(db: Database, { count = SEEDED_CUSTOMERS, now = new Date() } = {}): Promise<number[]> {
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  return db.transaction((tx) => insertCustomers(tx, generateCustomers(count, now), { now, passwordHash }));
}
