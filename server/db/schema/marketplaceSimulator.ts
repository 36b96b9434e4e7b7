import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The marketplace simulator's own records (server/marketplace/). The simulated marketplace derives
 * almost everything from its inputs and the clock; what a real marketplace must remember, it keeps
 * here, so that every server instance and every restart agree. Folio's code never reads these tables.
 */

/** Authorisation codes already exchanged: a code is good once (SHA-256 of the code, never the code). */
export const marketplaceSimSpentCodes = pgTable(
  'marketplace_sim_spent_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('marketplace_sim_spent_codes_spent_idx').on(table.spentAt)],
);
