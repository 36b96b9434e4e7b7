import type { PackingGroup, PackingOption, PlanUnits } from '../../../src/contract/nsession/inbound';
import { addMs, inboundId } from './ids';
import type { InboundPlanItem } from './inboundMarketplace';

/** The marketplace keeps packing options open this long; after that the step is generated again. */
export const PACKING_OPTION_TTL_MS = 24 * 3600_000;
/** Books up to a pound go together in the second option; heavier ones apart. */
const LIGHT_BOOK_MAX_WEIGHT = 10;
/** Cents a unit the marketplace takes off for sorting light and heavy books apart. */
const SORTED_DISCOUNT_PER_UNIT = 2;

const unitsOf = (items: readonly InboundPlanItem[]): PlanUnits[] => items.map(({ fnsku, quantity }) => ({ fnsku, quantity }));
const isDangerous = (item: InboundPlanItem) => item.dangerous;

/**
 * The ways a plan may be packed. Dangerous goods (hazmat, batteries) never share a box with other
 * books. Option 1 keeps everything else together; option 2, offered when the plan has both light
 * and heavy books, packs them apart for a small discount.
 */
export function packingOptionsFor(planId: string, generation: number, items: readonly InboundPlanItem[], at: Date): PackingOption[] {
  const dangerous = items.filter(isDangerous);
  const standard = items.filter((item) => !isDangerous(item));
  const light = standard.filter((item) => item.weight <= LIGHT_BOOK_MAX_WEIGHT);
  const heavy = standard.filter((item) => item.weight > LIGHT_BOOK_MAX_WEIGHT);
  const expiresAt = addMs(at, PACKING_OPTION_TTL_MS);

  const option = (index: number, name: string, lists: InboundPlanItem[][], discount: number): PackingOption => {
    const groups: PackingGroup[] = lists
      .filter((list) => list.length > 0)
      .map((list, groupIndex) => ({ id: inboundId('pg', planId, generation, index, groupIndex), items: unitsOf(list) }));
    return { id: inboundId('po', planId, generation, index), name, groups, fee: 0, discount, status: 'OFFERED', expiresAt };
  };

  const options = [option(1, dangerous.length ? 'Standard books, dangerous goods apart' : 'All books together', [standard, dangerous], 0)];
  if (light.length > 0 && heavy.length > 0) {
    const units = standard.reduce((sum, item) => sum + item.quantity, 0);
    options.push(option(2, 'Light and heavy books apart', [light, heavy, dangerous], units * SORTED_DISCOUNT_PER_UNIT));
  }
  return options;
}
