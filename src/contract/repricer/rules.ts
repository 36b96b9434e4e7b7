import { z } from 'zod/mini';
import { text } from '../fields';

/**
 * A repricing section: the ordered rule lines a group of SKUs is priced by (spec 1, "automation
 * rules grouped into groups and strategies"). The first line whose conditions hold and whose action
 * can price the SKU wins; the section's fallback decides when none does. Money in integer cents,
 * percents in hundredths of a percent (basis points) so every figure stays a whole number.
 */

/** Figures of the SKU and its competition a line can compare with a number. */
export const NUMBER_FIELDS = ['salesRank', 'soldDays', 'ageDays', 'offers', 'price'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
/** Yes/no facts a line can require. */
export const FLAG_FIELDS = ['buyBoxOwned', 'marketplaceOffering', 'buyBoxHeld'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];
export const COMPARISONS = ['<', '<=', '=', '>=', '>'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/**
 * A number condition. A SKU with no figure (never sold: no rank, no sold days) fails every
 * comparison, so "rank <= 1000000" never catches a book nobody has bought.
 */
export const numberConditionSchema = z.object({
  field: z.enum(NUMBER_FIELDS, { error: 'must be a known figure' }),
  op: z.enum(COMPARISONS, { error: 'must be <, <=, =, >= or >' }),
  value: z.int({ error: 'must be a whole number' }),
});
export const flagConditionSchema = z.object({
  field: z.enum(FLAG_FIELDS, { error: 'must be a known flag' }),
  op: z.literal('='),
  value: z.boolean({ error: 'must be yes or no' }),
});
export const conditionSchema = z.union([numberConditionSchema, flagConditionSchema]);
export type Condition = z.infer<typeof conditionSchema>;

/** Which competitors a line looks at: every channel, or only FBA / merchant-fulfilled offers. */
export const COMPETITOR_CHANNELS = ['ANY', 'FBA', 'MFN'] as const;
export type CompetitorChannel = (typeof COMPETITOR_CHANNELS)[number];

/**
 * The competition a line considers. Sellers with thin or poor feedback are often ignored: their
 * low prices rarely win the buy box, and following them only costs money.
 */
export const competitionSchema = z.object({
  channel: z.enum(COMPETITOR_CHANNELS, { error: 'must be ANY, FBA or MFN' }),
  /** 0..100; null keeps every seller. */
  minFeedbackRating: z.nullable(z.int({ error: 'must be a whole percent' }).check(
    z.minimum(0, { error: 'must not be negative' }),
    z.maximum(100, { error: 'must be at most 100' }),
  )),
  /** null keeps every seller. */
  minFeedbackCount: z.nullable(z.int({ error: 'must be a whole number' }).check(z.minimum(0, { error: 'must not be negative' }))),
});
export type Competition = z.infer<typeof competitionSchema>;
export const ALL_COMPETITORS: Competition = { channel: 'ANY', minFeedbackRating: null, minFeedbackCount: null };

/**
 * Which offers "lowest" is taken among, as the spec's reasons name them: the SKU's condition, its
 * sub-condition, or either restricted to the SKU's own channel.
 */
export const MATCH_SCOPES = ['CONDITION', 'SUB_CONDITION', 'CHANNEL_CONDITION', 'CHANNEL_SUB_CONDITION'] as const;
export type MatchScope = (typeof MATCH_SCOPES)[number];

/** Added to a target price: whole cents, or basis points of the target (-150 is -1.5%). */
export const adjustmentSchema = z.object({
  unit: z.enum(['CENTS', 'PERCENT']),
  amount: z.int({ error: 'must be a whole number' }).check(
    z.minimum(-1_000_000_00, { error: 'is too small' }),
    z.maximum(1_000_000_00, { error: 'is too large' }),
  ),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const NO_ADJUSTMENT: Adjustment = { unit: 'CENTS', amount: 0 };

const cents = z.int({ error: 'must be a whole number of cents' }).check(z.minimum(0, { error: 'must not be negative' }));

/**
 * What a line does once its conditions hold. MATCH, BEAT_BUY_BOX and TARGET_MARKETPLACE fail (the
 * next line is tried) when there is nothing to follow; the others always decide.
 * - MATCH: the lowest landed price in the scope, adjusted.
 * - BEAT_BUY_BOX: the buy box holder's landed price minus `by` cents (fails when the seller holds it).
 * - FIXED: this price.
 * - MAX: the SKU's maximum: for when the seller is alone or the competition is far above.
 * - KEEP: hold the current price (the buy box is already won, or the seller wants it left alone).
 * - SKIP: leave the SKU out of this run; its price is held.
 * - TARGET_MARKETPLACE: the marketplace's own offer, adjusted.
 */
export const actionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MATCH'), scope: z.enum(MATCH_SCOPES), adjust: adjustmentSchema }),
  z.object({ kind: z.literal('BEAT_BUY_BOX'), by: cents }),
  z.object({ kind: z.literal('FIXED'), price: cents }),
  z.object({ kind: z.literal('MAX') }),
  z.object({ kind: z.literal('KEEP') }),
  z.object({ kind: z.literal('SKIP') }),
  z.object({ kind: z.literal('TARGET_MARKETPLACE'), adjust: adjustmentSchema }),
]);
export type RuleAction = z.infer<typeof actionSchema>;
export type ActionKind = RuleAction['kind'];

export const LINE_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const SECTION_MAX_LINES = 50;

export const ruleLineSchema = z.object({
  id: z.string().check(z.regex(LINE_ID_PATTERN, { error: 'must be 1 to 40 letters, digits, - or _' })),
  /** Every condition must hold; none means the line always applies. */
  when: z.array(conditionSchema).check(z.maxLength(10, { error: 'must have at most 10 conditions' })),
  competition: competitionSchema,
  then: actionSchema,
});
export type RuleLine = z.infer<typeof ruleLineSchema>;

/** When no line prices the SKU: keep its price (Price Maintained) or set this one (Fallback Price Set). */
export const fallbackSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('KEEP') }),
  z.object({ kind: z.literal('FIXED'), price: cents }),
]);
export type SectionFallback = z.infer<typeof fallbackSchema>;

export const sectionSchema = z
  .object({
    // One line, trimmed: the name heads the section's transfer text ("SECTION <name>").
    name: text().check(
      z.minLength(1, { error: 'is required' }),
      z.maxLength(80, { error: 'is too long' }),
      z.regex(/^\S(?:[^\r\n]*\S)?$/, { error: 'must be one line without leading or trailing spaces' }),
    ),
    lines: z.array(ruleLineSchema).check(z.maxLength(SECTION_MAX_LINES, { error: `must have at most ${SECTION_MAX_LINES} lines` })),
    fallback: fallbackSchema,
  })
  .check(
    z.refine((section) => new Set(section.lines.map((line) => line.id)).size === section.lines.length, {
      error: 'line ids must be unique',
      path: ['lines'],
    }),
  );
export type Section = z.infer<typeof sectionSchema>;
