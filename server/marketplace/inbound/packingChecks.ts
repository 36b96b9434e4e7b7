import type { OperationProblem, PackingOption } from '../../../src/contract/nsession/inbound';
import { packingProblems as problemsOfBoxes } from '../../../src/contract/nsession/packingRules';
import type { InboundBox, InboundPlanItem } from './inboundMarketplace';

/** What setPackingInformation refuses or points out, by the rules the packing screen checks too. */
export function packingProblems(option: PackingOption, boxes: readonly InboundBox[], items: readonly InboundPlanItem[]): OperationProblem[] {
  const weightOf = new Map(items.map((item) => [item.fnsku, item.weight]));
  const measured = boxes.map((box) => ({
    ...box,
    estimatedWeight: box.items.reduce((sum, entry) => sum + entry.quantity * (weightOf.get(entry.fnsku) ?? 0), 0),
  }));
  return problemsOfBoxes(option.groups, measured);
}
