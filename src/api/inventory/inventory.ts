import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { inventoryApi, shippingApi, type ImportBody } from '~/contract/inventory';
import { sellerClient } from '../clients';
import { stockKeys } from '../stock/queries';

/**
 * Inventory import and export, storage locations and packing slips. The screens show every refusal
 * themselves, next to the file it is about (errors: 'caller'). A file of 100,000 rows takes the
 * server a few seconds: its calls wait longer than the usual 30 s before giving up.
 */

const FILE_CALL = { errors: 'caller', timeoutMs: 180_000 } as const;

export const fetchExportPage = (offset: number, limit: number) =>
  sellerClient.call(inventoryApi.exportPage, { query: { offset, limit } }, { errors: 'caller' });

export const sendInventoryFile = (body: ImportBody) => sellerClient.call(inventoryApi.importFile, { body }, FILE_CALL);

export const sendLocationsFile = (body: ImportBody) =>
  sellerClient.call(shippingApi.uploadLocations, { body: { ...body, fields: ['location'] } }, FILE_CALL);

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

export const fetchPackingSlip = (shipmentId: number) =>
  sellerClient.call(shippingApi.packingSlip, { params: { shipmentId } }, { errors: 'caller' });
