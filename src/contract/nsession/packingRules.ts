import type { OperationProblem, PlanUnits } from './inbound';

/**
 * The marketplace's box rules (its setPackingInformation checks), in tenths: 50 lb unless the box
 * holds one item, 25 in a side. Shared by the simulated marketplace, which refuses by them, and
 * the packing screen, which checks each field against them before anything is sent and drops a
 * refusal's problem once the box no longer has it.
 */
export const BOX_WEIGHT_MAX = 500;
export const BOX_SIDE_MAX = 250;
/** A box weighed at less than this share of its books' weight was probably mis-weighed. */
export const UNDERWEIGHT_SHARE = 0.8;

/** A box as both sides hold it: its units, sizes and weight (null until measured), its books' weight. */
export interface MeasuredBox {
  number: number;
  packingGroupId: string;
  items: readonly PlanUnits[];
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  /** Tenths of a pound: what its books weigh together. */
  estimatedWeight: number;
}

const fromTenths = (tenths: number) => (tenths / 10).toFixed(1);
const unitsOf = (box: Pick<MeasuredBox, 'items'>) => box.items.reduce((sum, entry) => sum + entry.quantity, 0);

const problem = (code: string, subject: string, message: string, severity: OperationProblem['severity'] = 'ERROR'): OperationProblem => ({ code, subject, message, severity });

/** The heaviest a box may weigh: 50 lb, unless it holds a single unit. */
export const boxWeightMax = (box: Pick<MeasuredBox, 'items'>) => (unitsOf(box) > 1 ? BOX_WEIGHT_MAX : undefined);

/** Below this weight a box is lighter than its books (a warning, not a refusal). */
export const boxUnderweightBelow = (box: Pick<MeasuredBox, 'estimatedWeight'>) => Math.ceil(box.estimatedWeight * UNDERWEIGHT_SHARE);

/** What setPackingInformation says of one box. */
export function boxProblems(box: MeasuredBox): OperationProblem[] {
  const name = `Box ${box.number}`;
  const subject = `box:${box.number}`;
  const problems: OperationProblem[] = [];
  const units = unitsOf(box);
  if (units === 0) problems.push(problem('EMPTY_BOX', subject, `${name} is empty: remove it or pack units into it.`));
  if (box.weight === null || box.length === null || box.width === null || box.height === null) {
    problems.push(problem('BOX_NOT_MEASURED', subject, `${name} needs its weight and its three sizes.`));
    return problems;
  }
  const weightMax = boxWeightMax(box);
  if (weightMax !== undefined && box.weight > weightMax) {
    problems.push(problem('BOX_TOO_HEAVY', subject, `${name} weighs ${fromTenths(box.weight)} lb: a box of several items may weigh at most 50 lb.`));
  }
  if (Math.max(box.length, box.width, box.height) > BOX_SIDE_MAX) problems.push(problem('BOX_TOO_LARGE', subject, `${name} has a side over 25 in.`));
  if (box.weight < boxUnderweightBelow(box)) {
    problems.push(problem('BOX_UNDERWEIGHT', subject, `${name} weighs ${fromTenths(box.weight)} lb, less than its books (about ${fromTenths(box.estimatedWeight)} lb).`, 'WARNING'));
  }
  return problems;
}

/**
 * What setPackingInformation refuses (ERROR) or points out (WARNING): every unit of every group in
 * its group's boxes, every box measured and within the limits.
 */
export function packingProblems(groups: readonly { id: string; items: readonly PlanUnits[] }[], boxes: readonly MeasuredBox[]): OperationProblem[] {
  const problems: OperationProblem[] = [];
  for (const group of groups) {
    const boxed = new Map<string, number>();
    for (const box of boxes.filter((candidate) => candidate.packingGroupId === group.id)) {
      for (const entry of box.items) boxed.set(entry.fnsku, (boxed.get(entry.fnsku) ?? 0) + entry.quantity);
    }
    for (const entry of group.items) {
      const inBoxes = boxed.get(entry.fnsku) ?? 0;
      if (inBoxes !== entry.quantity) {
        problems.push(problem('UNITS_NOT_BOXED', `sku:${entry.fnsku}`, `${entry.fnsku}: ${entry.quantity} units in the plan, ${inBoxes} in boxes.`));
      }
    }
  }
  return [...problems, ...boxes.flatMap(boxProblems)];
}

/**
 * The problems of a refusal that still hold for the boxes as they are now: one about a box or a SKU
 * leaves once it is put right. A problem that names nothing (another marketplace's words) stays.
 */
export function problemsStillHolding(refused: readonly OperationProblem[], now: readonly OperationProblem[]): OperationProblem[] {
  const holding = new Set(now.map((problem) => `${problem.code}|${problem.subject}`));
  return refused.filter((problem) => problem.subject === undefined || holding.has(`${problem.code}|${problem.subject}`));
}
