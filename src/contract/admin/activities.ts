import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { isoDate, isoDateTime, optionalText, recordId } from '../fields';
import { queryInt } from '../lister/fields';
import { ACTIVITY_ACTORS } from './listOptions';

/**
 * User activities and user events (spec 2.3, one screen): what sellers did (sign-ins, lister
 * sessions, repricing and other runs, subscription changes) and what staff did to accounts (the
 * staff action log), newest first. Staff actions are only ever added: no call edits or deletes one.
 */


/** Where an activity comes from. */
export const ACTIVITY_KINDS = ['SIGN_IN', 'LISTING_SESSION', 'LISTER_PLAN', 'RUN', 'SUBSCRIPTION', 'STAFF_ACTION'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_PAGE_SIZE_MAX = 200;

export const activityQuery = z.object({
  /** From 1. */
  page: z.optional(queryInt(1, 100_000)),
  pageSize: z.optional(queryInt(1, ACTIVITY_PAGE_SIZE_MAX)),
  userId: z.optional(recordId),
  /** Part of a seller's e-mail address: every seller whose address contains it. */
  email: optionalText(254),
  /** UTC days, both included. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  actor: z.optional(z.enum(ACTIVITY_ACTORS, { error: `must be one of ${ACTIVITY_ACTORS.join(', ')}` })),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activitySchema = z.object({
  /** Unique across kinds: the kind and the row's id. */
  id: z.string(),
  at: isoDateTime,
  actor: z.enum(ACTIVITY_ACTORS),
  kind: z.enum(ACTIVITY_KINDS),
  userId: z.nullable(z.int()),
  userEmail: z.nullable(z.string()),
  /** The staff member, for what staff did. */
  staffEmail: z.nullable(z.string()),
  /** A short name: "Signed in", "USER_DELETE", "Subscribed". */
  action: z.string(),
  /** In words, or the staff action's changes as JSON. */
  detail: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activitiesApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'user/activity',
    summary: 'What sellers did and what staff did to accounts, newest first, by seller, day and actor',
    query: activityQuery,
    reply: z.object({ items: z.array(activitySchema), page: z.int(), pageSize: z.int(), hasMore: z.boolean() }),
  }),
};
