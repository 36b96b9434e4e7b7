/**
 * The database schema, one file per domain. drizzle-kit reads the domain files (drizzle.config.ts)
 * to write migrations; the server imports them all from here.
 */
export * from './accounts';
export * from './bookzy';
export * from './lister';
export * from './operations';
export * from './runs';
export * from './stock';
export * from './repricer';
export * from './reports';
export * from './nsession';
export * from './sorter';
export * from './integration';
export * from './reimbursement';
export * from './billing';
export * from './paymentSimulator';
export * from './marketplaceSimulator';
export * from './admin';
export * from './stockProfiles';
export * from './discounts';
export * from './creditNotes';
export * from './sellerFigures';
export * from './sellerCatalog';
