import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  acceptShipment,
  cancelShipment,
  getLtl,
  removeAllShipments,
  saveLtl,
  submitShipmentBoxes,
} from './shipmentsService';

const api = sellerApi.listerShipments;

export const listerShipmentRoutes = [
  bind(api.removeAll, ({ deps, principal, params }) => removeAllShipments(deps, principal.userId, params.sessionId)),
  bind(api.accept, ({ deps, principal, params }) => acceptShipment(deps, principal.userId, params.sessionId, params.shipmentId)),
  bind(api.cancel, ({ deps, principal, params }) => cancelShipment(deps, principal.userId, params.sessionId, params.shipmentId)),
  bind(api.submitBox, ({ deps, principal, params }) =>
    submitShipmentBoxes(deps, principal.userId, params.sessionId, params.shipmentId),
  ),
  bind(api.saveLtl, ({ deps, principal, params, body }) =>
    saveLtl(deps, principal.userId, params.sessionId, params.shipmentId, body),
  ),
  bind(api.ltl, ({ deps, principal, params }) => getLtl(deps, principal.userId, params.sessionId, params.shipmentId)),
];
