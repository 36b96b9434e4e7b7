import { z } from 'zod/mini';
import { currency } from '../currencies';
import { isoDateTime, text } from '../fields';

/**
 * Affiliation (spec 1, 2.1 account/affiliation): the users a seller referred, and what they earn
 * the referrer: a share of every invoice the referred user pays. A referral code is part of the
 * sign-up link; a seller's code never changes.
 */
export const REFERRAL_SHARE_PERCENT = 20;

/** Eight letters and digits without the look-alikes (0, O, 1, I): read aloud or typed from paper. */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

/** A referral code as the sign-up form sends it (from the link's ?ref=): any case, spaces trimmed. */
export const referralCode = text('must be text').check(
  z.trim(),
  z.toUpperCase(),
  z.regex(REFERRAL_CODE_PATTERN, { error: 'is not a Folio referral code: check the link you followed' }),
);

export const referredUserSchema = z.object({
  /** First name and the initial of the last: a referrer does not see another seller's details. */
  displayName: z.string(),
  joinedAt: isoDateTime,
  /** How many of their subscriptions are ACTIVE now. */
  activeSubscriptions: z.int(),
  /**
   * Per currency they paid in, USD first; amounts are never converted. paidCents is what their paid
   * invoices came to before tax (tax is not Folio's to share), less refunds; earnedCents is
   * REFERRAL_SHARE_PERCENT of it, rounded down to the cent.
   */
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
