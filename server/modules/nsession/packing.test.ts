import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi } from '../../../src/contract';
import type { BoxChangeReply, Nsession, PackingBox, PackingState } from '../../../src/contract/nsession';
import { advanceHours, settleOperations } from '../../testing/nsession';
import { boxCalls, packEverything, packingPlan, plannedPlan } from '../../testing/nsessionPlans';
import { apiError, dataOf, startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('packing options', () => {
  it('keeps dangerous goods in a group of their own and counts each group’s SKUs and units', async () => {
    const plan = await plannedPlan(server, { plain: 3, hazmat: 1, from: 200 });
    const [first] = plan.options;
    expect(first!.status).toBe('OFFERED');
    expect(first!.groups.map((group) => [group.itemQty, group.unitQty, group.boxedUnitQty])).toEqual([[3, 3, 0], [1, 1, 0]]);
  });

  it('refuses to accept an option once it has expired, and generates new ones on request', async () => {
    const plan = await plannedPlan(server, { plain: 2, from: 220 });
    await advanceHours(server, plan.seller, 24);
    const { options } = await plan.calls.options();
    expect(options[0]!.status).toBe('EXPIRED');
    expect(apiError(await plan.calls.confirmOption(options[0]!.id)).errorMessage).toBe('This packing option has expired: generate the options again.');

    const renewed = dataOf(await server.call<Nsession>(sellerApi.nsessionPacking.makeNew, { params: { sessionId: plan.sessionId } }, plan.auth));
    expect(renewed.operation).toMatchObject({ kind: 'GENERATE_PACKING_OPTIONS', status: 'IN_PROGRESS' });
    // No other step while the marketplace works.
    expect(apiError(await plan.calls.confirmOption(options[0]!.id)).errorMessage).toMatch(/still working on the last step/);
    await settleOperations(server, plan.sessionId);
    const fresh = (await plan.calls.options()).options;
    expect(fresh[0]!.id).not.toBe(options[0]!.id);
    expect(fresh[0]!.status).toBe('OFFERED');
    dataOf(await plan.calls.confirmOption(fresh[0]!.id));
    await settleOperations(server, plan.sessionId);
    expect(await plan.calls.read()).toMatchObject({ stage: 'PACKING', packingOptionIdStr: fresh[0]!.id });
  });
});

describe('packing', () => {
  it('refuses a restricted item with 1069, a book of another group, and more units than are left', async () => {
    const plan = await packingPlan(server, { plain: 2, restricted: 1, hazmat: 1, from: 240 });
    const boxes = boxCalls(server, plan);
    const [standard, dangerous] = plan.option.groups;
    const box = await boxes.create(standard!.idStr);
    const restricted = plan.items.find((item) => item.restricted)!;
    const hazmat = plan.items.find((item) => item.hazmatType !== null)!;
    const plain = plan.items.find((item) => !item.restricted && item.hazmatType === null)!;

    expect(apiError(await boxes.add(box.idStr, restricted.idStr, 1)).errorCode).toBe(ErrorCode.RESTRICTED_ITEM);
    expect(apiError(await boxes.add(box.idStr, hazmat.idStr, 1)).errorMessage).toBe('This book belongs to another packing group: put it in a box of that group.');
    expect(apiError(await boxes.add(box.idStr, plain.idStr, 2)).errorMessage).toBe('Only 1 of this book is left to box.');
    const added = dataOf(await boxes.add(box.idStr, plain.idStr, 1)) as BoxChangeReply;
    expect(added).toMatchObject({ box: { itemQty: 1, name: 'Box 1' }, items: [{ idStr: plain.idStr, boxedQty: 1 }], complete: false });
    expect(added.group.idStr).toBe(standard!.idStr);
    expect(dangerous).toBeDefined();
  });

  it('blocks finishing until every group’s units are boxed; a restricted book is left out with unboxed-qty 0', async () => {
    const plan = await packingPlan(server, { plain: 2, restricted: 1, from: 260 });
    const boxes = boxCalls(server, plan);
    const group = plan.option.groups[0]!;
    const box = await boxes.create(group.idStr);
    const [first, second] = plan.items.filter((item) => !item.restricted);
    const restricted = plan.items.find((item) => item.restricted)!;
    dataOf(await boxes.add(box.idStr, first!.idStr, 1));
    expect(apiError(await boxes.finish()).errorMessage).toBe('Packing is not complete: group 1 has 1 of 3 units boxed.');
    dataOf(await boxes.add(box.idStr, second!.idStr, 1));
    expect(apiError(await boxes.finish()).errorMessage).toBe('Packing is not complete: group 1 has 2 of 3 units boxed.');
    const left = dataOf(await boxes.unboxed(restricted.idStr, 0)) as { item: { quantity: number } };
    expect(left.item.quantity).toBe(0);
    const state = dataOf(await server.call<PackingState>(sellerApi.nsessionPacking.state, { params: { sessionId: plan.sessionId } }, plan.auth));
    expect(state.complete).toBe(true);
    expect(state.groups[0]).toMatchObject({ itemQty: 2, unitQty: 2, boxedSkuQty: 2, boxedUnitQty: 2 });
  });

  it('takes units out (fewer than in the box keeps the rest), moves them within a group, and sizes boxes in bulk', async () => {
    const plan = await packingPlan(server, { plain: 1, from: 280 });
    const boxes = boxCalls(server, plan);
    const [item] = plan.items;
    dataOf(await server.call(sellerApi.nsessionItems.unboxedQty, { params: { sessionId: plan.sessionId, itemId: item!.idStr }, body: { newUnboxedQty: 1 } }, plan.auth));
    const group = plan.option.groups[0]!;
    const one = await boxes.create(group.idStr);
    const two = await boxes.create(group.idStr);
    dataOf(await boxes.add(one.idStr, item!.idStr, 1));
    const moved = dataOf(await boxes.move(one.idStr, two.idStr, [{ itemId: item!.idStr, quantity: 1 }]));
    expect(moved.boxes.map((box) => [box.name, box.itemQty])).toEqual([['Box 2', 1], ['Box 1', 0]]);
    expect(apiError(await boxes.take(two.idStr, item!.idStr, 2)).errorMessage).toBe('The box holds 1 of this item; 2 cannot be taken out.');
    const taken = dataOf(await boxes.take(two.idStr, item!.idStr, 1)) as BoxChangeReply;
    expect(taken.box!.items).toEqual([]);
    const sized = dataOf(await boxes.specs([one.idStr, two.idStr], { length: 160, weight: 42 }));
    expect(sized.boxes.map((box) => [box.length, box.width, box.weight])).toEqual([[160, null, 42], [160, null, 42]]);
    const read = dataOf(await server.call<PackingBox>(sellerApi.nsessionPacking.getBox, { params: { sessionId: plan.sessionId, boxId: one.idStr } }, plan.auth));
    expect(read).toMatchObject({ idStr: one.idStr, name: 'Box 1', length: 160, weight: 42, items: [] });
    const other = await packingPlan(server, { plain: 1, from: 290 });
    expect((await server.call(sellerApi.nsessionPacking.getBox, { params: { sessionId: other.sessionId, boxId: one.idStr } }, other.auth)).status).toBe(404);
  });

  it('after a random sequence of packing operations, every group’s counts equal what its boxes hold', async () => {
    const plan = await packingPlan(server, { plain: 4, hazmat: 1, from: 300 });
    const boxes = boxCalls(server, plan);
    const itemIds = plan.items.map((item) => item.idStr);
    const groupIds = plan.option.groups.map((group) => group.idStr);
    const made: string[] = [];
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), group: fc.nat(groupIds.length - 1) }),
      fc.record({ kind: fc.constant('add' as const), box: fc.nat(20), item: fc.nat(itemIds.length - 1), quantity: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constant('take' as const), box: fc.nat(20), item: fc.nat(itemIds.length - 1), quantity: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constant('move' as const), box: fc.nat(20), target: fc.nat(20), item: fc.nat(itemIds.length - 1) }),
      fc.record({ kind: fc.constant('remove' as const), box: fc.nat(20) }),
      fc.record({ kind: fc.constant('unboxed' as const), item: fc.nat(itemIds.length - 1), quantity: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const step of operations) {
          const box = (index: number) => made[index % Math.max(made.length, 1)];
          // Refusals (wrong group, too many units, empty box) are part of the game: only 4xx is allowed.
          let reply: { status: number } | undefined;
          if (step.kind === 'create') made.push((await boxes.create(groupIds[step.group]!)).idStr);
          else if (step.kind === 'unboxed') reply = await boxes.unboxed(itemIds[step.item]!, step.quantity);
          else if (made.length === 0) continue;
          else if (step.kind === 'add') reply = await boxes.add(box(step.box)!, itemIds[step.item]!, step.quantity);
          else if (step.kind === 'take') reply = await boxes.take(box(step.box)!, itemIds[step.item]!, step.quantity);
          else if (step.kind === 'move') reply = await boxes.move(box(step.box)!, box(step.target)!, [{ itemId: itemIds[step.item]!, quantity: 1 }]);
          else {
            const removed = box(step.box)!;
            reply = await boxes.removeBox(removed);
            made.splice(made.indexOf(removed), 1);
          }
          if (reply) expect(reply.status).toBeLessThan(500);
        }
        const state = dataOf(await server.call<PackingState>(sellerApi.nsessionPacking.state, { params: { sessionId: plan.sessionId } }, plan.auth));
        for (const group of state.groups) {
          const inBoxes = state.boxes.filter((box) => box.packingGroupId === group.idStr).flatMap((box) => box.items);
          const boxedOf = (fnsku: string) => inBoxes.filter((entry) => entry.fnsku === fnsku).reduce((sum, entry) => sum + entry.quantity, 0);
          expect(group.boxedUnitQty).toBe(group.items.reduce((sum, entry) => sum + Math.min(boxedOf(entry.fnsku), entry.quantity), 0));
          expect(group.unitQty - group.boxedUnitQty).toBe(group.items.reduce((sum, entry) => sum + entry.quantity - boxedOf(entry.fnsku), 0));
          expect(group.boxedSkuQty).toBe(group.items.filter((entry) => boxedOf(entry.fnsku) === entry.quantity).length);
          // No unit is ever boxed twice, nor in another group's box.
          for (const entry of group.items) expect(boxedOf(entry.fnsku)).toBeLessThanOrEqual(entry.quantity);
        }
        expect(state.boxes.every((box) => groupIds.includes(box.packingGroupId))).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('shows the marketplace’s problems when it refuses the packing information, and takes it once fixed', async () => {
    const plan = await packingPlan(server, { plain: 2, from: 320 });
    const [box] = await packEverything(server, plan);
    const boxes = boxCalls(server, plan);
    // Too heavy for a box of several books.
    dataOf(await boxes.specs([box!.idStr], { weight: 520 }));
    dataOf(await boxes.finish());
    await settleOperations(server, plan.sessionId);
    const refused = await plan.calls.read();
    expect(refused).toMatchObject({ stage: 'PACKING', operation: { kind: 'SET_PACKING_INFORMATION', status: 'FAILED' } });
    expect(refused.operation!.problems).toEqual([expect.objectContaining({ code: 'BOX_TOO_HEAVY', severity: 'ERROR' })]);
    dataOf(await boxes.specs([box!.idStr], { weight: 40 }));
    dataOf(await boxes.resend());
    await settleOperations(server, plan.sessionId);
    const placed = await plan.calls.read();
    expect(placed.stage).toBe('PLACEMENT');
    expect(placed.placementOptions.length).toBeGreaterThanOrEqual(1);
    // Every placement option's carriers are quoted before any is confirmed.
    for (const option of placed.placementOptions) {
      for (const shipment of option.shipments) {
        expect(placed.transportOptions.filter((transport) => transport.shipmentId === shipment.id).map((transport) => transport.method)).toEqual(['SPD', 'LTL', 'SPD', 'LTL']);
      }
    }
  });
});
