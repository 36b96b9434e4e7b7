import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
