import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration from the schema; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  // The domain files, not index.ts, which exports the same tables again.
  // One domain a line, so that two branches adding a domain each merge without a conflict.
  schema: [
    'accounts',
    'bookzy',
    'lister',
    'operations',
    'runs',
    'stock',
    'repricer',
    'reports',
    'nsession',
    'sorter',
    'integration',
    'reimbursement',
    'billing',
    'paymentSimulator',
    'marketplaceSimulator',
    'admin',
    'stockProfiles',
    'discounts',
    'creditNotes',
    'sellerFigures',
    'sellerCatalog',
  ].map((domain) => `./server/db/schema/${domain}.ts`),
  out: './server/db/migrations',
});
