import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi } from '../../../src/contract';
import type { Nsession, ShipmentDetail, ShipmentLabels } from '../../../src/contract/nsession';
import { users } from '../../db/schema';
import { allJobs } from '../../allJobs';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { startTestQueue } from '../../testing/jobQueue';
import { advanceHours, settleOperations } from '../../testing/nsession';
import { boxCalls, packingPlan, placementPlan, scannedPlan } from '../../testing/nsessionPlans';
import { SIMULATED_OPERATION_MS } from '../../marketplace/inbound/operations';
import { operationsOf, settleOperation } from './operations';
import { apiError, dataOf, startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const placement = sellerApi.nsessionPlacement;
type Plan = Awaited<ReturnType<typeof placementPlan>>;

const call = {
  select: (plan: Plan, placementOptionId: string) => server.call<Nsession>(placement.select, { params: { sessionId: plan.sessionId }, body: { placementOptionId } }, plan.auth),
  transport: (plan: Plan, placementId: string, method: 'SPD' | 'LTL') =>
    server.call<Nsession>(placement.transportAll, { params: { sessionId: plan.sessionId, placementId }, body: { method } }, plan.auth),
  voidTransport: (plan: Plan, placementId: string, shipmentId: string) =>
    server.call<Nsession>(placement.transportReset, { params: { sessionId: plan.sessionId, placementId, shipmentId } }, plan.auth),
  labels: (plan: Plan, shipmentId: string, query: Record<string, string> = {}) =>
    server.call<ShipmentLabels>(placement.labels, { params: { sessionId: plan.sessionId, shipmentId }, query }, plan.auth),
};

/** Confirms the placement option and the method's partnered transport for all its shipments. */
async function book(plan: Plan, method: 'SPD' | 'LTL', pick = 0) {
  const option = plan.session.placementOptions[pick]!;
  dataOf(await call.select(plan, option.id));
  await settleOperations(server, plan.sessionId);
  dataOf(await call.transport(plan, option.id, method));
  await settleOperations(server, plan.sessionId);
  return { option, session: await plan.calls.read() };
}

describe('placement and transport', () => {
  it('offers placements with their fees and every shipment’s carriers, cheapest split without a fee', async () => {
    const plan = await placementPlan(server, { plain: 6, hazmat: 1, from: 400 });
    const [first, ...others] = plan.session.placementOptions;
    expect(first!.fee).toBe(0);
    for (const option of others) expect(option.fee).toBeGreaterThan(0);
    const shipment = first!.shipments[0]!;
    const detail = dataOf(
      await server.call<ShipmentDetail>(placement.shipment, { params: { sessionId: plan.sessionId, placementId: first!.id, shipmentId: shipment.id } }, plan.auth),
    );
    expect(detail.confirmationId).toBeNull();
    expect(detail.boxes.map((box) => box.idStr).sort()).toEqual(shipment.boxIds.map(String).sort());
    expect(detail.transportOptions.filter((option) => option.partnered).map((option) => option.method)).toEqual(['SPD', 'LTL']);
  });

  it('refuses transport before its placement is confirmed, then books it with a confirmation id per shipment', async () => {
    const plan = await placementPlan(server, { plain: 3, from: 430 });
    const option = plan.session.placementOptions[0]!;
    expect(apiError(await call.transport(plan, option.id, 'SPD')).errorMessage).toBe('Confirm this placement option before its transport.');
    const { session } = await book(plan, 'SPD');
    expect(session.stage).toBe('LABELS');
    expect(session.placementOptionIdStr).toBe(option.id);
    expect(session.placementOptions.find((candidate) => candidate.id === option.id)!.status).toBe('ACCEPTED');
    for (const shipment of session.shipments) {
      expect(shipment.confirmationId).toMatch(/^FBA1[0-9A-Z]{8}$/);
      expect(shipment.transportOptionId).toMatch(/^to/);
      expect(Date.parse(shipment.voidableUntil!) - server.clock().getTime()).toBeGreaterThan(24 * 3600_000 - 10_000);
    }
    expect(apiError(await call.select(plan, option.id)).errorMessage).toMatch(/The plan is ready for labels/);
  });

  it('refuses an expired placement option', async () => {
    const plan = await placementPlan(server, { plain: 2, from: 450 });
    await advanceHours(server, plan.seller, 72);
    expect(apiError(await call.select(plan, plan.session.placementOptions[0]!.id)).errorMessage).toBe('This placement option has expired: generate the options again.');
    dataOf(await server.call<Nsession>(placement.reset, { params: { sessionId: plan.sessionId } }, plan.auth));
    await settleOperations(server, plan.sessionId);
    const renewed = await plan.calls.read();
    expect(renewed.placementOptions[0]!.status).toBe('OFFERED');
    expect(renewed.placementOptions[0]!.id).not.toBe(plan.session.placementOptions[0]!.id);
  });

  it('voids small-parcel transport within 24 hours, not after', async () => {
    const plan = await placementPlan(server, { plain: 2, from: 470 });
    const { option, session } = await book(plan, 'SPD');
    const [shipment] = session.shipments;
    await advanceHours(server, plan.seller, 23);
    dataOf(await call.voidTransport(plan, option.id, shipment!.shipmentId));
    await settleOperations(server, plan.sessionId);
    const voided = await plan.calls.read();
    expect(voided.shipments[0]).toMatchObject({ transportOptionId: null, voidableUntil: null });
    expect(voided.stage).toBe('PLACEMENT');
    // Booked again; this time the window passes.
    dataOf(await call.transport(plan, option.id, 'SPD'));
    await settleOperations(server, plan.sessionId);
    await advanceHours(server, plan.seller, 24.1);
    expect(apiError(await call.voidTransport(plan, option.id, shipment!.shipmentId)).errorMessage).toMatch(/that window has closed\.$/);
  });

  it('gives LTL an hour to void, pallet labels and a bill of lading', async () => {
    const plan = await placementPlan(server, { plain: 2, from: 490 });
    const { option, session } = await book(plan, 'LTL');
    const [shipment] = session.shipments;
    const voidWindow = Date.parse(shipment!.voidableUntil!) - server.clock().getTime();
    expect(voidWindow).toBeLessThanOrEqual(3600_000);
    expect(voidWindow).toBeGreaterThan(3600_000 - 10_000);
    const pallets = dataOf(await call.labels(plan, shipment!.shipmentId, { labelType: 'PALLET', pageType: 'LETTER_4' }));
    expect(pallets).toMatchObject({ labelType: 'PALLET', pageType: 'LETTER_4', boxes: [], pallets: [{ number: 1, of: 1 }] });
    const bill = dataOf(await call.labels(plan, shipment!.shipmentId, { labelType: 'BILL_OF_LADING' }));
    expect(bill.billOfLading).toMatchObject({ carrier: 'Partnered LTL freight', freightClass: '70', pallets: 1 });
    await advanceHours(server, plan.seller, 1);
    expect(apiError(await call.voidTransport(plan, option.id, shipment!.shipmentId)).errorMessage).toMatch(/that window has closed\.$/);
  });

  it('prints box labels with the confirmation id and each box’s content, then completes the plan', async () => {
    const plan = await placementPlan(server, { plain: 3, hazmat: 1, from: 510 });
    const address = { companyName: 'Riverside Books', addressLine1: '12 Mill Lane', addressLine2: null, city: 'Portland', state: 'OR', zip: '97201' };
    await server.db.update(users).set(address).where(eq(users.id, plan.seller.userId));
    const { session } = await book(plan, 'SPD');
    const units = new Map(plan.items.map((item) => [item.fnsku, item.quantity]));
    for (const shipment of session.shipments) {
      const labels = dataOf(await call.labels(plan, shipment.shipmentId));
      expect(labels).toMatchObject({ confirmationId: shipment.confirmationId, labelType: 'BOX', pageType: 'THERMAL_4X6', destination: shipment.destination });
      // SHIP FROM is the business and its address, not the name alone.
      expect(labels.shipFrom).toEqual(['Riverside Books', '12 Mill Lane', 'Portland, OR 97201']);
      labels.boxes.forEach((label, index) => {
        expect(label.labelId).toBe(`${shipment.confirmationId}U${String(index + 1).padStart(6, '0')}`);
        expect(label.content.startsWith(`AMZN,PO:${shipment.confirmationId},FNSKU:`)).toBe(true);
      });
      for (const label of labels.boxes) for (const [, fnsku, quantity] of label.content.matchAll(/FNSKU:(\w+),QTY:(\d+)/g)) expect(Number(quantity)).toBe(units.get(fnsku!));
    }
    const [firstShipment] = session.shipments;
    const firstBoxId = firstShipment!.boxIds[0]!;
    const one = dataOf(
      await server.call<ShipmentLabels>(placement.boxLabel, { params: { sessionId: plan.sessionId, shipmentId: firstShipment!.shipmentId, boxId: firstBoxId }, query: { pageType: 'LETTER_6' } }, plan.auth),
    );
    expect(one).toMatchObject({ pageType: 'LETTER_6', boxes: [{ boxIdStr: String(firstBoxId), labelId: `${firstShipment!.confirmationId}U000001` }] });
    const pallet = await call.labels(plan, session.shipments[0]!.shipmentId, { labelType: 'PALLET' });
    expect(apiError(pallet).errorMessage).toBe('Pallet labels and the bill of lading are for LTL shipments only.');

    const done = dataOf(await server.call<Nsession>(sellerApi.nsessions.complete, { params: { sessionId: plan.sessionId } }, plan.auth));
    expect(done).toMatchObject({ stage: 'COMPLETE', planStatus: 'SHIPPED' });
    const file = dataOf(await server.call<{ fileName: string; csv: string }>(placement.file, { params: { sessionId: plan.sessionId } }, plan.auth));
    expect(file.csv.split('\r\n')[0]).toBe('SKU,FNSKU,ASIN,ISBN,Title,Condition,Quantity,Boxed,Price,Min,Max,Boxes,Shipments');
    for (const shipment of session.shipments) expect(file.csv).toContain(shipment.confirmationId);
  });
});

describe('the plan’s operation as the screens read it', () => {
  it('is one still running while the carriers of several placements are quoted, not the newest that ended', async () => {
    const plan = await packingPlan(server, { plain: 6, from: 560 });
    // A box a book: the boxes go to different warehouses, so there are several ways to place them.
    const boxes = boxCalls(server, plan);
    for (const group of plan.option.groups) {
      for (const entry of group.items) {
        const item = plan.items.find((candidate) => candidate.fnsku === entry.fnsku)!;
        const box = await boxes.create(group.idStr);
        dataOf(await boxes.add(box.idStr, item.idStr, entry.quantity));
        dataOf(await boxes.specs([box.idStr], { weight: item.weight * entry.quantity + 5, length: 120, width: 90, height: 60 }));
      }
    }
    dataOf(await boxes.finish());
    const deps = { db: server.db, clock: server.clock, marketplace: createSimulatedMarketplace({ catalogSize: server.config.catalogSize }) };
    const send = async () => null;
    // Packing information, then placement options: each ends and starts the next.
    for (let round = 0; round < 2; round++) {
      server.advanceClock(SIMULATED_OPERATION_MS);
      const running = (await operationsOf(server.db, plan.sessionId)).filter((row) => row.status === 'IN_PROGRESS');
      for (const row of running) await settleOperation(deps, send, row.id);
    }
    const quotes = (await operationsOf(server.db, plan.sessionId)).filter((row) => row.kind === 'GENERATE_TRANSPORTATION_OPTIONS');
    expect(quotes.length).toBeGreaterThan(1);
    server.advanceClock(SIMULATED_OPERATION_MS);
    await settleOperation(deps, send, quotes.at(-1)!.id);
    expect((await plan.calls.read()).operation).toMatchObject({ kind: 'GENERATE_TRANSPORTATION_OPTIONS', status: 'IN_PROGRESS' });
    await settleOperations(server, plan.sessionId);
    expect((await plan.calls.read()).operation).toMatchObject({ kind: 'GENERATE_TRANSPORTATION_OPTIONS', status: 'SUCCESS' });
  });
});

describe('operations on the job queue', () => {
  it('are worked by whichever worker runs: a plan submitted where nothing works jobs is made once one starts', async () => {
    // This server only queues; the worker below stands for the server started again.
    const plan = await scannedPlan(server, { plain: 2, from: 540 });
    dataOf(await plan.calls.submit());
    const worker = await startTestQueue(server.database, allJobs, {
      workWith: { db: server.db, clock: server.clock, marketplace: createSimulatedMarketplace({ catalogSize: server.config.catalogSize }) },
    });
    try {
      const deadline = Date.now() + 30_000;
      let session = await plan.calls.read();
      while (session.stage !== 'PACKING_OPTIONS' || session.operation?.status !== 'SUCCESS' || session.operation.kind !== 'GENERATE_PACKING_OPTIONS') {
        if (Date.now() > deadline) throw new Error(`operations did not end: ${JSON.stringify(session.operation)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
        session = await plan.calls.read();
      }
      expect(session.planId).toMatch(/^wf/);
      expect((await plan.calls.options()).options.length).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }
  }, 45_000);
});
