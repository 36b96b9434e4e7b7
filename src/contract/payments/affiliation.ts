import { z } from 'zod/mini';
import { currency } from '../currencies';
import { isoDateTime } from '../fields';

/**
 * Affiliation (spec 1, 2.1 account/affiliation): the users a seller referred, and what they earn
 * the referrer: a share of every invoice the referred user pays. A referral code is part of the
 * sign-up link; a seller's code never changes.
 */
export const REFERRAL_SHARE_PERCENT = 20;

export const referredUserSchema = z.object({
  /** First name and the initial of the last: a referrer does not see another seller's details. */
  displayName: z.string(),
  joinedAt: isoDateTime,
  /** How many of their subscriptions are ACTIVE now. */
  activeSubscriptions: z.int(),
  /** Per currency they paid in, USD first; amounts are never converted. */
  earned: z.array(z.object({ currency, paidCents: z.int(), earnedCents: z.int() })),
});
export type ReferredUser = z.infer<typeof referredUserSchema>;

export const affiliationSchema = z.object({
  referralCode: z.string(),
  /** The sign-up path with the code, for the seller to share: /signup?ref=CODE. */
  referralPath: z.string(),
  sharePercent: z.int(),
  /** All referred users' earnings per currency, USD first. */
  earned: z.array(z.object({ currency, earnedCents: z.int() })),
  referred: z.array(referredUserSchema),
});
export type Affiliation = z.infer<typeof affiliationSchema>;
