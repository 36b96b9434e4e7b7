import {
  FAILURE_CODES,
  GROUP_TYPES,
  GROUP_TYPE_LABELS,
  LINE_CHECKS,
  LINE_CHECK_LABELS,
  REASON_CODES,
  RESULT_CODE_LABELS,
  RESULT_STATES,
  RESULT_STATE_CODES,
  RESULT_STATE_LABELS,
  RUN_OUTCOMES,
  runOutcomeLabel,
} from '../../../src/contract';

/** Everything the repricer screens word, in one reply the app keeps with the session (spec 3.1 repricerMeta). */
export function repricerMeta() {
  return {
    groupTypes: GROUP_TYPES.map((groupType) => ({ groupType, label: GROUP_TYPE_LABELS[groupType] })),
    resultStates: RESULT_STATES.map((state) => ({
      state,
      label: RESULT_STATE_LABELS[state],
      // A code without words of its own is shown by its state's.
      codes: RESULT_STATE_CODES[state].map((code) => ({ code, label: RESULT_CODE_LABELS[code] ?? RESULT_STATE_LABELS[state] })),
    })),
    reasonCodes: [...REASON_CODES],
    failureCodes: [...FAILURE_CODES],
    runOutcomes: RUN_OUTCOMES.map((outcome) => ({ outcome, label: runOutcomeLabel(outcome) })),
    lineChecks: LINE_CHECKS.map((check) => ({ check, label: LINE_CHECK_LABELS[check] })),
  };
}
