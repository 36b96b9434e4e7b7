import { expect, it } from 'vitest';
import { ErrorCode } from '../../../src/contract';
import type { OperationProblem, PackingOption, PlacementOption, TransportOption } from '../../../src/contract/nsession/inbound';
import type { InboundBox, InboundPlanItem, InboundPlanRef, InboundResults, InboundSource } from '../inbound/inboundMarketplace';
import type { InboundOperation, OperationState } from '../inbound/operations';
import { deriveBook } from '../deriveBook';
import { catalogBookWhere } from './books';
import type { ConformanceArea, ConformanceSubject } from './subject';

/**
 * The inbound workflow (design/INBOUND.md) from items to labels, and an option that expired, on
 * both implementations: the same steps give the same kinds of answers, whatever options each offers.
 */

const items: InboundPlanItem[] = [
  { msku: 'CONF-USED-1', fnsku: 'X00CONF0001', isbn13: '9780000000011', quantity: 3, weight: 8, dangerous: false },
  { msku: 'CONF-USED-2', fnsku: 'X00CONF0002', isbn13: '9780000000028', quantity: 2, weight: 25, dangerous: false },
  { msku: 'CONF-USED-3', fnsku: 'X00CONF0003', isbn13: '9780000000035', quantity: 1, weight: 12, dangerous: false },
];
const source: InboundSource = {
  firstName: 'Dana',
  lastName: 'Reed',
  companyName: 'Riverside Books',
  addressLine1: '12 Mill Lane',
  addressLine2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  phone: '503-555-0142',
  email: 'dana@folio.test',
};

/** Polls an operation on the subject's clock, moving it to each time the marketplace says to look again, until it has ended. */
async function ended<Result>(subject: ConformanceSubject, operation: InboundOperation): Promise<Exclude<OperationState<Result>, { status: 'IN_PROGRESS' }>> {
  for (let look = 0; look < 20; look++) {
    const state = await subject.asSeller(() => subject.marketplace.inbound.operation<Result>(operation, subject.clock.now()));
    if (state.status !== 'IN_PROGRESS') return state;
    subject.clock.advance(Math.max(0, Date.parse(state.retryAt) - subject.clock.now().getTime()));
  }
  throw new Error(`Operation ${operation.kind} did not end after 20 looks`);
}

async function succeeded<Kind extends keyof InboundResults>(subject: ConformanceSubject, start: () => Promise<InboundOperation>, _kind: Kind) {
  const state = await ended<InboundResults[Kind]>(subject, await subject.asSeller(start));
  if (state.status !== 'SUCCESS') throw new Error(`expected SUCCESS, got ${JSON.stringify(state)}`);
  return state.result;
}

const unitsOf = (entries: readonly { fnsku: string; quantity: number }[]) => {
  const units = new Map<string, number>();
  for (const entry of entries) units.set(entry.fnsku, (units.get(entry.fnsku) ?? 0) + entry.quantity);
  return Object.fromEntries([...units].sort());
};
const planUnits = unitsOf(items);

/** One measured box a packing group, with every unit of the group: its books' weight and half a pound, 12 × 9 × 6 in. */
function boxesFor(option: PackingOption): InboundBox[] {
  const weightOf = new Map(items.map((item) => [item.fnsku, item.weight]));
  return option.groups.map((group, index) => ({
    id: 100 + index,
    number: index + 1,
    packingGroupId: group.id,
    items: group.items,
    weight: 5 + group.items.reduce((sum, entry) => sum + entry.quantity * weightOf.get(entry.fnsku)!, 0),
    length: 120,
    width: 90,
    height: 60,
  }));
}

async function newPlan(subject: ConformanceSubject): Promise<InboundPlanRef> {
  const { planId } = await succeeded(subject, () => subject.marketplace.inbound.createPlan(1, items, source, subject.clock.now()), 'CREATE_PLAN');
  expect(planId).toMatch(/\S/);
  return { planId, items };
}

/** The packing options made for the `generation`th time (Folio counts them, so that each set has its own ids). */
async function packingOptions(subject: ConformanceSubject, plan: InboundPlanRef, generation = 1) {
  const { packingOptions } = await succeeded(subject, () => subject.marketplace.inbound.generatePackingOptions(plan, generation, subject.clock.now()), 'GENERATE_PACKING_OPTIONS');
  return packingOptions;
}

export const inboundConformance: ConformanceArea = (subject) => {
  it('names the listing a plan sends for a book: its label code, and on a real marketplace the seller\'s own FBA listing or a refusal', async () => {
    const { marketplace, account } = subject();
    const stock = await subject().asSeller(() => marketplace.existingStock(account));
    const fba = stock.find((sku) => sku.channel === 'FBA' && sku.condition === 'used')!;
    const listing = await subject().asSeller(() => marketplace.inboundListing(1, fba.asin, fba.subCondition));
    expect(listing.fnsku).toMatch(/^X00[0-9A-Z]{7}$/);
    const listed = stock.filter((sku) => sku.asin === fba.asin && sku.channel === 'FBA' && sku.subCondition === fba.subCondition).map((sku) => sku.sku);
    if (subject().name === 'simulator') {
      // The simulator lists any book: Folio gives the item a SKU of its own.
      expect(listing.sku).toBeNull();
    } else {
      expect(listed).toContain(listing.sku);
      const unlisted = deriveBook(catalogBookWhere((isbn13) => !stock.some((sku) => sku.isbn13 === isbn13)));
      await expect(subject().asSeller(() => marketplace.inboundListing(1, unlisted.asin, 'good'))).rejects.toMatchObject({
        errorCode: ErrorCode.MARKETPLACE_REFUSED,
        message: expect.stringContaining('no FBA listing'),
      });
    }
  });

  it('makes an inbound plan from items to labels: packing, boxes, placement, carriers, confirmation ids', async () => {
    const { inbound } = subject().marketplace;
    const at = () => subject().clock.now();
    const plan = await newPlan(subject());

    const offered = await packingOptions(subject(), plan);
    expect(offered.length).toBeGreaterThan(0);
    for (const option of offered) {
      expect(option.status).toBe('OFFERED');
      expect(Date.parse(option.expiresAt)).toBeGreaterThan(at().getTime());
      // Every option packs every unit of the plan, each in one group.
      expect(unitsOf(option.groups.flatMap((group) => group.items))).toEqual(planUnits);
    }
    const packing = offered[0]!;
    await succeeded(subject(), () => inbound.confirmPackingOption(plan, packing, at()), 'CONFIRM_PACKING_OPTION');
    const boxes = boxesFor(packing);
    await succeeded(subject(), () => inbound.setPackingInformation(plan, packing, boxes, at()), 'SET_PACKING_INFORMATION');

    const { placementOptions } = await succeeded(subject(), () => inbound.generatePlacementOptions(plan, boxes, 1, at()), 'GENERATE_PLACEMENT_OPTIONS');
    expect(placementOptions.length).toBeGreaterThan(0);
    for (const option of placementOptions) {
      // Each of Folio's boxes goes to exactly one warehouse of the option.
      expect(option.shipments.flatMap((shipment) => shipment.boxIds).sort()).toEqual(boxes.map((box) => box.id).sort());
      expect(option.shipments.reduce((sum, shipment) => sum + shipment.units, 0)).toBe(items.reduce((sum, item) => sum + item.quantity, 0));
      for (const shipment of option.shipments) expect(shipment.destination).toMatch(/\S/);
      expect(option.fee).toBeGreaterThanOrEqual(0);
    }
    const placement: PlacementOption = placementOptions[0]!;
    const { transportOptions } = await succeeded(subject(), () => inbound.generateTransportationOptions(plan, placement, boxes, at()), 'GENERATE_TRANSPORTATION_OPTIONS');
    const carriers: TransportOption[] = placement.shipments.map((shipment) => {
      const small = transportOptions.find((option) => option.shipmentId === shipment.id && option.method === 'SPD' && option.partnered);
      expect(small, `a partnered small-parcel quote for ${shipment.id}`).toBeDefined();
      expect(small!.cost).toBeGreaterThan(0);
      return small!;
    });

    const { shipments } = await succeeded(subject(), () => inbound.confirmPlacementOption(plan, placement, at()), 'CONFIRM_PLACEMENT_OPTION');
    expect(shipments.map((shipment) => shipment.shipmentId).sort()).toEqual(placement.shipments.map((shipment) => shipment.id).sort());
    for (const shipment of shipments) expect(shipment.confirmationId).toMatch(/^FBA[0-9A-Z]+$/);
    await succeeded(subject(), () => inbound.confirmTransportationOptions(plan, carriers, at()), 'CONFIRM_TRANSPORTATION_OPTIONS');

    const [first] = shipments;
    const boxCount = placement.shipments.find((shipment) => shipment.id === first!.shipmentId)!.boxIds.length;
    const labels = await subject().asSeller(() =>
      inbound.labels(plan, { shipmentId: first!.shipmentId, confirmationId: first!.confirmationId, labelType: 'BOX', pageType: 'THERMAL_4X6', boxes: boxCount, pallets: 0 }, at()),
    );
    if (subject().name === 'simulator') {
      // The simulator's labels are drawn by Folio from the shipment's data.
      expect(labels).toBeNull();
    } else {
      // The marketplace's own PDF, at a signed address that needs no token.
      const document = await fetch(labels!);
      expect(document.headers.get('content-type')).toContain('application/pdf');
      expect((await document.text()).startsWith('%PDF')).toBe(true);
    }
  });

  it('refuses an option that has expired, saying so, until the options are made again', async () => {
    const { inbound } = subject().marketplace;
    const plan = await newPlan(subject());
    const [stale] = await packingOptions(subject(), plan);
    subject().clock.advance(Date.parse(stale!.expiresAt) - subject().clock.now().getTime() + 60_000);
    const refused = await ended(subject(), await subject().asSeller(() => inbound.confirmPackingOption(plan, stale!, subject().clock.now())));
    expect(refused.status).toBe('FAILED');
    expect(refused.problems).toContainEqual(expect.objectContaining<Partial<OperationProblem>>({ severity: 'ERROR', message: expect.stringMatching(/expired/) }));

    const [fresh] = await packingOptions(subject(), plan, 2);
    expect(fresh!.id).not.toBe(stale!.id);
    await succeeded(subject(), () => inbound.confirmPackingOption(plan, fresh!, subject().clock.now()), 'CONFIRM_PACKING_OPTION');
  });
};
