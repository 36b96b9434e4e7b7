import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { FallbackSettings, Gate, GateTargetType } from '../../../src/contract/sorter';
import { users } from './accounts';

// Sorter (spec 3.4): gates and fallback scenarios.

/** A seller's settings for one gate; a gate with no row has the defaults (sorterDefaults.ts). */
export const sorterGates = pgTable(
  'sorter_gates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gate: text('gate').$type<Gate>().notNull(),
    tag: text('tag').notNull(),
    color: text('color').notNull(),
    sound: text('sound').notNull(),
    targetType: text('target_type').$type<GateTargetType>().notNull(),
    full: boolean('full').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gate] })],
);

/** A seller's fallback scenarios; none until first saved (the defaults send every case to the last gate). */
export const sorterFallbacks = pgTable('sorter_fallbacks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  typeGateMap: jsonb('type_gate_map').$type<FallbackSettings['typeGateMap']>().notNull(),
  rejectBreakdown: jsonb('reject_breakdown').$type<FallbackSettings['rejectBreakdown']>().notNull(),
});
