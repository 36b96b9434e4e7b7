import type { PackingGroup, PackingGroupView } from '../../../src/contract/nsession';

/** An item as packing counts it: its planned units and how many of them are in boxes. */
export interface PackedItem {
  fnsku: string;
  quantity: number;
  boxed: number;
}

/**
 * A packing group's counts (spec 3.3): SKUs and units in the plan now, SKUs whose every unit is
 * boxed, and units boxed. Units come from the items (a seller may leave units out while packing),
 * not from the group as the marketplace first offered it; SKUs left with none drop out.
 */
export function groupView(group: PackingGroup, items: ReadonlyMap<string, PackedItem>): PackingGroupView {
  let itemQty = 0;
  let unitQty = 0;
  let boxedSkuQty = 0;
  let boxedUnitQty = 0;
  const planned = [];
  for (const entry of group.items) {
    const item = items.get(entry.fnsku);
    if (!item || item.quantity === 0) continue;
    planned.push({ fnsku: entry.fnsku, quantity: item.quantity });
    itemQty += 1;
    unitQty += item.quantity;
    const boxed = Math.min(item.boxed, item.quantity);
    boxedUnitQty += boxed;
    if (boxed === item.quantity) boxedSkuQty += 1;
  }
  return { idStr: group.id, items: planned, itemQty, unitQty, boxedSkuQty, boxedUnitQty };
}

/** Spec 4: packing is complete when every group that has units has all its units boxed. */
export const packingComplete = (groups: readonly PackingGroupView[]) => groups.every((group) => group.unitQty === 0 || group.boxedUnitQty === group.unitQty);
