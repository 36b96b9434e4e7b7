import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';
import { createdAt } from './columns';

/*
 * The admin area (spec 2.3, 3.7, 7.9): what staff record about customers, and the log of what staff
 * did to an account. Sellers never read these tables.
 */

/** Spec 3.7's four customer attributes: each a list staff keep, one value per seller per kind. */
export const CUSTOMER_ATTRIBUTE_KINDS = ['AGENT', 'SIMPLE_ADDRESS', 'COMMUNITY', 'SOURCE'] as const;
export type CustomerAttributeKind = (typeof CUSTOMER_ATTRIBUTE_KINDS)[number];

export const customerAttributes = pgTable(
  'customer_attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CustomerAttributeKind>().notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  // Two agents called "Dana" and "dana" would be one person twice.
  (table) => [uniqueIndex('customer_attributes_kind_value').on(table.kind, sql`lower(${table.value})`)],
);

/** Which value of each kind a seller has; deleting a value clears it from every seller. */
export const userCustomerAttributes = pgTable(
  'user_customer_attributes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CustomerAttributeKind>().notNull(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => customerAttributes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] }), index('user_customer_attributes_attribute_idx').on(table.attributeId)],
);

export const INTERACTION_KINDS = ['CALL', 'EMAIL'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/** A call or an e-mail with a customer, as staff noted it. */
export const customerInteractions = pgTable(
  'customer_interactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InteractionKind>().notNull(),
    /** When the call or e-mail took place (staff may note it later). */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    contact: text('contact').notNull().default(''),
    text: text('text').notNull(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_interactions_user_idx').on(table.userId, table.id)],
);

/** Why sellers leave, as staff file it: the list behind a seller's unsubscribe reason. */
export const unsubscribeReasons = pgTable(
  'unsubscribe_reasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('unsubscribe_reasons_value').on(sql`lower(${table.value})`)],
);

/**
 * What staff did to an account: who, when, which account, what changed. Written in the same
 * transaction as the change it records; the app never updates or deletes a row. The staff member's
 * e-mail is copied so that the record still names them after their account is gone.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** The account acted on; null for actions on shared lists (a new agent, a product's price). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A stable name, e.g. USER_DELETE, REFUND, DISCOUNT_ASSIGN. */
    action: text('action').notNull(),
    /** What changed, as { field: { from, to } } or the action's own figures. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_actions_user_idx').on(table.userId, table.at), index('staff_actions_at_idx').on(table.at)],
);
