import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration from the schema; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  // The domain files, not index.ts, which exports the same tables again.
  schema: ['accounts', 'bookzy', 'lister', 'operations', 'runs', 'stock', 'repricer', 'reports', 'nsession', 'sorter', 'integration', 'reimbursement', 'billing', 'paymentSimulator', 'marketplaceSimulator'].map((domain) => `./server/db/schema/${domain}.ts`),
  out: './server/db/migrations',
});
