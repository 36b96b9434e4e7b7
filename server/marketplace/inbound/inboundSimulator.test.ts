import { describe, expect, it } from 'vitest';
import type { PackingOption, PlacementOption, TransportOption } from '../../../src/contract/nsession/inbound';
import { HAZMAT_DESTINATION } from '../listing';
import type { InboundBox, InboundPlanItem, InboundPlanRef, InboundResults, InboundSource } from './inboundMarketplace';
import { createInboundSimulator } from './inboundSimulator';
import { SIMULATED_OPERATION_MS, type InboundOperation } from './operations';

const inbound = createInboundSimulator();
const t0 = new Date('2026-11-02T09:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3600_000;

const items: InboundPlanItem[] = [
  { msku: 'LIGHT-1', fnsku: 'X00LIGHT001', isbn13: '9780000000011', quantity: 3, weight: 8, dangerous: false },
  { msku: 'HEAVY-1', fnsku: 'X00HEAVY001', isbn13: '9780000000028', quantity: 2, weight: 25, dangerous: false },
  { msku: 'HAZMAT-1', fnsku: 'X00HAZMAT01', isbn13: '9780000000035', quantity: 1, weight: 12, dangerous: true },
];
const plan: InboundPlanRef = { planId: 'wfTESTPLAN', items };
const source: InboundSource = { firstName: 'Test', lastName: 'Seller', companyName: null, addressLine1: '1 Main St', addressLine2: null, city: 'Reno', state: 'NV', zip: '89501', phone: null, email: 'seller@folio.test' };

/** Runs an operation to its end on the simulator's clock and returns what it produced. */
async function finished<Kind extends keyof InboundResults>(operation: InboundOperation & { kind: Kind }, at = later(SIMULATED_OPERATION_MS)) {
  const state = await inbound.operation<InboundResults[Kind]>(operation, at);
  if (state.status !== 'SUCCESS') throw new Error(`expected SUCCESS, got ${JSON.stringify(state)}`);
  return state.result;
}
const asKind = <Kind extends keyof InboundResults>(operation: InboundOperation, kind: Kind) => {
  expect(operation.kind).toBe(kind);
  return operation as InboundOperation & { kind: Kind };
};

function box(id: number, packingGroupId: string, entries: InboundBox['items'], measured = true): InboundBox {
  const weight = entries.reduce((sum, entry) => sum + entry.quantity * items.find((item) => item.fnsku === entry.fnsku)!.weight, 0) + 5;
  return { id, number: id, packingGroupId, items: entries, ...(measured ? { weight, length: 120, width: 90, height: 60 } : { weight: null, length: null, width: null, height: null }) };
}

describe('the simulated inbound workflow', () => {
  it('answers an operation at once, IN_PROGRESS until its time has passed, then SUCCESS with the plan id', async () => {
    const operation = await inbound.createPlan(7, items, source, t0);
    expect(operation.operationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await inbound.operation(operation, later(SIMULATED_OPERATION_MS - 1))).toEqual({
      status: 'IN_PROGRESS',
      retryAt: later(SIMULATED_OPERATION_MS).toISOString(),
    });
    const { planId } = await finished(asKind(operation, 'CREATE_PLAN'));
    expect(planId).toMatch(/^wf[0-9a-z]{12}$/);
    // The stored handle survives JSON, as it must: Folio keeps it in the database while it runs.
    const { planId: again } = await finished(asKind(JSON.parse(JSON.stringify(operation)) as InboundOperation, 'CREATE_PLAN'));
    expect(again).toBe(planId);
  });

  it('refuses a plan of more than 2,000 SKUs with an ERROR problem', async () => {
    const many = Array.from({ length: 2001 }, (_, index) => ({ ...items[0]!, fnsku: `X00${String(index).padStart(7, '0')}` }));
    const state = await inbound.operation(await inbound.createPlan(7, many, source, t0), later(SIMULATED_OPERATION_MS));
    expect(state).toEqual({ status: 'FAILED', problems: [expect.objectContaining({ code: 'TOO_MANY_SKUS', severity: 'ERROR' })] });
  });

  it('offers packing options that keep dangerous goods apart, and light and heavy books apart for a discount', async () => {
    const { packingOptions } = await finished(asKind(await inbound.generatePackingOptions(plan, 1, t0), 'GENERATE_PACKING_OPTIONS'));
    expect(packingOptions.map((option) => option.groups.map((group) => group.items.map((entry) => entry.fnsku)))).toEqual([
      [['X00LIGHT001', 'X00HEAVY001'], ['X00HAZMAT01']],
      [['X00LIGHT001'], ['X00HEAVY001'], ['X00HAZMAT01']],
    ]);
    expect(packingOptions[1]).toMatchObject({ discount: 5 * 2, status: 'OFFERED', expiresAt: later(24 * HOUR).toISOString() });
    // Generated again, the options get new ids; generated the same way, the same ids.
    const { packingOptions: same } = await finished(asKind(await inbound.generatePackingOptions(plan, 1, t0), 'GENERATE_PACKING_OPTIONS'));
    const { packingOptions: next } = await finished(asKind(await inbound.generatePackingOptions(plan, 2, t0), 'GENERATE_PACKING_OPTIONS'));
    expect(same[0]!.id).toBe(packingOptions[0]!.id);
    expect(next[0]!.id).not.toBe(packingOptions[0]!.id);
  });

  it('fails the confirmation of an expired packing option', async () => {
    const { packingOptions } = await finished(asKind(await inbound.generatePackingOptions(plan, 1, t0), 'GENERATE_PACKING_OPTIONS'));
    const option = packingOptions[0]!;
    const inTime = await inbound.confirmPackingOption(plan, option, later(23 * HOUR));
    expect((await inbound.operation(inTime, later(24 * HOUR))).status).toBe('SUCCESS');
    const tooLate = await inbound.confirmPackingOption(plan, option, later(24 * HOUR));
    expect(await inbound.operation(tooLate, later(25 * HOUR))).toEqual({
      status: 'FAILED',
      problems: [expect.objectContaining({ code: 'OPTION_EXPIRED', severity: 'ERROR' })],
    });
  });

  describe('with the plan packed', () => {
    let option: PackingOption;
    let boxes: InboundBox[];
    const pack = async () => {
      const { packingOptions } = await finished(asKind(await inbound.generatePackingOptions(plan, 1, t0), 'GENERATE_PACKING_OPTIONS'));
      option = packingOptions[0]!;
      const [standard, dangerous] = option.groups;
      boxes = [
        box(11, standard!.id, [{ fnsku: 'X00LIGHT001', quantity: 3 }]),
        box(12, standard!.id, [{ fnsku: 'X00HEAVY001', quantity: 2 }]),
        box(13, dangerous!.id, [{ fnsku: 'X00HAZMAT01', quantity: 1 }]),
      ];
    };

    it('accepts complete, measured packing information', async () => {
      await pack();
      const state = await inbound.operation(await inbound.setPackingInformation(plan, option, boxes, t0), later(SIMULATED_OPERATION_MS));
      expect(state).toEqual({ status: 'SUCCESS', result: {}, problems: [] });
    });

    it('refuses units left out, unmeasured and overweight boxes, and warns of an underweight one', async () => {
      await pack();
      const wrong = [
        box(11, option.groups[0]!.id, [{ fnsku: 'X00LIGHT001', quantity: 2 }], false),
        { ...box(12, option.groups[0]!.id, [{ fnsku: 'X00HEAVY001', quantity: 2 }]), weight: 520 },
        { ...box(13, option.groups[1]!.id, [{ fnsku: 'X00HAZMAT01', quantity: 1 }]), weight: 3 },
      ];
      const state = await inbound.operation(await inbound.setPackingInformation(plan, option, wrong, t0), later(SIMULATED_OPERATION_MS));
      expect(state.status).toBe('FAILED');
      expect(state.status === 'FAILED' && state.problems.map((entry) => `${entry.severity} ${entry.code}`)).toEqual([
        'ERROR UNITS_NOT_BOXED',
        'ERROR BOX_NOT_MEASURED',
        'ERROR BOX_TOO_HEAVY',
        'WARNING BOX_UNDERWEIGHT',
      ]);
    });

    it('splits boxes across warehouses with a fee for fewer of them; dangerous goods go to the hazmat warehouse', async () => {
      await pack();
      const { placementOptions } = await finished(asKind(await inbound.generatePlacementOptions(plan, boxes, 1, t0), 'GENERATE_PLACEMENT_OPTIONS'));
      expect(placementOptions.length).toBeGreaterThanOrEqual(1);
      for (const placement of placementOptions) {
        expect(placement.shipments.flatMap((shipment) => shipment.boxIds).sort()).toEqual([11, 12, 13]);
        expect(placement.shipments.find((shipment) => shipment.boxIds.includes(13))!.destination).toBe(HAZMAT_DESTINATION);
        expect(placement.expiresAt).toBe(later(72 * HOUR).toISOString());
      }
      expect(placementOptions[0]!.fee).toBe(0);
      const fees = placementOptions.map((placement) => placement.fee);
      expect([...fees].sort((a, b) => a - b)).toEqual(fees);
      const shipmentCounts = placementOptions.map((placement) => placement.shipments.length);
      expect([...shipmentCounts].sort((a, b) => b - a)).toEqual(shipmentCounts);
    });

    it('quotes partnered small parcel and LTL for every shipment, then confirms with FBA ids and voids only within the window', async () => {
      await pack();
      const { placementOptions } = await finished(asKind(await inbound.generatePlacementOptions(plan, boxes, 1, t0), 'GENERATE_PLACEMENT_OPTIONS'));
      const placement: PlacementOption = placementOptions.at(-1)!;
      const { transportOptions } = await finished(asKind(await inbound.generateTransportationOptions(plan, placement, boxes, t0), 'GENERATE_TRANSPORTATION_OPTIONS'));
      for (const shipment of placement.shipments) {
        const forShipment = transportOptions.filter((option) => option.shipmentId === shipment.id);
        expect(forShipment.map((option) => `${option.method} ${option.partnered}`)).toEqual(['SPD true', 'LTL true', 'SPD false', 'LTL false']);
        const spd = forShipment[0]!;
        expect(spd.cost).toBe(shipment.boxIds.length * 650 + Math.round(shipment.weight * 4.5));
        expect(forShipment[1]).toMatchObject({ pallets: 1, freightClass: '70' });
        expect(spd.readyToShip).toBe('2026-11-03');
      }
      const { shipments } = await finished(asKind(await inbound.confirmPlacementOption(plan, placement, t0), 'CONFIRM_PLACEMENT_OPTION'));
      expect(shipments.map((shipment) => shipment.shipmentId)).toEqual(placement.shipments.map((shipment) => shipment.id));
      for (const shipment of shipments) expect(shipment.confirmationId).toMatch(/^FBA1[0-9A-Z]{8}$/);

      const chosen: TransportOption[] = transportOptions.filter((option) => option.method === 'SPD' && option.partnered);
      const confirmed = await inbound.operation(await inbound.confirmTransportationOptions(plan, chosen, t0), later(SIMULATED_OPERATION_MS));
      expect(confirmed.status).toBe('SUCCESS');
      const own = transportOptions.filter((option) => !option.partnered).slice(0, 1);
      const refused = await inbound.operation(await inbound.confirmTransportationOptions(plan, own, t0), later(SIMULATED_OPERATION_MS));
      expect(refused).toMatchObject({ status: 'FAILED', problems: [{ code: 'CARRIER_NOT_PARTNERED' }] });

      const voidableUntil = later(24 * HOUR).toISOString();
      const inWindow = await inbound.voidTransportation(plan, shipments[0]!.shipmentId, voidableUntil, later(23 * HOUR));
      expect((await inbound.operation(inWindow, later(24 * HOUR))).status).toBe('SUCCESS');
      const outside = await inbound.voidTransportation(plan, shipments[0]!.shipmentId, voidableUntil, later(24 * HOUR));
      expect(await inbound.operation(outside, later(25 * HOUR))).toMatchObject({ status: 'FAILED', problems: [{ code: 'VOID_WINDOW_CLOSED' }] });
    });

    it('quotes a confirmed placement again after its quotes expired, with new ids; an expired placement still offered is not quoted', async () => {
      await pack();
      const { placementOptions } = await finished(asKind(await inbound.generatePlacementOptions(plan, boxes, 1, t0), 'GENERATE_PLACEMENT_OPTIONS'));
      const placement = placementOptions[0]!;
      const { transportOptions: first } = await finished(asKind(await inbound.generateTransportationOptions(plan, placement, boxes, t0), 'GENERATE_TRANSPORTATION_OPTIONS'));
      for (const option of first) expect(option.expiresAt).toBe(placement.expiresAt);

      const threeDaysOn = later(72 * HOUR);
      const stale = await inbound.operation(await inbound.generateTransportationOptions(plan, placement, boxes, threeDaysOn), later(72 * HOUR + SIMULATED_OPERATION_MS));
      expect(stale).toMatchObject({ status: 'FAILED', problems: [{ code: 'OPTION_EXPIRED' }] });

      const confirmed: PlacementOption = { ...placement, status: 'ACCEPTED' };
      const requote = await inbound.generateTransportationOptions(plan, confirmed, boxes, threeDaysOn);
      const { transportOptions: again } = await finished(asKind(requote, 'GENERATE_TRANSPORTATION_OPTIONS'), later(72 * HOUR + SIMULATED_OPERATION_MS));
      expect(again.map((option) => option.shipmentId)).toEqual(first.map((option) => option.shipmentId));
      for (const option of again) {
        expect(option.expiresAt).toBe(later(144 * HOUR).toISOString());
        expect(first.map((old) => old.id)).not.toContain(option.id);
      }
      const booked = await inbound.confirmTransportationOptions(plan, again.filter((option) => option.partnered && option.method === 'SPD'), later(73 * HOUR));
      expect((await inbound.operation(booked, later(74 * HOUR))).status).toBe('SUCCESS');
    });
  });

  it('cancels a plan at any time, warning of carrier charges for transport past its void window', async () => {
    const inWindow = await inbound.operation(await inbound.cancelPlan(plan, [later(24 * HOUR).toISOString()], later(23 * HOUR)), later(24 * HOUR));
    expect(inWindow).toEqual({ status: 'SUCCESS', result: {}, problems: [] });
    const windows = [later(24 * HOUR).toISOString(), later(HOUR).toISOString(), later(48 * HOUR).toISOString()];
    const late = await inbound.operation(await inbound.cancelPlan(plan, windows, later(25 * HOUR)), later(26 * HOUR));
    expect(late).toMatchObject({ status: 'SUCCESS', problems: [{ code: 'CANCELLATION_CHARGES', severity: 'WARNING', message: expect.stringMatching(/^2 shipments /) }] });
  });
});
