import type { PlacementOption, PlacementShipment } from '../../../src/contract/nsession/inbound';
import { DESTINATIONS, HAZMAT_DESTINATION, destinationOf } from '../listing';
import { addMs, inboundId } from './ids';
import type { InboundBox, InboundPlanItem } from './inboundMarketplace';

/** Reported around 72 h by the marketplace (design/INBOUND.md). */
export const PLACEMENT_OPTION_TTL_MS = 72 * 3600_000;
/** Cents a unit the marketplace charges to send everything to fewer warehouses. */
const PARTIAL_SPLIT_FEE_PER_UNIT = 15;
const MINIMAL_SPLIT_FEE_PER_UNIT = 30;

interface BoxFacts {
  box: InboundBox;
  units: number;
  weight: number;
  dangerous: boolean;
  /** Where the marketplace would rather have this box: the warehouse of its first book. */
  preferred: string;
}

function factsOf(boxes: readonly InboundBox[], items: readonly InboundPlanItem[]): BoxFacts[] {
  const byFnsku = new Map(items.map((item) => [item.fnsku, item]));
  return boxes.map((box) => {
    const books = box.items.map((units) => byFnsku.get(units.fnsku)).filter((item) => item !== undefined);
    const dangerous = books.some((item) => item.dangerous);
    const units = box.items.reduce((sum, entry) => sum + entry.quantity, 0);
    const estimated = box.items.reduce((sum, entry) => sum + entry.quantity * (byFnsku.get(entry.fnsku)?.weight ?? 0), 0);
    const first = books[0];
    return {
      box,
      units,
      weight: box.weight ?? estimated,
      dangerous,
      preferred: first ? destinationOf(first.isbn13, dangerous) : DESTINATIONS[0],
    };
  });
}

/**
 * The ways the marketplace may split a packed plan across warehouses: spread as it prefers for no
 * fee, over two warehouses for a fee a unit, or to one for a higher fee. Dangerous goods always go
 * to the hazmat warehouse. Splits that come out the same as a cheaper one are not offered twice.
 */
export function placementOptionsFor(
  planId: string,
  generation: number,
  boxes: readonly InboundBox[],
  items: readonly InboundPlanItem[],
  at: Date,
): PlacementOption[] {
  const facts = factsOf(boxes, items);
  const units = facts.reduce((sum, fact) => sum + fact.units, 0);
  const regularWarehouses = [...new Set(facts.filter((fact) => !fact.dangerous).map((fact) => fact.preferred))].sort();
  const splits: { name: string; feePerUnit: number; destinationOf: (fact: BoxFacts) => string }[] = [
    { name: 'Marketplace-optimised split', feePerUnit: 0, destinationOf: (fact) => fact.preferred },
    {
      name: 'Partial split (two warehouses)',
      feePerUnit: PARTIAL_SPLIT_FEE_PER_UNIT,
      destinationOf: (fact) => (regularWarehouses.indexOf(fact.preferred) % 2 === 0 ? regularWarehouses[0]! : regularWarehouses[1] ?? regularWarehouses[0]!),
    },
    { name: 'Minimal split (one warehouse)', feePerUnit: MINIMAL_SPLIT_FEE_PER_UNIT, destinationOf: () => regularWarehouses[0] ?? DESTINATIONS[0] },
  ];

  const offered: PlacementOption[] = [];
  const seen = new Set<string>();
  splits.forEach((split, index) => {
    const optionId = inboundId('pl', planId, generation, index);
    const shipments = shipmentsOf(optionId, facts, (fact) => (fact.dangerous ? HAZMAT_DESTINATION : split.destinationOf(fact)));
    const shape = shipments.map((shipment) => `${shipment.destination}:${shipment.boxIds.join(',')}`).join(';');
    if (seen.has(shape)) return;
    seen.add(shape);
    offered.push({
      id: optionId,
      name: split.name,
      fee: units * split.feePerUnit,
      shipments,
      status: 'OFFERED',
      expiresAt: addMs(at, PLACEMENT_OPTION_TTL_MS),
    });
  });
  return offered;
}

function shipmentsOf(optionId: string, facts: readonly BoxFacts[], destination: (fact: BoxFacts) => string): PlacementShipment[] {
  const byDestination = new Map<string, BoxFacts[]>();
  for (const fact of facts) {
    const warehouse = destination(fact);
    byDestination.set(warehouse, [...(byDestination.get(warehouse) ?? []), fact]);
  }
  return [...byDestination.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([warehouse, boxes]) => ({
      id: inboundId('sh', optionId, warehouse),
      destination: warehouse,
      boxIds: boxes.map((fact) => fact.box.id),
      units: boxes.reduce((sum, fact) => sum + fact.units, 0),
      weight: boxes.reduce((sum, fact) => sum + fact.weight, 0),
    }));
}
