import type { OperationProblem, PackingOption } from '../../../src/contract/nsession/inbound';
import type { InboundBox, InboundPlanItem } from './inboundMarketplace';
import { problem } from './operations';

/** The marketplace's box rules, in tenths: 50 lb unless the box holds one item, 25 in a side. */
export const BOX_WEIGHT_MAX = 500;
export const BOX_SIDE_MAX = 250;
/** A box weighed at less than this share of its books' weight was probably mis-weighed. */
const UNDERWEIGHT_SHARE = 0.8;

const fromTenths = (tenths: number) => (tenths / 10).toFixed(1);

/**
 * What setPackingInformation refuses (ERROR) or points out (WARNING): every unit of every group in
 * its group's boxes, every box measured and within the limits.
 */
export function packingProblems(option: PackingOption, boxes: readonly InboundBox[], items: readonly InboundPlanItem[]): OperationProblem[] {
  const problems: OperationProblem[] = [];
  const weightOf = new Map(items.map((item) => [item.fnsku, item.weight]));
  for (const group of option.groups) {
    const boxed = new Map<string, number>();
    for (const box of boxes.filter((candidate) => candidate.packingGroupId === group.id)) {
      for (const entry of box.items) boxed.set(entry.fnsku, (boxed.get(entry.fnsku) ?? 0) + entry.quantity);
    }
    for (const entry of group.items) {
      const inBoxes = boxed.get(entry.fnsku) ?? 0;
      if (inBoxes !== entry.quantity) {
        problems.push(problem('UNITS_NOT_BOXED', `${entry.fnsku}: ${entry.quantity} units in the plan, ${inBoxes} in boxes.`));
      }
    }
  }
  for (const box of boxes) {
    const name = `Box ${box.number}`;
    const units = box.items.reduce((sum, entry) => sum + entry.quantity, 0);
    if (units === 0) problems.push(problem('EMPTY_BOX', `${name} is empty: remove it or pack units into it.`));
    if (box.weight === null || box.length === null || box.width === null || box.height === null) {
      problems.push(problem('BOX_NOT_MEASURED', `${name} needs its weight and its three sizes.`));
      continue;
    }
    if (box.weight > BOX_WEIGHT_MAX && units > 1) {
      problems.push(problem('BOX_TOO_HEAVY', `${name} weighs ${fromTenths(box.weight)} lb: a box of several items may weigh at most 50 lb.`));
    }
    if (Math.max(box.length, box.width, box.height) > BOX_SIDE_MAX) {
      problems.push(problem('BOX_TOO_LARGE', `${name} has a side over 25 in.`));
    }
    const estimated = box.items.reduce((sum, entry) => sum + entry.quantity * (weightOf.get(entry.fnsku) ?? 0), 0);
    if (box.weight < estimated * UNDERWEIGHT_SHARE) {
      problems.push(problem('BOX_UNDERWEIGHT', `${name} weighs ${fromTenths(box.weight)} lb, less than its books (about ${fromTenths(estimated)} lb).`, 'WARNING'));
    }
  }
  return problems;
}
