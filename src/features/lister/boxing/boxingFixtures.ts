import type { Box, BoxItem, ListingSession, SessionSummary, Shipment, UnpackedItem } from '~/contract/lister';

/** Small builders for the boxing tests: one shipment (id 7) of session 3. */

export const SHIPMENT_ID = 7;

export function boxItem(itemId: number, quantity: number, extra: Partial<BoxItem> = {}): BoxItem {
  return {
    itemId,
    fnsku: `X00000000${itemId}`.slice(-10),
    isbn13: `978000000000${itemId}`.slice(-13),
    title: `Book ${itemId}`,
    condition: 'good',
    quantity,
    weight: 10,
    ...extra,
  };
}

export function box(id: number, number: number, items: BoxItem[] = [], extra: Partial<Box> = {}): Box {
  return {
    id,
    shipmentId: SHIPMENT_ID,
    name: `Box ${number}`,
    number,
    width: null,
    height: null,
    length: null,
    weight: null,
    estimatedWeight: items.reduce((total, item) => total + item.quantity * item.weight, 0),
    itemQty: items.reduce((total, item) => total + item.quantity, 0),
    items,
    ...extra,
  };
}

export function unpacked(id: number, quantity: number, boxParts: { boxId: number; quantity: number }[] = [], extra: Partial<UnpackedItem> = {}): UnpackedItem {
  return {
    id,
    fnsku: `X00000000${id}`.slice(-10),
    isbn13: `978000000000${id}`.slice(-13),
    title: `Book ${id}`,
    condition: 'good',
    quantity,
    restricted: false,
    hazmatType: null,
    hasBattery: false,
    weight: 10,
    dateUpdated: `2025-01-0${Math.min(id, 9)}T00:00:00.000Z`,
    shipmentParts: [
      {
        shipmentId: SHIPMENT_ID,
        quantity,
        boxedQuantity: boxParts.reduce((total, part) => total + part.quantity, 0),
        boxParts: boxParts.map((part) => ({ ...part, boxName: `Box ${part.boxId}` })),
      },
    ],
    ...extra,
  };
}

export function shipment(extra: Partial<Shipment> = {}): Shipment {
  return {
    id: SHIPMENT_ID,
    sessionId: 3,
    shipmentCode: 'FBA123456789',
    name: 'Shipment 1',
    destination: 'ABE2',
    status: 'BOXING',
    itemQuantity: 10,
    skuQuantity: 3,
    boxedQuantity: 0,
    boxCount: 0,
    weight: 100,
    weighedWeight: null,
    hazmat: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function summary(extra: Partial<SessionSummary> = {}): SessionSummary {
  return { sessionId: 3, itemQuantity: 10, skuQuantity: 3, weight: 100, boxedQuantity: 0, boxCount: 0, ...extra };
}

/** Session 3, submitted, with the default summary and its one shipment; `extra` changes what a test is about. */
export function submittedSession(extra: Partial<ListingSession> = {}): ListingSession {
  return {
    id: 3,
    channel: 'FBA',
    name: 'Monday',
    status: 'SUBMITTED',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...summary(),
    shipments: [shipment()],
    ...extra,
  };
}
