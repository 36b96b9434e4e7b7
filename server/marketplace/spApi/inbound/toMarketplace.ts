import type {
  AddressInput,
  BoxInput,
  ItemInput,
  PackageGroupingInput,
  ShipmentTransportationConfiguration,
} from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import type { PackingOption, PlacementOption } from '../../../../src/contract/nsession/inbound';
import type { InboundBox, InboundPlanItem, InboundSource } from '../../inbound/inboundMarketplace';
import { BOOKS_FREIGHT_CLASS, BOXES_PER_PALLET } from '../../inbound/transportOptions';

/** Folio's plan in the Fulfillment Inbound API's models: items by SKU, sizes in inches, weights in pounds. */

/** Sellers label and prep their own books: the marketplace's services for it ended in 2026 (INBOUND.md). */
const SELLERS_OWN = { labelOwner: 'SELLER', prepOwner: 'SELLER' } as const;

export const itemInputs = (items: readonly InboundPlanItem[]): ItemInput[] => items.map(({ msku, quantity }) => ({ msku, quantity, ...SELLERS_OWN }));

/** The country a store's sellers ship from, by marketplace id; a seller elsewhere ships across a border Folio does not handle. */
const COUNTRY_OF_STORE: Record<string, string> = {
  ATVPDKIKX0DER: 'US', A2EUQ1WTGCTBG2: 'CA', A1AM78C64UM0Y8: 'MX', A2Q3Y263D00KWC: 'BR', A1F83G8C2ARO7P: 'GB', A1PA6795UKMFR9: 'DE',
  A13V1IB3VIYZZH: 'FR', APJ6JRA9NG5V4: 'IT', A1RKKUPIHCS9HS: 'ES', A1805IZSGTT6HS: 'NL', A2NODRKZP88ZB9: 'SE', A1C3SOZRARQ6R3: 'PL',
  AMEN7PMS3EDWL: 'BE', A28R8C7NBKEWEA: 'IE', A33AVAJ2PDY3EV: 'TR', A21TJRUUN4KGV: 'IN', A2VIGQ35RCS4UG: 'AE', A17E79C6D8DWNP: 'SA',
  ARBP9OOSHTCHU: 'EG', AE08WJ6YKNBMC: 'ZA', A1VC38T7YXB528: 'JP', A39IBJ37TRP1C6: 'AU', A19VAU5U5O7RUS: 'SG',
};

const filled = (text: string | null | undefined) => text?.trim() || undefined;

/**
 * The plan's ship-from address from the seller's profile, or the parts the marketplace needs and the
 * profile lacks (named as the profile page names them).
 */
export function sourceAddressOf(source: InboundSource, marketplaceId: string): AddressInput | { missing: string[] } {
  const name = filled(`${source.firstName} ${source.lastName}`);
  const required = { name, addressLine1: filled(source.addressLine1), city: filled(source.city), postalCode: filled(source.zip), phoneNumber: filled(source.phone) };
  const labels: Record<keyof typeof required, string> = { name: 'name', addressLine1: 'street address', city: 'city', postalCode: 'ZIP code', phoneNumber: 'phone number' };
  const missing = (Object.keys(required) as (keyof typeof required)[]).filter((key) => required[key] === undefined).map((key) => labels[key]);
  if (missing.length > 0) return { missing };
  const optional = { addressLine2: filled(source.addressLine2), companyName: filled(source.companyName), stateOrProvinceCode: filled(source.state), email: filled(source.email) };
  return {
    ...(required as Record<keyof typeof required, string>),
    countryCode: COUNTRY_OF_STORE[marketplaceId] ?? 'US',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** The seller's SKU of each of the plan's warehouse label codes. */
export const mskuByFnsku = (items: readonly InboundPlanItem[]) => new Map(items.map((item) => [item.fnsku, item.msku]));

function boxInput(box: InboundBox, mskuOf: Map<string, string>): BoxInput {
  return {
    contentInformationSource: 'BOX_CONTENT_PROVIDED',
    // Measured boxes only reach here: the adapter refuses unmeasured ones first (packingChecks.ts).
    dimensions: { length: (box.length ?? 0) / 10, width: (box.width ?? 0) / 10, height: (box.height ?? 0) / 10, unitOfMeasurement: 'IN' },
    weight: { unit: 'LB', value: (box.weight ?? 0) / 10 },
    quantity: 1,
    items: box.items.map(({ fnsku, quantity }) => ({ msku: mskuOf.get(fnsku) ?? fnsku, quantity, ...SELLERS_OWN })),
  };
}

/** setPackingInformation's body: each packing group of the confirmed option with its boxes. */
export function packageGroupingsOf(option: PackingOption, boxes: readonly InboundBox[], items: readonly InboundPlanItem[]): PackageGroupingInput[] {
  const mskuOf = mskuByFnsku(items);
  return option.groups
    .map((group) => ({ packingGroupId: group.id, boxes: boxes.filter((box) => box.packingGroupId === group.id).map((box) => boxInput(box, mskuOf)) }))
    .filter((grouping) => grouping.boxes.length > 0);
}

/** A standard pallet, 48 × 40 inches, stacked no higher than a pallet of books travels. */
const PALLET = { length: 48, width: 40, height: 50, unitOfMeasurement: 'IN' } as const;

export const palletsOf = (boxes: number) => Math.max(1, Math.ceil(boxes / BOXES_PER_PALLET));

/**
 * generateTransportationOptions' configurations: every shipment of the placement, ready from
 * `readyToShip` (a date), with its pallets and freight class so that LTL is quoted beside small parcel.
 */
export function transportConfigurationsOf(placement: PlacementOption, readyToShip: string): ShipmentTransportationConfiguration[] {
  return placement.shipments.map((shipment) => {
    const pallets = palletsOf(shipment.boxIds.length);
    return {
      shipmentId: shipment.id,
      readyToShipWindow: { start: `${readyToShip}T00:00:00Z` },
      pallets: [{ quantity: pallets, dimensions: PALLET, weight: { unit: 'LB', value: Math.ceil(shipment.weight / 10 / pallets) }, stackability: 'STACKABLE' }],
      freightInformation: { freightClass: `FC_${BOOKS_FREIGHT_CLASS}` },
    };
  });
}
