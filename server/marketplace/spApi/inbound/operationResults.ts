import type { Box, Item, PlacementOption as SpPlacementOption } from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import type { OperationProblem, PlacementShipment, TransportOption } from '../../../../src/contract/nsession/inbound';
import type { InboundResults } from '../../inbound/inboundMarketplace';
import type { InboundOperationKind } from '../../inbound/operations';
import { boxPairing, type BoxKey } from './boxMatching';
import type { InboundApiClient } from './inboundApiClient';
import { allPages } from './pages';
import { packingOptionOf, placementOptionOf, transportOptionOf } from './toFolio';

/**
 * What an operation's handle keeps: the plan, and what Folio needs, once the operation has ended,
 * to read what it produced in Folio's terms. It is stored as JSON while the operation runs.
 */
export interface SpApiHandle {
  planId: string;
  /** An operation Folio answered itself, FAILED with these problems: the marketplace was not asked. */
  settled?: OperationProblem[];
  /** Folio's warehouse label code of each SKU of the plan. */
  fnskuOf?: Record<string, string>;
  /** The plan's boxes as Folio sent them, to pair with the marketplace's. */
  boxes?: BoxKey[];
  /** The shipments a confirmed placement option made. */
  shipmentIds?: string[];
  /** What transport was quoted for: the placement option, its shipments, the ready date and pallets. */
  transport?: { placementOptionId: string; shipmentIds: string[]; readyToShip: string; pallets: Record<string, number>; expiresAt: string };
  /** Problems Folio adds to the marketplace's own: the box warnings, a cancellation's charges. */
  warnings?: OperationProblem[];
}

/** Lists ask for as much as the marketplace gives a page. */
const PAGE = 20;
const BOX_PAGE = 1000;

const offered = <Option extends { status: string }>(options: readonly Option[]) => options.filter((option) => option.status === 'OFFERED');

async function packingOptions(client: InboundApiClient, handle: SpApiHandle, at: Date): Promise<InboundResults['GENERATE_PACKING_OPTIONS']> {
  const inboundPlanId = handle.planId;
  const what = `the packing options of inbound plan ${inboundPlanId}`;
  const options = await allPages(async (paginationToken) => {
    const page = await client.v2024('listPackingOptions', what, (api) => api.listPackingOptions({ inboundPlanId, pageSize: PAGE, ...(paginationToken ? { paginationToken } : {}) }));
    return { items: page.packingOptions, nextToken: page.pagination?.nextToken };
  });
  const fresh = offered(options);
  const groupItems = new Map<string, Item[]>();
  for (const packingGroupId of new Set(fresh.flatMap((option) => option.packingGroups))) {
    groupItems.set(
      packingGroupId,
      await allPages(async (paginationToken) => {
        const page = await client.v2024('listPackingGroupItems', what, (api) =>
          api.listPackingGroupItems({ inboundPlanId, packingGroupId, pageSize: 100, ...(paginationToken ? { paginationToken } : {}) }),
        );
        return { items: page.items, nextToken: page.pagination?.nextToken };
      }),
    );
  }
  const fnskuOf = new Map(Object.entries(handle.fnskuOf ?? {}));
  return { packingOptions: fresh.map((option) => packingOptionOf(option, groupItems, fnskuOf, at)) };
}

async function shipmentsOf(client: InboundApiClient, handle: SpApiHandle, option: SpPlacementOption): Promise<PlacementShipment[]> {
  const inboundPlanId = handle.planId;
  const what = `the shipments of placement option ${option.placementOptionId}`;
  const pair = boxPairing(handle.boxes ?? []);
  const shipments: PlacementShipment[] = [];
  for (const shipmentId of option.shipmentIds) {
    const shipment = await client.v2024('getShipment', what, (api) => api.getShipment({ inboundPlanId, shipmentId }));
    const boxes: Box[] = await allPages(async (paginationToken) => {
      const page = await client.v2024('listShipmentBoxes', what, (api) =>
        api.listShipmentBoxes({ inboundPlanId, shipmentId, pageSize: BOX_PAGE, ...(paginationToken ? { paginationToken } : {}) }),
      );
      return { items: page.boxes, nextToken: page.pagination?.nextToken };
    });
    const units = boxes.reduce((sum, box) => sum + (box.items ?? []).reduce((inBox, item) => inBox + item.quantity, 0), 0);
    const weight = boxes.reduce((sum, box) => sum + Math.round((box.weight?.unit === 'KG' ? box.weight.value * 2.20462262 : (box.weight?.value ?? 0)) * 10), 0);
    shipments.push({
      id: shipmentId,
      destination: shipment.destination.warehouseId ?? shipment.destination.destinationType,
      boxIds: pair(boxes),
      units,
      weight,
    });
  }
  return shipments;
}

async function placementOptions(client: InboundApiClient, handle: SpApiHandle, at: Date): Promise<InboundResults['GENERATE_PLACEMENT_OPTIONS']> {
  const inboundPlanId = handle.planId;
  const options = await allPages(async (paginationToken) => {
    const page = await client.v2024('listPlacementOptions', `the placement options of inbound plan ${inboundPlanId}`, (api) =>
      api.listPlacementOptions({ inboundPlanId, pageSize: PAGE, ...(paginationToken ? { paginationToken } : {}) }),
    );
    return { items: page.placementOptions, nextToken: page.pagination?.nextToken };
  });
  const result = [];
  for (const option of offered(options)) result.push(placementOptionOf(option, await shipmentsOf(client, handle, option), at));
  return { placementOptions: result };
}

async function transportOptions(client: InboundApiClient, handle: SpApiHandle): Promise<InboundResults['GENERATE_TRANSPORTATION_OPTIONS']> {
  const asked = handle.transport!;
  const inboundPlanId = handle.planId;
  const options = await allPages(async (paginationToken) => {
    const page = await client.v2024('listTransportationOptions', `the carriers of placement option ${asked.placementOptionId}`, (api) =>
      api.listTransportationOptions({ inboundPlanId, placementOptionId: asked.placementOptionId, pageSize: PAGE, ...(paginationToken ? { paginationToken } : {}) }),
    );
    return { items: page.transportationOptions, nextToken: page.pagination?.nextToken };
  });
  // Only the shipments quoted now: a shipment already booked keeps the quote it was booked on.
  const quoted = new Set(asked.shipmentIds);
  const transport: TransportOption[] = options
    .filter((option) => quoted.has(option.shipmentId))
    .flatMap((option) => transportOptionOf(option, asked) ?? []);
  return { transportOptions: transport };
}

/** The confirmed shipments with the ids their labels carry; null while the marketplace has not given every one its id. */
async function confirmedShipments(client: InboundApiClient, handle: SpApiHandle): Promise<InboundResults['CONFIRM_PLACEMENT_OPTION'] | null> {
  const shipments = [];
  for (const shipmentId of handle.shipmentIds ?? []) {
    const shipment = await client.v2024('getShipment', `shipment ${shipmentId}`, (api) => api.getShipment({ inboundPlanId: handle.planId, shipmentId }));
    if (!shipment.shipmentConfirmationId) return null;
    shipments.push({ shipmentId, confirmationId: shipment.shipmentConfirmationId });
  }
  return { shipments };
}

/** What a succeeded operation produced, in Folio's terms (InboundResults); null when it cannot be read yet. */
export async function resultOf(client: InboundApiClient, kind: InboundOperationKind, handle: SpApiHandle, at: Date): Promise<InboundResults[InboundOperationKind] | null> {
  switch (kind) {
    case 'CREATE_PLAN':
      return { planId: handle.planId };
    case 'GENERATE_PACKING_OPTIONS':
      return packingOptions(client, handle, at);
    case 'GENERATE_PLACEMENT_OPTIONS':
      return placementOptions(client, handle, at);
    case 'GENERATE_TRANSPORTATION_OPTIONS':
      return transportOptions(client, handle);
    case 'CONFIRM_PLACEMENT_OPTION':
      return confirmedShipments(client, handle);
    case 'CONFIRM_PACKING_OPTION':
    case 'SET_PACKING_INFORMATION':
    case 'CONFIRM_TRANSPORTATION_OPTIONS':
    case 'VOID_TRANSPORTATION':
    case 'CANCEL_PLAN':
      return {};
  }
}
