import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { inventoryApi, shippingApi, type ImportBody, type ImportField, type PackingShipment } from '~/contract/inventory';
import { sellerClient } from '../clients';
import { PreparedJson } from '../request';
import { stockKeys } from '../stock/queries';

/**
 * Inventory import and export, storage locations and packing slips. The screens show every refusal
 * themselves, next to the file it is about (errors: 'caller'). A file of 100,000 rows takes the
 * server a few seconds: its calls wait longer than the usual 30 s before giving up.
 */

const FILE_CALL = { errors: 'caller', timeoutMs: 180_000 } as const;

export const fetchExportPage = (offset: number, limit: number) =>
  sellerClient.call(inventoryApi.exportPage, { query: { offset, limit } }, { errors: 'caller' });

/** A file's rows as the worker wrote them: the body's `rows`, already a JSON string (see PreparedJson). */
export interface FileRows {
  fields: ImportField[];
  rowsJson: Blob;
}

/** The import body around the rows, put together without reading them. */
export const fileBlob = ({ fields, rowsJson }: FileRows, check: boolean) =>
  new Blob([`{"fields":${JSON.stringify(fields)},"check":${check},"rows":`, rowsJson, '}'], { type: 'application/json' });

// The contract's body type, for a body the client sends as it is (request.ts).
const fileBody = (rows: FileRows, check: boolean) => new PreparedJson(fileBlob(rows, check)) as unknown as ImportBody;

export const sendInventoryFile = (rows: FileRows, check: boolean) => sellerClient.call(inventoryApi.importFile, { body: fileBody(rows, check) }, FILE_CALL);

export const sendLocationsFile = (rows: FileRows, check: boolean) =>
  sellerClient.call(shippingApi.uploadLocations, { body: fileBody(rows, check) as unknown as { fields: ['location']; rows: string } }, FILE_CALL);

/** After an import the stock manager and the slips read again: prices, bounds, notes or locations changed. */
export const inventoryWritten = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: stockKeys.all }), queryClient.invalidateQueries({ queryKey: shippingKeys.all })]);

export const shippingKeys = {
  all: ['shipping'] as const,
  shipments: () => [...shippingKeys.all, 'shipments'] as const,
};

export const shippingQueries = {
  shipments: () => queryOptions({ queryKey: shippingKeys.shipments(), queryFn: () => sellerClient.call(shippingApi.shipments) }),
};

/** A shipment's slip, from its own flow's call: an older session's by its id, a plan's by plan and shipment. */
export const fetchPackingSlip = (shipment: Pick<PackingShipment, 'id' | 'flow' | 'planShipmentId' | 'sessionId'>) =>
  shipment.flow === 'PLAN' && shipment.planShipmentId
    ? sellerClient.call(shippingApi.planPackingSlip, { params: { sessionId: shipment.sessionId, shipmentId: shipment.planShipmentId } }, { errors: 'caller' })
    : sellerClient.call(shippingApi.packingSlip, { params: { shipmentId: shipment.id } }, { errors: 'caller' });
