import type { NsessionStage, NsessionStep } from '~/contract/nsession';

/** The newer flow's steps as the stepper names them, in order (spec 4 "Newer lister flow"). */
export const STEP_LABELS: Record<NsessionStep, string> = {
  scanning: 'Scan',
  'session-items': 'Items',
  'packing-options': 'Packing options',
  packing: 'Pack',
  'placement-shipping-options': 'Placement and shipping',
  'print-labels': 'Labels',
};

export const STEP_ORDER: readonly NsessionStep[] = ['scanning', 'session-items', 'packing-options', 'packing', 'placement-shipping-options', 'print-labels'];

/** The step a plan resumes at, on any device: the first whose work is not done. */
export const STEP_OF_STAGE: Record<NsessionStage, NsessionStep> = {
  SCANNING: 'scanning',
  PACKING_OPTIONS: 'packing-options',
  PACKING: 'packing',
  PLACEMENT: 'placement-shipping-options',
  LABELS: 'print-labels',
  COMPLETE: 'print-labels',
  VOIDED: 'session-items',
};

export const STAGE_LABELS: Record<NsessionStage, string> = {
  SCANNING: 'Scanning',
  PACKING_OPTIONS: 'Choose packing',
  PACKING: 'Packing',
  PLACEMENT: 'Placement and shipping',
  LABELS: 'Print labels',
  COMPLETE: 'Complete',
  VOIDED: 'Voided',
};

/**
 * Steps a seller may open at a stage: the items list always (read only once the plan exists), the
 * steps done before, and the current one. Later steps open once the plan gets there.
 */
export function stepOpen(step: NsessionStep, stage: NsessionStage): boolean {
  if (step === 'session-items') return true;
  if (step === 'scanning') return stage === 'SCANNING';
  return STEP_ORDER.indexOf(step) <= STEP_ORDER.indexOf(STEP_OF_STAGE[stage]);
}

/** What the marketplace is doing, in the seller's words. */
export const OPERATION_LABELS: Record<string, string> = {
  CREATE_PLAN: 'Making the plan',
  GENERATE_PACKING_OPTIONS: 'Working out the packing options',
  CONFIRM_PACKING_OPTION: 'Accepting the packing option',
  SET_PACKING_INFORMATION: 'Checking the boxes',
  GENERATE_PLACEMENT_OPTIONS: 'Working out the placement options',
  GENERATE_TRANSPORTATION_OPTIONS: 'Quoting the carriers',
  CONFIRM_PLACEMENT_OPTION: 'Confirming the placement',
  CONFIRM_TRANSPORTATION_OPTIONS: 'Booking the carrier',
  VOID_TRANSPORTATION: 'Voiding the transport',
  CANCEL_PLAN: 'Cancelling the plan',
};

/** What to do when an operation failed, by kind. */
export const FAILURE_ADVICE: Record<string, string> = {
  CREATE_PLAN: 'Change the items as the problems say, then make the plan again.',
  GENERATE_PACKING_OPTIONS: 'Generate the packing options again.',
  CONFIRM_PACKING_OPTION: 'Generate the packing options again and choose one.',
  SET_PACKING_INFORMATION: 'Fix the boxes the problems name, then send the packing again.',
  GENERATE_PLACEMENT_OPTIONS: 'Generate the placement options again.',
  GENERATE_TRANSPORTATION_OPTIONS: 'Get new carrier quotes (or, before a placement is confirmed, generate the placement options again).',
  CONFIRM_PLACEMENT_OPTION: 'Generate the placement options again and choose one.',
  CONFIRM_TRANSPORTATION_OPTIONS: 'The placement stays confirmed: book the carrier again below, after new quotes if they have expired.',
  VOID_TRANSPORTATION: 'The transport stays booked.',
  CANCEL_PLAN: 'The plan stays as it was: try cancelling again.',
};
