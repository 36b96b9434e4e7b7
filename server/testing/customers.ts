import { hashPassword } from '../auth/password';
import { insertCustomers } from '../db/customers/insertCustomers';
import type { CustomerSpec } from '../db/customers/spec';
import type { Database } from '../db/database';

export { customerSpec } from '../db/customers/spec';

let passwordHash: Promise<string> | undefined;

/** Sellers written as the seed writes its customers (server/db/customers), on the server's clock: their ids, in order. */
export async function addCustomers(server: { db: Database; clock: () => Date }, customers: CustomerSpec[]): Promise<number[]> {
  passwordHash ??= hashPassword('test-password-1');
  const hash = await passwordHash;
  return server.db.transaction((tx) => insertCustomers(tx, customers, { now: server.clock(), passwordHash: hash }));
}
