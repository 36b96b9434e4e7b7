/**
 * The repricer's vocabulary, from the spec: the outcome and reason codes of 3.6, the result states
 * of section 4 with the codes that map to each, what a run and a rule line show, and the failure
 * codes shown in red (8.4). Screens word them; the engine and the server only ever emit these.
 */

/** Spec 3.6: why a price was chosen, attached to a result (several may apply). */
export const REASON_CODES = [
  'AT_MIN',
  'AT_MAX',
  'BB_OWNER',
  'BB_ELIGIBLE',
  'FIX_PRICE',
  'EXCEED_LIST_PRICE',
  'LOWEST_IN_CONDITION',
  'LOWEST_IN_SUB_CONDITION',
  'LOWEST_IN_CHANNEL_CONDITION',
  'LOWEST_IN_CHANNEL_SUB_CONDITION',
  'ONLY_IN_CONDITION',
  'ONLY_IN_SUB_CONDITION',
  'ONLY_IN_CHANNEL_CONDITION',
  'ONLY_IN_CHANNEL_SUB_CONDITION',
  'BB_INELIGIBLE',
  'SAME_ASIN_CONDITION',
  'DEFAULT_PRICE',
  'AGGRESSIVE',
  'GET_BB_MODE',
  'NO_BB_OWNER',
  'HIGH_PRICING_ERROR',
  'REPRICER_TARGET_AMAZON',
  'GLOBAL_MIN_REACHED',
  'AMAZON_OFFER_EXISTS',
  'SELF_PRICE_HIGHER_THAN_AMAZON',
  'REPRICER_RESULT_HIGH_COMPETITION_RISK',
  'REPRICER_BBP_INCREASE',
  'SKU_NOTE_MISSING',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Spec 4: a repricing result's state, and the result codes that belong to each. */
export const RESULT_STATE_CODES = {
  SUCCESSFUL: ['SUCCESS', 'TARGET_AMAZON', 'TARGET_SELLER_EXCLUDED'],
  PAUSED: ['HIGH_COMPETITION_RISK', 'FIXED_PRICE', 'BUY_BOX_ALREADY_OWN'],
  BOUNDED: ['GLOBAL_MIN_REACHED', 'MIN_REACHED', 'MAX_REACHED'],
  NO_RULE_MATCH: ['FALLBACK_PRICE_EXISTS', 'DEFAULT_FIXED_PRICE'],
  NO_OFFERS: ['NO_OFFERS'],
  INTERNAL_ERROR: ['INTERNAL_ERROR'],
} as const;
export type ResultState = keyof typeof RESULT_STATE_CODES;
export const RESULT_STATES = Object.keys(RESULT_STATE_CODES) as ResultState[];
export type ResultCode = (typeof RESULT_STATE_CODES)[ResultState][number];
export const RESULT_CODES = Object.values(RESULT_STATE_CODES).flat() as ResultCode[];

export const RESULT_STATE_LABELS: Record<ResultState, string> = {
  SUCCESSFUL: 'Successful',
  PAUSED: 'Paused',
  BOUNDED: 'Bounded',
  NO_RULE_MATCH: 'No Rule Match',
  NO_OFFERS: 'No Offers',
  INTERNAL_ERROR: 'Internal Error',
};

/** Spec 4: the words some result codes are shown with; the others are shown by their state. */
export const RESULT_CODE_LABELS: Partial<Record<ResultCode, string>> = {
  HIGH_COMPETITION_RISK: 'High Competition Risk',
  FIXED_PRICE: 'Fixed Price Set',
  BUY_BOX_ALREADY_OWN: 'Buy Box Owned',
  FALLBACK_PRICE_EXISTS: 'Price Maintained',
  DEFAULT_FIXED_PRICE: 'Fallback Price Set',
};

export function stateOfCode(code: ResultCode): ResultState {
  return RESULT_STATES.find((state) => (RESULT_STATE_CODES[state] as readonly string[]).includes(code))!;
}

/**
 * Spec 4: what one SKU's repricing came to within a run. BOUNDED: the rules left the price (no
 * offers, no section, an invalid line, a skip) but it lay outside the SKU's bounds and was brought
 * within them; the price sent is then never shown beside a failure.
 */
export const RUN_OUTCOMES = ['SUCCESS', 'FAILURE', 'INVALID_RULE', 'SKIPPED', 'BOUNDED'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];
/** Spec 4: FAILURE and INVALID_RULE show Fail; SKIPPED shows Skip; any other outcome, Success. */
export function runOutcomeLabel(outcome: RunOutcome): 'Fail' | 'Skip' | 'Success' {
  if (outcome === 'FAILURE' || outcome === 'INVALID_RULE') return 'Fail';
  return outcome === 'SKIPPED' ? 'Skip' : 'Success';
}

/** Spec 4: what a rule line's check showed in the trail. */
export const LINE_CHECKS = ['TRUE', 'FALSE', 'SUCCESS', 'LINE_SKIPPED', 'FAIL'] as const;
export type LineCheck = (typeof LINE_CHECKS)[number];
export const LINE_CHECK_LABELS: Record<LineCheck, string> = {
  TRUE: 'True',
  FALSE: 'False',
  SUCCESS: 'Success',
  LINE_SKIPPED: 'Line Skipped',
  FAIL: 'Fail',
};

/** Spec 8.4: failure codes, shown in red wherever a result lists them. */
export const FAILURE_CODES = [
  'FAILED',
  'INVALID_RULE_SET',
  'MISSING_MWS_CREDS',
  'MISSING_LISTING',
  'NO_SECTION',
  'NOT_A_BOOK',
  'EMPTY_OFFERS',
  'INTERNAL_ERROR',
  'MISSING_DEFAULT_SECTION',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];
