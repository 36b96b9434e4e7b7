import { describe, expect, it } from 'vitest';
import { listingItem } from '../listing/itemFixtures';
import { BOXING_MESSAGES } from './boxingLog';
import { SHIPMENT_ID, box, boxItem, shipment, submittedSession, summary, unpacked } from './boxingFixtures';
import { boxingReducer, initialBoxingState, type BoxingAction, type BoxingState } from './boxingReducer';
import { takeOut } from './boxRules';

const at = 1_700_000_000_000;

function run(state: BoxingState, ...actions: BoxingAction[]): BoxingState {
  return actions.reduce(boxingReducer, state);
}

/** Two boxes (Box 1 holds 2 of item 1, Box 2 holds 1 of item 2), item 1 has 3 of 5 left to pack. */
function packing(selectedBoxId: number | null = 11): BoxingState {
  return run(
    initialBoxingState(SHIPMENT_ID, selectedBoxId),
    { type: 'boxesLoaded', boxes: [box(11, 1, [boxItem(1, 2)]), box(12, 2, [boxItem(2, 1)])] },
    { type: 'unpackedLoaded', items: [unpacked(1, 5, [{ boxId: 11, quantity: 2 }]), unpacked(3, 4)], totalSize: 2, searchText: '' },
  );
}

describe('boxingReducer', () => {
  it('lists boxes by number, highest first (spec 9)', () => {
    const state = run(initialBoxingState(SHIPMENT_ID), { type: 'boxesLoaded', boxes: [box(11, 1), box(13, 3), box(12, 2)] });
    expect(state.boxes.map((entry) => entry.name)).toEqual(['Box 3', 'Box 2', 'Box 1']);
  });

  it('selecting a box clears the selected item ids and loads its items', () => {
    const state = run(packing(11), { type: 'itemSelectionToggled', itemId: 1 }, { type: 'boxSelected', boxId: 12 });
    expect(state.selectedBoxId).toBe(12);
    expect(state.selectedItemIds).toEqual([]);
    expect(state.boxItems.map((item) => item.itemId)).toEqual([2]);
  });

  it("a box search shows only the selected box's items that match title, ISBN or FNSKU", () => {
    const state = run(
      initialBoxingState(SHIPMENT_ID, 11),
      { type: 'boxesLoaded', boxes: [box(11, 1, [boxItem(1, 1), boxItem(2, 1, { title: 'Moby Dick' })])] },
      { type: 'boxSearchChanged', searchText: 'moby' },
    );
    expect(state.boxItems.map((item) => item.itemId)).toEqual([2]);
  });

  it('a loaded box list without the selected box drops the selection', () => {
    const state = run(packing(11), { type: 'boxesLoaded', boxes: [box(12, 2)] });
    expect(state.selectedBoxId).toBeNull();
    expect(state.boxItems).toEqual([]);
  });

  it('an add reply updates the selected box, the unpacked item, the current shipment and the session summary', () => {
    const state = run(packing(11), {
      type: 'itemAdded',
      entry: { fnsku: 'X000000001', quantity: 1 },
      reply: {
        box: box(11, 1, [boxItem(1, 3)]),
        item: unpacked(1, 5, [{ boxId: 11, quantity: 3 }]),
        shipment: shipment({ boxedQuantity: 4 }),
        sessionSummary: summary({ boxedQuantity: 4 }),
      },
      at,
    });
    expect(state.boxItems).toEqual([boxItem(1, 3)]);
    expect(state.boxes.find((entry) => entry.id === 11)?.itemQty).toBe(3);
    expect(state.unpacked.find((item) => item.id === 1)?.shipmentParts[0]?.boxedQuantity).toBe(3);
    expect(state.shipment?.boxedQuantity).toBe(4);
    expect(state.summary?.boxedQuantity).toBe(4);
  });

  it('an item with no units left to pack leaves the unpacked list and its total', () => {
    const state = run(packing(11), { type: 'unpackedCheckToggled', itemId: 1 }, {
      type: 'itemAdded',
      entry: { fnsku: 'X000000001', quantity: 3 },
      reply: {
        box: box(11, 1, [boxItem(1, 5)]),
        item: unpacked(1, 5, [{ boxId: 11, quantity: 5 }]),
        shipment: shipment(),
        sessionSummary: summary(),
      },
      at,
    });
    expect(state.unpacked.map((item) => item.id)).toEqual([3]);
    expect(state.unpackedTotal).toBe(1);
    expect(state.checkedUnpackedIds).toEqual([]);
  });

  it('a remove reply updates the box and puts an item with units to pack again back on the unpacked list', () => {
    const start = run(packing(12));
    const state = run(start, {
      type: 'itemRemoved',
      entry: { fnsku: 'X000000002', quantity: 1 },
      reply: { box: box(12, 2, []), item: unpacked(2, 1), shipment: shipment(), sessionSummary: summary({ boxedQuantity: 2 }) },
      at,
    });
    expect(state.boxItems).toEqual([]);
    expect(state.unpacked.map((item) => item.id)).toContain(2);
    expect(state.unpackedTotal).toBe(3);
    expect(state.summary?.boxedQuantity).toBe(2);
  });

  it('a move reply updates both boxes, the current shipment and the session summary, and clears the selection', () => {
    const state = run(packing(11), { type: 'itemSelectionToggled', itemId: 1 }, {
      type: 'itemsMoved',
      fromBoxId: 11,
      toBoxId: 12,
      items: [{ fnsku: 'X000000001', quantity: 2 }],
      reply: {
        boxes: [box(11, 1, []), box(12, 2, [boxItem(2, 1), boxItem(1, 2)])],
        shipment: shipment({ boxCount: 2 }),
        sessionSummary: summary({ boxCount: 2 }),
      },
      at,
    });
    expect(state.boxItems).toEqual([]);
    expect(state.boxes.find((entry) => entry.id === 12)?.itemQty).toBe(3);
    expect(state.selectedItemIds).toEqual([]);
    expect(state.shipment?.boxCount).toBe(2);
    expect(state.summary?.boxCount).toBe(2);
  });

  it('moving or removing reduces the boxed quantity when more was boxed than moved, otherwise removes the entry (spec 5)', () => {
    const entries = [{ boxId: 11, quantity: 3 }, { boxId: 12, quantity: 1 }];
    expect(takeOut(entries, (entry) => entry.boxId === 11, 2)).toEqual([{ boxId: 11, quantity: 1 }, { boxId: 12, quantity: 1 }]);
    expect(takeOut(entries, (entry) => entry.boxId === 11, 3)).toEqual([{ boxId: 12, quantity: 1 }]);

    // The unpacked item's box list follows the rule when a move reply does not carry the item.
    const start = run(initialBoxingState(SHIPMENT_ID, 11), {
      type: 'unpackedLoaded',
      items: [unpacked(1, 9, [{ boxId: 11, quantity: 3 }])],
      totalSize: 1,
      searchText: '',
    });
    const move = (quantity: number): BoxingAction => ({
      type: 'itemsMoved',
      fromBoxId: 11,
      toBoxId: 12,
      items: [{ fnsku: 'X000000001', quantity }],
      reply: { boxes: [box(12, 2)], shipment: shipment(), sessionSummary: summary() },
      at,
    });
    const parts = (state: BoxingState) => state.unpacked[0]?.shipmentParts[0]?.boxParts.map((part) => [part.boxId, part.quantity]);
    expect(parts(run(start, move(2)))).toEqual([[11, 1], [12, 2]]);
    expect(parts(run(start, move(3)))).toEqual([[12, 3]]);
  });

  it('a bulk add packs the units into the box, drops fully packed items and clears the ticks', () => {
    const state = run(
      packing(12),
      { type: 'unpackedChecksSet', itemIds: [1, 3] },
      {
        type: 'itemsAddedBulk',
        boxId: 12,
        items: [{ fnsku: 'X000000001', quantity: 3 }, { fnsku: 'X000000003', quantity: 1 }],
        reply: {
          boxes: [box(12, 2, [boxItem(2, 1), boxItem(1, 3), boxItem(3, 1)])],
          shipment: shipment({ boxedQuantity: 7 }),
          sessionSummary: summary({ boxedQuantity: 7 }),
        },
        at,
      },
    );
    expect(state.unpacked.map((item) => item.id)).toEqual([3]);
    expect(state.unpacked[0]?.shipmentParts[0]?.boxedQuantity).toBe(1);
    expect(state.unpackedTotal).toBe(1);
    expect(state.checkedUnpackedIds).toEqual([]);
    expect(state.boxItems.map((item) => item.itemId)).toEqual([2, 1, 3]);
    expect(state.summary?.boxedQuantity).toBe(7);
  });

  it('deleting a box clears the selection, takes its weight and quantity off the session, and marks unpacked items and shipments for reload', () => {
    const start = run(packing(11), { type: 'itemSelectionToggled', itemId: 1 }, {
      type: 'sessionLoaded',
      session: submittedSession({ ...summary({ boxedQuantity: 3, boxCount: 2 }), shipments: [shipment({ boxedQuantity: 3, boxCount: 2 })] }),
    });
    const state = run(start, {
      type: 'boxDeleted',
      boxId: 11,
      reply: { shipment: shipment({ boxedQuantity: 1, boxCount: 1 }), sessionSummary: summary({ boxedQuantity: 1, boxCount: 1 }) },
      at,
    });
    expect(state.selectedBoxId).toBeNull();
    expect(state.selectedItemIds).toEqual([]);
    expect(state.boxes.map((entry) => entry.id)).toEqual([12]);
    expect(state.summary?.boxedQuantity).toBe((start.summary?.boxedQuantity ?? 0) - 2);
    expect(state.summary?.boxCount).toBe(1);
    expect(state.reload).toEqual({ unpacked: true, shipments: true, boxes: false });
  });

  it('deleting an item adjusts box totals and session totals', () => {
    const state = run(packing(11), { type: 'itemSelectionSet', itemIds: [1] }, {
      type: 'itemsDeleted',
      itemIds: [1],
      sessionSummary: summary({ itemQuantity: 5, boxedQuantity: 1 }),
      at,
    });
    const box11 = state.boxes.find((entry) => entry.id === 11);
    expect(box11?.itemQty).toBe(0);
    expect(box11?.estimatedWeight).toBe(0);
    expect(state.boxItems).toEqual([]);
    expect(state.unpacked.map((item) => item.id)).toEqual([3]);
    expect(state.summary?.itemQuantity).toBe(5);
    expect(state.reload.shipments).toBe(true);
    expect(state.log[0]?.detail).toBe('1 item');
  });

  it('changing a quantity adjusts box totals (the last boxes give units back) and session totals', () => {
    const start = run(
      initialBoxingState(SHIPMENT_ID, 11),
      { type: 'boxesLoaded', boxes: [box(11, 1, [boxItem(1, 2)]), box(12, 2, [boxItem(1, 2)])] },
      { type: 'unpackedLoaded', items: [unpacked(1, 5, [{ boxId: 11, quantity: 2 }, { boxId: 12, quantity: 2 }])], totalSize: 1, searchText: '' },
    );
    const state = run(start, {
      type: 'itemQuantityChanged',
      item: listingItem({ id: 1, quantity: 3, boxedQuantity: 3, shipmentId: SHIPMENT_ID }),
      sessionSummary: summary({ itemQuantity: 8 }),
      at: 1,
    });
    expect(state.boxes.map((entry) => entry.itemQty)).toEqual([1, 2]);
    expect(state.boxes[0]?.estimatedWeight).toBe(10);
    expect(state.unpacked.map((item) => item.id)).toEqual([]);
    expect(state.unpackedTotal).toBe(0);
    expect(state.summary?.itemQuantity).toBe(8);
    expect(state.reload.shipments).toBe(true);
    expect(state.log[0]).toMatchObject({ operation: 'setQuantity', outcome: 'success' });
  });

  it('excluding an item marks it excluded', () => {
    const state = run(packing(), { type: 'itemExcluded', itemId: 1 }, { type: 'itemExcluded', itemId: 1 });
    expect(state.excludedItemIds).toEqual([1]);
  });

  it("a reply whose success is false is stored as the session's error state and logged with the server's message (spec 5, 8.3)", () => {
    const state = run(packing(), { type: 'failed', operation: 'createBox', code: 1000, message: 'The shipment is BOXED.', at });
    expect(state.error).toEqual({ operation: 'createBox', code: 1000, message: 'The shipment is BOXED.' });
    expect(state.log[0]).toMatchObject({ outcome: 'error', message: 'Could not create a new box', detail: 'The shipment is BOXED.', at });
    expect(state.restricted).toBeNull();
    expect(run(state, { type: 'errorDismissed' }).error).toBeNull();
  });

  it('error 1069 on add-to-box raises RESTRICTED ITEM (spec 5)', () => {
    const state = run(packing(), { type: 'failed', operation: 'add', code: 1069, message: 'X000000003 is restricted.', at });
    expect(state.restricted).toEqual({ message: 'X000000003 is restricted.' });
    expect(state.log[0]?.message).toBe('Item could not be transferred to a box');
    expect(run(state, { type: 'restrictedDismissed' }).restricted).toBeNull();
    expect(run(packing(), { type: 'failed', operation: 'remove', code: 1069, message: 'x', at }).restricted).toBeNull();
  });

  it('each success logs the spec 8.3 success variant, newest first, and clears the error state', () => {
    const created = box(13, 3);
    const state = run(
      packing(),
      { type: 'failed', operation: 'add', code: 1000, message: 'no', at },
      { type: 'boxCreated', reply: { box: created, shipment: shipment(), sessionSummary: summary() }, at: at + 1 },
      { type: 'boxDeleted', boxId: 13, reply: { shipment: shipment(), sessionSummary: summary() }, at: at + 2 },
      { type: 'itemsDeleted', itemIds: [3], sessionSummary: summary(), at: at + 3 },
    );
    expect(state.log.map((entry) => entry.message)).toEqual([
      BOXING_MESSAGES.removeFromSession.success,
      BOXING_MESSAGES.removeBox.success,
      BOXING_MESSAGES.createBox.success,
      BOXING_MESSAGES.add.error,
    ]);
    expect(state.error).toBeNull();
  });

  it('creating a box selects the new box', () => {
    const state = run(packing(11), { type: 'itemSelectionToggled', itemId: 1 }, {
      type: 'boxCreated',
      reply: { box: box(13, 3), shipment: shipment({ boxCount: 3 }), sessionSummary: summary({ boxCount: 3 }) },
      at,
    });
    expect(state.selectedBoxId).toBe(13);
    expect(state.selectedItemIds).toEqual([]);
    expect(state.boxes.map((entry) => entry.number)).toEqual([3, 2, 1]);
    expect(state.shipment?.boxCount).toBe(3);
  });
});
