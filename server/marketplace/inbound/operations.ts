import type { OperationProblem, OperationStatus } from '../../../src/contract/nsession/inbound';
import { mix32 } from '../deriveBook';

/**
 * The marketplace's asynchronous operations: every generate and confirm call answers an operation
 * id at once; the work finishes later, IN_PROGRESS until then, SUCCESS or FAILED after.
 */

export type InboundOperationKind =
  | 'CREATE_PLAN'
  | 'GENERATE_PACKING_OPTIONS'
  | 'CONFIRM_PACKING_OPTION'
  | 'SET_PACKING_INFORMATION'
  | 'GENERATE_PLACEMENT_OPTIONS'
  | 'GENERATE_TRANSPORTATION_OPTIONS'
  | 'CONFIRM_PLACEMENT_OPTION'
  | 'CONFIRM_TRANSPORTATION_OPTIONS'
  | 'VOID_TRANSPORTATION'
  | 'CANCEL_PLAN';

/**
 * What Folio keeps of an operation it started. `handle` is the marketplace client's own: a real
 * client needs only the id; the simulator, which keeps no state, carries its sealed answer there.
 * It must survive a round trip through JSON, since Folio stores it while the operation runs.
 */
export interface InboundOperation {
  operationId: string;
  kind: InboundOperationKind;
  startedAt: string;
  handle: unknown;
}

export type OperationState<Result> =
  | { status: Extract<OperationStatus, 'IN_PROGRESS'>; retryAt: string }
  | { status: Extract<OperationStatus, 'SUCCESS'>; result: Result; problems: OperationProblem[] }
  | { status: Extract<OperationStatus, 'FAILED'>; problems: OperationProblem[] };

/** How long the simulator's operations run, in the clock's time: long enough that screens show progress. */
export const SIMULATED_OPERATION_MS = 2_000;

interface SealedOutcome<Result> {
  readyAt: string;
  outcome: { ok: true; result: Result; problems: OperationProblem[] } | { ok: false; problems: OperationProblem[] };
}

/** An operation id like the marketplace's: a UUID-shaped hash of what started it. */
function operationIdOf(kind: string, key: string, at: Date): string {
  let hash = mix32(at.getTime() % 0x7fffffff);
  let hex = '';
  for (const character of `${kind}|${key}|${at.toISOString()}`) hash = mix32(hash ^ character.charCodeAt(0));
  for (let index = 0; index < 4; index++) {
    hash = mix32(hash + index);
    hex += hash.toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Starts an operation whose outcome is already known: it is revealed once its time has passed. */
export function sealOperation<Result>(
  kind: InboundOperationKind,
  key: string,
  at: Date,
  outcome: SealedOutcome<Result>['outcome'],
): InboundOperation {
  const handle: SealedOutcome<Result> = { readyAt: new Date(at.getTime() + SIMULATED_OPERATION_MS).toISOString(), outcome };
  return { operationId: operationIdOf(kind, key, at), kind, startedAt: at.toISOString(), handle };
}

export function revealOperation<Result>(operation: InboundOperation, at: Date): OperationState<Result> {
  const sealed = operation.handle as SealedOutcome<Result>;
  if (at.getTime() < Date.parse(sealed.readyAt)) return { status: 'IN_PROGRESS', retryAt: sealed.readyAt };
  const { outcome } = sealed;
  return outcome.ok
    ? { status: 'SUCCESS', result: outcome.result, problems: outcome.problems }
    : { status: 'FAILED', problems: outcome.problems };
}

/** The outcome of a check: failed when any problem is an ERROR. */
export function outcomeOf<Result>(problems: OperationProblem[], result: () => Result): SealedOutcome<Result>['outcome'] {
  return problems.some((problem) => problem.severity === 'ERROR') ? { ok: false, problems } : { ok: true, result: result(), problems };
}

export const problem = (code: string, message: string, severity: OperationProblem['severity'] = 'ERROR'): OperationProblem => ({
  code,
  message,
  severity,
});
