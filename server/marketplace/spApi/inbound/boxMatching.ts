import type { Box } from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import type { InboundBox, InboundPlanItem } from '../../inbound/inboundMarketplace';
import { mskuByFnsku } from './toMarketplace';

/**
 * The marketplace gives the boxes Folio sent ids of its own and lists them by shipment; Folio knows
 * its boxes by id. A box is told by what it holds and its measures, so each of the marketplace's
 * boxes is paired with a Folio box alike in both (boxes alike in both are interchangeable), or, when
 * the marketplace rounded a measure, alike in contents.
 */

export interface BoxKey {
  id: number;
  /** Contents, weight and sizes. */
  exact: string;
  /** Contents alone. */
  contents: string;
}

const contentsOf = (items: readonly { msku: string; quantity: number }[]) =>
  items
    .map(({ msku, quantity }) => `${msku}x${quantity}`)
    .sort()
    .join(',');

export function boxKeysOf(boxes: readonly InboundBox[], items: readonly InboundPlanItem[]): BoxKey[] {
  const mskuOf = mskuByFnsku(items);
  return boxes.map((box) => {
    const contents = contentsOf(box.items.map(({ fnsku, quantity }) => ({ msku: mskuOf.get(fnsku) ?? fnsku, quantity })));
    return { id: box.id, contents, exact: `${contents}|${box.weight}|${box.length}x${box.width}x${box.height}` };
  });
}

const POUNDS_PER_KILO = 2.20462262;
const INCHES_PER_CM = 0.393700787;

/** Tenths of a pound or an inch, from the marketplace's unit. */
const tenths = (value: number | undefined, metric: boolean, factor: number) => (value === undefined ? null : Math.round((metric ? value * factor : value) * 10));

function keyOf(box: Box): Omit<BoxKey, 'id'> {
  const contents = contentsOf((box.items ?? []).map(({ msku, quantity }) => ({ msku, quantity })));
  const weight = tenths(box.weight?.value, box.weight?.unit === 'KG', POUNDS_PER_KILO);
  const size = box.dimensions;
  const metric = size?.unitOfMeasurement === 'CM';
  const sizes = [size?.length, size?.width, size?.height].map((value) => tenths(value, metric, INCHES_PER_CM));
  return { contents, exact: `${contents}|${weight}|${sizes.join('x')}` };
}

/**
 * Pairs the marketplace's boxes with Folio's, shipment by shipment: each call answers Folio's box id
 * of each of a shipment's boxes, in the marketplace's order, from the boxes not yet paired. A box
 * Folio cannot pair is left out.
 */
export function boxPairing(keys: readonly BoxKey[]): (marketplaceBoxes: readonly Box[]) => number[] {
  const free = [...keys];
  const take = (matches: (key: BoxKey) => boolean) => {
    const index = free.findIndex(matches);
    return index < 0 ? undefined : free.splice(index, 1)[0]!.id;
  };
  return (marketplaceBoxes) => {
    const wanted = marketplaceBoxes.map(keyOf);
    const exact = wanted.map((key) => take((candidate) => candidate.exact === key.exact));
    return wanted.flatMap((key, index) => {
      const id = exact[index] ?? take((candidate) => candidate.contents === key.contents);
      return id === undefined ? [] : [id];
    });
  };
}
