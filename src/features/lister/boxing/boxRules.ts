import type { Box, UnpackedItem } from '~/contract/lister';

/**
 * The quantity rules of boxing (spec 4 and 5) on plain data: how many units are left, how units
 * come out of a box, and how a box's totals follow. The reducer applies them to the replies.
 */

/** The server's search: title, ISBN or FNSKU contains the text, ignoring case. */
export function matchesSearch(item: { title: string; isbn13: string; fnsku: string }, searchText: string): boolean {
  const text = searchText.trim().toLowerCase();
  return text === '' || [item.title, item.isbn13, item.fnsku].some((field) => field.toLowerCase().includes(text));
}

export const byNumberDescending = (boxes: Box[]) => [...boxes].sort((a, b) => b.number - a.number);

export function upsertBoxes(boxes: Box[], changed: Box[]): Box[] {
  const ids = new Set(changed.map((box) => box.id));
  return byNumberDescending([...boxes.filter((box) => !ids.has(box.id)), ...changed]);
}

/** The part of an item that belongs to this screen's shipment. */
function partOf(item: UnpackedItem, shipmentId: number) {
  return item.shipmentParts.find((part) => part.shipmentId === shipmentId);
}

/** Units of the item still to pack in the shipment. */
export function unitsLeft(item: UnpackedItem, shipmentId: number): number {
  const part = partOf(item, shipmentId);
  return part ? part.quantity - part.boxedQuantity : item.quantity;
}

/**
 * Spec 5: taking `quantity` units out of an entry reduces it when it holds more, and removes the
 * entry otherwise. Used for box items and for the boxes an unpacked item lists.
 */
export function takeOut<T extends { quantity: number }>(entries: T[], matches: (entry: T) => boolean, quantity: number): T[] {
  return entries.flatMap((entry) => {
    if (!matches(entry)) return [entry];
    return entry.quantity > quantity ? [{ ...entry, quantity: entry.quantity - quantity }] : [];
  });
}

/** Changes the boxes an unpacked item lists, for replies that do not carry the item (bulk add, move). */
export function shiftBoxParts(
  item: UnpackedItem,
  shipmentId: number,
  quantity: number,
  from: number | null,
  to: Box | undefined,
): UnpackedItem {
  return {
    ...item,
    shipmentParts: item.shipmentParts.map((part) => {
      if (part.shipmentId !== shipmentId) return part;
      let boxParts = from === null ? part.boxParts : takeOut(part.boxParts, (boxPart) => boxPart.boxId === from, quantity);
      if (to) {
        boxParts = boxParts.some((boxPart) => boxPart.boxId === to.id)
          ? boxParts.map((boxPart) => (boxPart.boxId === to.id ? { ...boxPart, quantity: boxPart.quantity + quantity } : boxPart))
          : [...boxParts, { boxId: to.id, boxName: to.name, quantity }];
      }
      return { ...part, boxedQuantity: part.boxedQuantity + (from === null ? quantity : 0), boxParts };
    }),
  };
}

/** A box after some of its items left the session: its totals go down by what they weighed and held. */
export function withoutItems(box: Box, itemIds: Set<number>): Box {
  const gone = box.items.filter((item) => itemIds.has(item.itemId));
  if (gone.length === 0) return box;
  return {
    ...box,
    items: box.items.filter((item) => !itemIds.has(item.itemId)),
    itemQty: box.itemQty - gone.reduce((total, item) => total + item.quantity, 0),
    estimatedWeight: box.estimatedWeight - gone.reduce((total, item) => total + item.quantity * item.weight, 0),
  };
}

/** Units given back by the last boxes first (the contract's setQuantity rule), with their totals. */
export function giveBack(boxes: Box[], itemId: number, units: number): Box[] {
  let owed = units;
  return boxes.map((box) => {
    const entry = box.items.find((item) => item.itemId === itemId);
    if (!entry || owed <= 0) return box;
    const taken = Math.min(owed, entry.quantity);
    owed -= taken;
    return {
      ...box,
      items: takeOut(box.items, (item) => item.itemId === itemId, taken),
      itemQty: box.itemQty - taken,
      estimatedWeight: box.estimatedWeight - taken * entry.weight,
    };
  });
}
