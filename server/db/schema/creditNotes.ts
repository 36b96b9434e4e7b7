import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Credit note numbers run per calendar year in their own series, CN-2026-000001 onwards, without
 * gaps or repeats: a refund takes its number when the processor has given the money back, in the
 * transaction that records it, with the counter row locked until commit (a refused refund takes none).
 */
export const creditNoteNumberCounters = pgTable('credit_note_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
