import { sellerApi } from '../../../src/contract';
import { IMPORT_ROWS_TEXT_MAX } from '../../../src/contract/inventory';
import { bind } from '../../http/bind';
import { exportPage } from './exportService';
import { importFile } from './importService';
import { packingShipments, packingSlip } from './packingSlips';
import { planPackingSlip } from './planPackingSlips';

/** A file's rows, JSON-escaped inside the body, with room for the rest of it. */
const IMPORT_BODY_LIMIT = Math.ceil(IMPORT_ROWS_TEXT_MAX * 1.2);

const inventory = sellerApi.inventory;
const shipping = sellerApi.shipping;

export const inventoryRoutes = [
  bind(inventory.exportPage, ({ deps, principal, query }) => exportPage(deps, principal.userId, query.offset, query.limit)),
  bind(inventory.importFile, ({ deps, principal, body }) => importFile(deps, principal.userId, body, 'inventory'), { bodyLimit: IMPORT_BODY_LIMIT }),
  bind(shipping.uploadLocations, ({ deps, principal, body }) => importFile(deps, principal.userId, body, 'locations'), { bodyLimit: IMPORT_BODY_LIMIT }),
  bind(shipping.shipments, ({ deps, principal }) => packingShipments(deps, principal.userId)),
  bind(shipping.packingSlip, ({ deps, principal, params }) => packingSlip(deps, principal.userId, params.shipmentId)),
  bind(shipping.planPackingSlip, ({ deps, principal, params }) => planPackingSlip(deps, principal.userId, params.sessionId, params.shipmentId)),
];
