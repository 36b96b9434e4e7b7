import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  addManyToBox,
  addToBox,
  createBox,
  getBox,
  listBoxes,
  moveBetweenBoxes,
  removeBox,
  removeFromBox,
  updateBox,
} from './boxingService';
import { submitBoxing } from './boxingSubmit';
import { unpackedItems } from './unpackedService';

const api = sellerApi.boxing;
const scope = (userId: number, params: { sessionId: number; shipmentId: number }) => ({
  userId,
  sessionId: params.sessionId,
  shipmentId: params.shipmentId,
});

export const boxingRoutes = [
  bind(api.list, ({ deps, principal, params }) => listBoxes(deps, scope(principal.userId, params))),
  bind(api.get, ({ deps, principal, params, query }) => getBox(deps, scope(principal.userId, params), params.boxId, query.searchText)),
  bind(api.create, ({ deps, principal, params, body }) => createBox(deps, scope(principal.userId, params), body)),
  bind(api.update, ({ deps, principal, params, body }) => updateBox(deps, scope(principal.userId, params), params.boxId, body)),
  bind(api.remove, ({ deps, principal, params }) => removeBox(deps, scope(principal.userId, params), params.boxId)),
  bind(api.add, ({ deps, principal, params, body }) => addToBox(deps, scope(principal.userId, params), params.boxId, body)),
  bind(api.addBulk, ({ deps, principal, params, body }) => addManyToBox(deps, scope(principal.userId, params), params.boxId, body.items)),
  bind(api.removeItem, ({ deps, principal, params, body }) => removeFromBox(deps, scope(principal.userId, params), params.boxId, body)),
  bind(api.move, ({ deps, principal, params, body }) =>
    moveBetweenBoxes(deps, scope(principal.userId, params), params.boxId, body.targetBoxId, body.items),
  ),
  bind(api.submit, ({ deps, principal, params }) => submitBoxing(deps, scope(principal.userId, params))),
  bind(sellerApi.listerItems.unpacked, ({ deps, principal, params, query }) => unpackedItems(deps, principal.userId, params.sessionId, query)),
];
