import { expect } from 'vitest';
import type { Box, SessionSummary, Shipment, UnpackedItem } from '../../../src/contract';

/**
 * What the totals property test expects of a shipment being boxed: the items, the boxes and what
 * each box holds. Every reply and every fresh read is compared with it, so a total that drifts from
 * the rows it counts fails at the step that made it drift.
 */

export interface ModelItem {
  id: number;
  fnsku: string;
  quantity: number;
  weight: number;
}

export interface ModelBox {
  id: number;
  number: number;
  sizes: { width: number | null; height: number | null; length: number | null; weight: number | null };
  contents: Map<number, number>;
}

export class BoxingModel {
  readonly items = new Map<number, ModelItem>();
  boxes: ModelBox[] = [];

  constructor(items: readonly ModelItem[]) {
    for (const item of items) this.items.set(item.id, { ...item });
  }

  boxed(itemId: number): number {
    return this.boxes.reduce((total, box) => total + (box.contents.get(itemId) ?? 0), 0);
  }

  left(itemId: number): number {
    return this.items.get(itemId)!.quantity - this.boxed(itemId);
  }

  /** Spec 5: fewer than held reduces the entry; as many or more removes it. */
  take(box: ModelBox, itemId: number, quantity: number) {
    const held = box.contents.get(itemId) ?? 0;
    if (held > quantity) box.contents.set(itemId, held - quantity);
    else box.contents.delete(itemId);
  }

  put(box: ModelBox, itemId: number, quantity: number) {
    box.contents.set(itemId, (box.contents.get(itemId) ?? 0) + quantity);
  }

  /** The server's rule for a lower quantity: units leave the highest-numbered boxes first. */
  setQuantity(itemId: number, quantity: number) {
    let excess = this.boxed(itemId) - quantity;
    for (const box of [...this.boxes].sort((a, b) => b.number - a.number)) {
      if (excess <= 0) break;
      const taken = Math.min(excess, box.contents.get(itemId) ?? 0);
      if (taken > 0) this.take(box, itemId, taken);
      excess -= taken;
    }
    this.items.get(itemId)!.quantity = quantity;
  }

  removeItem(itemId: number) {
    this.items.delete(itemId);
    for (const box of this.boxes) box.contents.delete(itemId);
  }

  private sum(pick: (item: ModelItem) => number) {
    return [...this.items.values()].reduce((total, item) => total + pick(item), 0);
  }

  get itemQuantity() {
    return this.sum((item) => item.quantity);
  }
  get boxedQuantity() {
    return this.sum((item) => this.boxed(item.id));
  }
  get weight() {
    return this.sum((item) => item.quantity * item.weight);
  }
  get unpackedCount() {
    return [...this.items.values()].filter((item) => this.left(item.id) > 0).length;
  }

  expectBox(box: Box) {
    const model = this.boxes.find((each) => each.id === box.id)!;
    expect(box.name).toBe(`Box ${model.number}`);
    expect({ width: box.width, height: box.height, length: box.length, weight: box.weight }).toEqual(model.sizes);
    const held = Object.fromEntries(box.items.map((item) => [item.itemId, item.quantity]));
    expect(held).toEqual(Object.fromEntries(model.contents));
    expect(box.itemQty).toBe(box.items.reduce((total, item) => total + item.quantity, 0));
    expect(box.estimatedWeight).toBe(box.items.reduce((total, item) => total + item.quantity * item.weight, 0));
  }

  expectBoxes(boxes: readonly Box[]) {
    expect(boxes.map((box) => box.id)).toEqual([...this.boxes].sort((a, b) => b.number - a.number).map((box) => box.id));
    for (const box of boxes) this.expectBox(box);
  }

  expectShipment(shipment: Shipment) {
    expect(shipment).toMatchObject({
      itemQuantity: this.itemQuantity,
      skuQuantity: this.items.size,
      boxedQuantity: this.boxedQuantity,
      boxCount: this.boxes.length,
      weight: this.weight,
      weighedWeight: this.weighedWeight,
    });
  }

  /** The boxes' own weights once all are weighed: what the shipment column shows instead of the estimate. */
  get weighedWeight() {
    const weights = this.boxes.map((box) => box.sizes.weight);
    if (weights.length === 0 || weights.some((weight) => weight === null)) return null;
    return weights.reduce<number>((total, weight) => total + weight!, 0);
  }

  expectSummary(summary: SessionSummary) {
    expect(summary).toMatchObject({
      itemQuantity: this.itemQuantity,
      skuQuantity: this.items.size,
      boxedQuantity: this.boxedQuantity,
      boxCount: this.boxes.length,
      weight: this.weight,
    });
  }

  expectUnpacked(item: UnpackedItem) {
    const boxParts = this.boxes
      .filter((box) => box.contents.has(item.id))
      .sort((a, b) => a.number - b.number)
      .map((box) => ({ boxId: box.id, boxName: `Box ${box.number}`, quantity: box.contents.get(item.id)! }));
    expect(item.quantity).toBe(this.items.get(item.id)!.quantity);
    expect(item.shipmentParts).toMatchObject([{ quantity: item.quantity, boxedQuantity: this.boxed(item.id), boxParts }]);
  }
}
