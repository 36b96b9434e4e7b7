import type { FailureCode, LineCheck, ReasonCode, ResultCode, ResultState, RunOutcome } from '../codes';
import type { Comparison } from '../rules';

/**
 * What the engine says about one SKU, with the trail a seller reads to see why: each rule line's
 * check with the figures it compared, then the guard steps that bounded the price.
 */

/** One comparison a line made: the SKU's figure (null: it has none), the operator and the line's bound. */
export interface ComparedFigure {
  field: string;
  actual: number | boolean | null;
  op: Comparison;
  bound: number | boolean;
  holds: boolean;
}

export interface TrailLine {
  lineId: string;
  check: LineCheck;
  compared: ComparedFigure[];
  /** Machine-readable, e.g. 'MATCH CONDITION lowest=1450 (S9)', 'pool.empty', 'invalid: unknown field'. */
  note: string | null;
}

export const GUARDS = ['MIN', 'GLOBAL_MIN', 'MAX'] as const;
export type Guard = (typeof GUARDS)[number];

/** A guard the price went through: `before` above or below the bound means it was clamped. */
export interface GuardStep {
  guard: Guard;
  bound: number;
  before: number;
  after: number;
}

export interface RepricingDecision {
  sku: string;
  previousPrice: number;
  newPrice: number;
  state: ResultState;
  code: ResultCode;
  reasons: ReasonCode[];
  outcome: RunOutcome;
  failure: FailureCode | null;
  /** The line that decided (priced, held, or was found invalid); null when none did. */
  lineId: string | null;
  /** Machine-readable, for what the trail alone does not show: invalid bounds, a pause, an error. */
  note: string | null;
  trail: TrailLine[];
  guards: GuardStep[];
}

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
