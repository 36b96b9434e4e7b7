import type {
  Incentive,
  Item,
  OperationProblem as SpOperationProblem,
  PackingOption as SpPackingOption,
  PlacementOption as SpPlacementOption,
  TransportationOption,
} from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import {
  OPTION_STATUSES,
  type OperationProblem,
  type OptionStatus,
  type PackingOption,
  type PlacementOption,
  type PlacementShipment,
  type ShippingMethod,
  type TransportOption,
} from '../../../../src/contract/nsession/inbound';
import { addMs } from '../../inbound/ids';
import { PACKING_OPTION_TTL_MS } from '../../inbound/packingOptions';
import { PLACEMENT_OPTION_TTL_MS } from '../../inbound/placementOptions';
import { BOOKS_FREIGHT_CLASS } from '../../inbound/transportOptions';

/**
 * The Fulfillment Inbound API's answers in Folio's terms (src/contract/nsession/inbound): money in
 * cents, weights in tenths, SKUs by Folio's warehouse label code. Where the marketplace leaves a
 * field out, Folio says what it knows and no more (no delivery window it did not quote).
 */

const cents = (amount: number) => Math.round(amount * 100);
export const centsOf = (incentives: readonly Incentive[] | undefined) => (incentives ?? []).reduce((sum, incentive) => sum + cents(incentive.value.amount), 0);

const statusOf = (status: string): OptionStatus => ((OPTION_STATUSES as readonly string[]).includes(status) ? (status as OptionStatus) : 'OFFERED');

export const problemsOf = (problems: readonly SpOperationProblem[]): OperationProblem[] =>
  problems.map((problem) => ({
    code: problem.code,
    message: problem.details ? `${problem.message} ${problem.details}` : problem.message,
    severity: problem.severity === 'WARNING' ? 'WARNING' : 'ERROR',
  }));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A packing option with its groups' items. The marketplace names none, so its name says how many
 * groups the books go in; items come back by SKU and are told by Folio's label code.
 */
export function packingOptionOf(option: SpPackingOption, groupItems: ReadonlyMap<string, readonly Item[]>, fnskuOf: ReadonlyMap<string, string>, at: Date): PackingOption {
  const groups = option.packingGroups.map((id) => ({
    id,
    items: (groupItems.get(id) ?? []).map((item) => ({ fnsku: fnskuOf.get(item.msku) ?? item.fnsku, quantity: item.quantity })),
  }));
  return {
    id: option.packingOptionId,
    name: groups.length === 1 ? 'All books together' : `${plural(groups.length, 'group', 'groups')} packed apart`,
    groups,
    fee: centsOf(option.fees),
    discount: centsOf(option.discounts),
    status: statusOf(option.status),
    expiresAt: option.expiration ?? addMs(at, PACKING_OPTION_TTL_MS),
  };
}

/** A placement option with its shipments; its name says where the boxes go. */
export function placementOptionOf(option: SpPlacementOption, shipments: readonly PlacementShipment[], at: Date): PlacementOption {
  const warehouses = shipments.map((shipment) => shipment.destination);
  return {
    id: option.placementOptionId,
    name: `${plural(shipments.length, 'shipment', 'shipments')}: ${warehouses.join(', ')}`,
    fee: centsOf(option.fees) - centsOf(option.discounts),
    shipments: [...shipments],
    status: statusOf(option.status),
    expiresAt: option.expiration ?? addMs(at, PLACEMENT_OPTION_TTL_MS),
  };
}

const METHODS: Record<string, ShippingMethod> = { GROUND_SMALL_PARCEL: 'SPD', FREIGHT_LTL: 'LTL' };

/**
 * A transportation option as Folio shows it, or null for the modes Folio does not offer (full
 * truckload, ocean, air). The pallets and the ready date are those Folio asked the quote for.
 */
export function transportOptionOf(
  option: TransportationOption,
  asked: { readyToShip: string; pallets: Readonly<Record<string, number>>; expiresAt: string },
): TransportOption | null {
  const method = METHODS[option.shippingMode];
  if (!method) return null;
  const partnered = option.shippingSolution === 'AMAZON_PARTNERED_CARRIER';
  const ltl = method === 'LTL';
  return {
    id: option.transportationOptionId,
    shipmentId: option.shipmentId,
    method,
    carrier: option.carrier.name ?? option.carrier.alphaCode ?? (partnered ? 'Partnered carrier' : 'Your own carrier'),
    partnered,
    cost: option.quote ? cents(option.quote.cost.amount) : 0,
    readyToShip: asked.readyToShip,
    deliveryStart: null,
    deliveryEnd: null,
    pallets: ltl ? (asked.pallets[option.shipmentId] ?? 1) : null,
    freightClass: ltl ? BOOKS_FREIGHT_CLASS : null,
    expiresAt: option.quote?.expiration ?? asked.expiresAt,
  };
}
