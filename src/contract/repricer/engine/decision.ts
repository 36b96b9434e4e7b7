import { z } from 'zod/mini';
import {
  FAILURE_CODES,
  LINE_CHECKS,
  REASON_CODES,
  RESULT_CODES,
  RESULT_STATES,
  RUN_OUTCOMES,
  type FailureCode,
  type ReasonCode,
  type ResultCode,
  type RunOutcome,
} from '../codes';
import { COMPARISONS } from '../rules';

/**
 * What the engine says about one SKU, with the trail a seller reads to see why: each rule line's
 * check with the figures it compared, then the guard steps that bounded the price. The schema is
 * for replies that carry decisions; the engine itself builds them without parsing.
 */

/** One comparison a line made: the SKU's figure (null: it has none), the operator and the line's bound. */
export const comparedFigureSchema = z.object({
  field: z.string(),
  actual: z.nullable(z.union([z.number(), z.boolean()])),
  op: z.enum(COMPARISONS),
  bound: z.union([z.number(), z.boolean()]),
  holds: z.boolean(),
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

export const trailLineSchema = z.object({
  lineId: z.string(),
  check: z.enum(LINE_CHECKS),
  compared: z.array(comparedFigureSchema),
  /** Machine-readable, e.g. 'MATCH CONDITION lowest=1500 (S1)', 'invalid: unknown field weight'. */
  note: z.nullable(z.string()),
});
export type TrailLine = z.infer<typeof trailLineSchema>;

export const GUARDS = ['MIN', 'GLOBAL_MIN', 'MAX'] as const;
export type Guard = (typeof GUARDS)[number];

/** A guard the price went through: `before` differs from `after` when it was clamped. */
export const guardStepSchema = z.object({
  guard: z.enum(GUARDS),
  bound: z.int(),
  before: z.int(),
  after: z.int(),
});
export type GuardStep = z.infer<typeof guardStepSchema>;

/** The bounds a decision was priced within, and the reference price percentage defaults rest on. */
export const decisionBoundsSchema = z.object({
  reference: z.int(),
  min: z.int(),
  globalMin: z.int(),
  max: z.int(),
});
export type DecisionBounds = z.infer<typeof decisionBoundsSchema>;

export const repricingDecisionSchema = z.object({
  sku: z.string(),
  previousPrice: z.int(),
  newPrice: z.int(),
  state: z.enum(RESULT_STATES),
  code: z.enum(RESULT_CODES),
  reasons: z.array(z.enum(REASON_CODES)),
  outcome: z.enum(RUN_OUTCOMES),
  failure: z.nullable(z.enum(FAILURE_CODES)),
  /** The line that decided (priced, held, or was found invalid); null when none did. */
  lineId: z.nullable(z.string()),
  /** Machine-readable, for what the trail alone does not show: invalid bounds, a pause, an error. */
  note: z.nullable(z.string()),
  trail: z.array(trailLineSchema),
  guards: z.array(guardStepSchema),
  /** Null only when the engine could not work them out (an internal error, bounds not in cents). */
  bounds: z.nullable(decisionBoundsSchema),
});
export type RepricingDecision = z.infer<typeof repricingDecisionSchema>;

/** What the rules (or their absence) decided, before the guards have their say. */
export interface Pending {
  candidate: number;
  code: ResultCode;
  outcome: RunOutcome;
  failure: FailureCode | null;
  reasons: ReasonCode[];
  lineId: string | null;
  note: string | null;
}
