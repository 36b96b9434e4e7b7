import type {
  Box,
  BoxInput,
  Incentive,
  Item,
  PackingOption as SpPackingOption,
  PlacementOption as SpPlacementOption,
  Shipment,
  TransportationOption,
} from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import type { OperationProblem, PackingOption, PlacementOption, TransportOption } from '../../../../src/contract/nsession/inbound';
import { hashCode13, mix32 } from '../../deriveBook';
import { inboundId } from '../../inbound/ids';
import type { InboundBox, InboundPlanItem } from '../../inbound/inboundMarketplace';
import { confirmationIdOf } from '../../inbound/inboundSimulator';
import { packingOptionsFor } from '../../inbound/packingOptions';
import { placementOptionsFor } from '../../inbound/placementOptions';
import { transportOptionsFor } from '../../inbound/transportOptions';

/**
 * The fake marketplace's inbound plans, held in memory. What it offers comes from the simulator's
 * own rules (packing, placement and transport options), put in the Selling Partner API's models, so
 * the adapter's translation back must give what the simulator gives: the conformance suite holds
 * both to the same expectations. A plan knows its items by the seller's SKU (msku) only, as the
 * marketplace does; the fake derives a weight for each from the SKU, a stand-in for the catalog.
 */

export interface FakeInboundPlan {
  id: string;
  seller: string;
  status: 'ACTIVE' | 'VOIDED' | 'SHIPPED';
  items: InboundPlanItem[];
  packingGeneration: number;
  packingOptions: PackingOption[];
  /** Set by setPackingInformation: the boxes in the order given, numbered from 1. */
  boxes: (InboundBox & { input: BoxInput })[];
  placementGeneration: number;
  placementOptions: PlacementOption[];
  transportOptions: TransportOption[];
  confirmedShipments: Set<string>;
  /** The transport option booked for each confirmed shipment. */
  booked: Map<string, string>;
}

const moneyOf = (cents: number) => ({ amount: cents / 100, code: 'USD' });
const incentive = (type: 'FEE' | 'DISCOUNT', target: string, cents: number): Incentive[] =>
  cents > 0 ? [{ type, target, description: `${target} ${type.toLowerCase()}`, value: moneyOf(cents) }] : [];

/** The fake's stand-in for the catalog: a SKU's weight (tenths of a pound) and ISBN-like key, from its name. */
function itemOf(msku: string, quantity: number): InboundPlanItem {
  let hash = 0x2f6b1d3c;
  for (const character of msku) hash = mix32(hash ^ character.charCodeAt(0));
  return { msku, fnsku: msku, isbn13: String(9_780_000_000_000 + (hash % 1_000_000_000)), quantity, weight: 4 + (hash % 20), dangerous: false };
}

export const fnskuOfMsku = (msku: string) => `X00${inboundId('', msku).slice(0, 7).toUpperCase()}`;

export function newPlan(seller: string, items: { msku: string; quantity: number }[], at: Date): FakeInboundPlan {
  return {
    id: inboundId('wf', seller, at.toISOString(), ...items.map((item) => `${item.msku}x${item.quantity}`)),
    seller,
    status: 'ACTIVE',
    items: items.map((item) => itemOf(item.msku, item.quantity)),
    packingGeneration: 0,
    packingOptions: [],
    boxes: [],
    placementGeneration: 0,
    placementOptions: [],
    transportOptions: [],
    confirmedShipments: new Set(),
    booked: new Map(),
  };
}

/** Options offered before a new set was generated no longer stand. */
const superseded = <Option extends { status: string }>(options: Option[]) =>
  options.map((option) => (option.status === 'OFFERED' ? { ...option, status: 'EXPIRED' as const } : option));

export function generatePacking(plan: FakeInboundPlan, at: Date) {
  plan.packingGeneration += 1;
  plan.packingOptions = superseded(plan.packingOptions);
  plan.packingOptions.push(...packingOptionsFor(plan.id, plan.packingGeneration, plan.items, at));
}

export function spPackingOption(option: PackingOption, at: Date): SpPackingOption {
  return {
    packingOptionId: option.id,
    packingGroups: option.groups.map((group) => group.id),
    fees: incentive('FEE', 'Packing', option.fee),
    discounts: incentive('DISCOUNT', 'Packing', option.discount),
    expiration: option.expiresAt,
    status: option.status === 'OFFERED' && at.getTime() >= Date.parse(option.expiresAt) ? 'EXPIRED' : option.status,
    supportedConfigurations: [],
    supportedShippingConfigurations: [
      { shippingMode: 'GROUND_SMALL_PARCEL', shippingSolution: 'AMAZON_PARTNERED_CARRIER' },
      { shippingMode: 'FREIGHT_LTL', shippingSolution: 'AMAZON_PARTNERED_CARRIER' },
    ],
  };
}

export function packingGroupItems(plan: FakeInboundPlan, groupId: string): Item[] | undefined {
  const group = plan.packingOptions.flatMap((option) => option.groups).find((candidate) => candidate.id === groupId);
  return group?.items.map(({ fnsku: msku, quantity }) => ({
    msku,
    fnsku: fnskuOfMsku(msku),
    asin: `B0${String(hashCode13(plan.items.find((item) => item.msku === msku)?.isbn13 ?? '0') % 100_000_000).padStart(8, '0')}`,
    quantity,
    labelOwner: 'SELLER',
    prepInstructions: [],
  }));
}

const tenthsOf = (value: number, unit: string, perTenth: number) => Math.round((unit === 'KG' || unit === 'CM' ? value / perTenth : value) * 10);

/** The boxes as the marketplace takes them, numbered for the simulator's placement rules. */
export function setBoxes(plan: FakeInboundPlan, groupings: { packingGroupId?: string; boxes: BoxInput[] }[]) {
  plan.boxes = groupings.flatMap((grouping) =>
    grouping.boxes.flatMap((input) => Array.from({ length: Math.max(1, input.quantity) }, () => ({ grouping, input }))),
  ).map(({ grouping, input }, index) => ({
    id: index + 1,
    number: index + 1,
    packingGroupId: grouping.packingGroupId ?? '',
    items: (input.items ?? []).map((item) => ({ fnsku: item.msku, quantity: item.quantity })),
    weight: tenthsOf(input.weight.value, input.weight.unit, 0.45359237),
    length: tenthsOf(input.dimensions.length, input.dimensions.unitOfMeasurement, 2.54),
    width: tenthsOf(input.dimensions.width, input.dimensions.unitOfMeasurement, 2.54),
    height: tenthsOf(input.dimensions.height, input.dimensions.unitOfMeasurement, 2.54),
    input,
  }));
}

export function generatePlacement(plan: FakeInboundPlan, at: Date) {
  plan.placementGeneration += 1;
  plan.placementOptions = superseded(plan.placementOptions);
  plan.placementOptions.push(...placementOptionsFor(plan.id, plan.placementGeneration, plan.boxes, plan.items, at));
}

export function spPlacementOption(option: PlacementOption, at: Date): SpPlacementOption {
  return {
    placementOptionId: option.id,
    shipmentIds: option.shipments.map((shipment) => shipment.id),
    fees: incentive('FEE', 'Placement Services', option.fee),
    discounts: [],
    expiration: option.expiresAt,
    status: option.status === 'OFFERED' && at.getTime() >= Date.parse(option.expiresAt) ? 'EXPIRED' : option.status,
  };
}

export function findShipment(plan: FakeInboundPlan, shipmentId: string) {
  for (const option of plan.placementOptions) {
    const shipment = option.shipments.find((candidate) => candidate.id === shipmentId);
    if (shipment) return { option, shipment };
  }
  return undefined;
}

export function spShipment(plan: FakeInboundPlan, shipmentId: string): Shipment | undefined {
  const found = findShipment(plan, shipmentId);
  if (!found) return undefined;
  const confirmed = plan.confirmedShipments.has(shipmentId);
  const booked = plan.booked.get(shipmentId);
  return {
    shipmentId,
    placementOptionId: found.option.id,
    destination: { destinationType: 'AMAZON_OPTIMIZED', warehouseId: found.shipment.destination },
    source: { sourceType: 'SELLER_FACILITY' },
    status: confirmed ? (booked ? 'READY_TO_SHIP' : 'WORKING') : 'UNCONFIRMED',
    ...(confirmed ? { shipmentConfirmationId: confirmationIdOf(shipmentId) } : {}),
    ...(booked ? { selectedTransportationOptionId: booked } : {}),
  };
}

export function shipmentBoxes(plan: FakeInboundPlan, shipmentId: string): Box[] | undefined {
  const found = findShipment(plan, shipmentId);
  if (!found) return undefined;
  const confirmationId = plan.confirmedShipments.has(shipmentId) ? confirmationIdOf(shipmentId) : null;
  return found.shipment.boxIds.map((boxId, index) => {
    const box = plan.boxes.find((candidate) => candidate.id === boxId)!;
    return {
      packageId: inboundId('pk', plan.id, shipmentId, boxId),
      ...(confirmationId ? { boxId: `${confirmationId}U${String(index + 1).padStart(6, '0')}` } : {}),
      contentInformationSource: box.input.contentInformationSource,
      dimensions: box.input.dimensions,
      weight: box.input.weight,
      quantity: 1,
      items: (box.input.items ?? []).map((item) => ({
        msku: item.msku,
        fnsku: fnskuOfMsku(item.msku),
        asin: '',
        quantity: item.quantity,
        labelOwner: item.labelOwner,
        prepInstructions: [],
      })),
    };
  });
}

export function generateTransport(plan: FakeInboundPlan, placement: PlacementOption, at: Date) {
  const quotes = transportOptionsFor(placement, at);
  const quoted = new Set(quotes.map((quote) => quote.shipmentId));
  plan.transportOptions = [...plan.transportOptions.filter((option) => !quoted.has(option.shipmentId)), ...quotes];
}

const VOID_HOURS = { SPD: 24, LTL: 1 } as const;

export function spTransportOption(option: TransportOption, at: Date): TransportationOption {
  return {
    transportationOptionId: option.id,
    shipmentId: option.shipmentId,
    carrier: { name: option.carrier, ...(option.partnered ? { alphaCode: option.method === 'SPD' ? 'UPSN' : 'ABFS' } : {}) },
    shippingMode: option.method === 'SPD' ? 'GROUND_SMALL_PARCEL' : 'FREIGHT_LTL',
    shippingSolution: option.partnered ? 'AMAZON_PARTNERED_CARRIER' : 'USE_YOUR_OWN_CARRIER',
    preconditions: [],
    ...(option.partnered
      ? {
          quote: {
            cost: moneyOf(option.cost),
            expiration: option.expiresAt,
            voidableUntil: new Date(at.getTime() + VOID_HOURS[option.method] * 3600_000).toISOString(),
          },
        }
      : {}),
  };
}

export const expiredProblem = (what: string, id: string): OperationProblem => ({
  code: 'FBA_INB_0000',
  message: `The ${what} ${id} has expired: generate the options again.`,
  severity: 'ERROR',
});

export const isExpired = (expiresAt: string, at: Date) => at.getTime() >= Date.parse(expiresAt);
