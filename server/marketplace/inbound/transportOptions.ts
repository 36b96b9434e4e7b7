import type { PlacementOption, PlacementShipment, ShippingMethod, TransportOption } from '../../../src/contract/nsession/inbound';
import { quoteLtl } from '../listing';
import { addMs, inboundId } from './ids';
import { PLACEMENT_OPTION_TTL_MS } from './placementOptions';

const DAY_MS = 24 * 3600_000;
/** The partnered small-parcel carrier's price: a base a box and a rate a pound, in cents. */
const SPD_BASE_PER_BOX = 650;
const SPD_CENTS_PER_TENTH = 4.5;
/** Boxes on a standard pallet. */
export const BOXES_PER_PALLET = 20;
/** Freight class of bound books on a pallet. */
export const BOOKS_FREIGHT_CLASS = '70';
/** Quotes for a confirmed placement stand as long as a placement option does. */
export const TRANSPORT_OPTION_TTL_MS = PLACEMENT_OPTION_TTL_MS;

export const dayAfter = (at: Date, days: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The carriers that can take each shipment of a placement option: small parcel and LTL by the
 * marketplace's partnered carrier (priced), and the seller's own carrier for each (not partnered:
 * Folio shows it but, as the spec says, only the partnered carrier can be chosen). Before the
 * placement is confirmed they stand as long as it does; once it is confirmed (it no longer expires)
 * a shipment's carriers can be quoted again, and those quotes stand TRANSPORT_OPTION_TTL_MS. Each
 * quote has its own id, so a new quote is never taken for an old one.
 */
export function transportOptionsFor(placement: PlacementOption, at: Date): TransportOption[] {
  const expiresAt = placement.status === 'ACCEPTED' ? addMs(at, TRANSPORT_OPTION_TTL_MS) : placement.expiresAt;
  return placement.shipments.flatMap((shipment) => optionsForShipment(placement, shipment, expiresAt, at));
}

function optionsForShipment(placement: PlacementOption, shipment: PlacementShipment, expiresAt: string, at: Date): TransportOption[] {
  const readyToShip = dayAfter(at, 1);
  const boxes = shipment.boxIds.length;
  const pallets = Math.max(1, Math.ceil(boxes / BOXES_PER_PALLET));
  const option = (method: ShippingMethod, partnered: boolean, fields: Pick<TransportOption, 'carrier' | 'cost' | 'pallets' | 'freightClass'>, days: [number, number]): TransportOption => ({
    id: inboundId('to', placement.id, shipment.id, method, partnered ? 'p' : 'o', at.toISOString()),
    shipmentId: shipment.id,
    method,
    partnered,
    readyToShip,
    deliveryStart: dayAfter(at, 1 + days[0]),
    deliveryEnd: dayAfter(at, 1 + days[1]),
    expiresAt,
    ...fields,
  });
  return [
    option('SPD', true, { carrier: 'Partnered small parcel (UPS)', cost: boxes * SPD_BASE_PER_BOX + Math.round(shipment.weight * SPD_CENTS_PER_TENTH), pallets: null, freightClass: null }, [3, 7]),
    option('LTL', true, { carrier: 'Partnered LTL freight', cost: quoteLtl(pallets, shipment.weight, readyToShip).estimate, pallets, freightClass: BOOKS_FREIGHT_CLASS }, [5, 10]),
    option('SPD', false, { carrier: 'Your own small-parcel carrier', cost: 0, pallets: null, freightClass: null }, [3, 7]),
    option('LTL', false, { carrier: 'Your own freight carrier', cost: 0, pallets, freightClass: BOOKS_FREIGHT_CLASS }, [5, 10]),
  ];
}
