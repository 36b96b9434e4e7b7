import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const RUN_STATES = ['QUEUED', 'RUNNING', 'PAUSED', 'DONE', 'FAILED'] as const;
export type RunState = (typeof RUN_STATES)[number];

/**
 * Long work done for a seller in batches by a job (a repricing run, a report, a feed file): its
 * progress and the cursor it continues from. Each batch's writes and the cursor's advance commit in
 * one transaction (server/jobs/processInBatches.ts), so a retried job resumes where the last commit
 * left off and applies no item twice.
 */
export const runs = pgTable(
  'runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the run does, e.g. REPRICE; the job that works it knows the items. */
    kind: text('kind').notNull(),
    state: text('state').$type<RunState>().notNull().default('QUEUED'),
    /** Items to do, when known up front. */
    total: integer('total'),
    done: integer('done').notNull().default(0),
    /** Where the next batch starts, in the job's own terms (e.g. the last id done); null before the first. */
    cursor: text('cursor'),
    error: text('error'),
    summary: jsonb('summary'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('runs_seller_kind_idx').on(table.sellerId, table.kind, table.createdAt)],
);

/**
 * The offers a run priced against, fetched from a real marketplace before it prices (one row per
 * ASIN and condition): under the marketplace's rate limits they take hours for a large stock, so a
 * restarted run reads what it already fetched instead of asking again. Deleted when the run ends.
 */
export const runOffers = pgTable(
  'run_offers',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
    condition: text('condition').notNull(),
    offers: jsonb('offers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.asin, table.condition] })],
);
