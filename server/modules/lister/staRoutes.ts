import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  addStaItem,
  createStaBox,
  excludeStaItem,
  getStaBox,
  listStaBoxes,
  removeStaBox,
  removeStaItem,
  setStaItemQty,
} from './staService';

const api = sellerApi.sta;

export const staRoutes = [
  bind(api.list, ({ deps, principal, params }) => listStaBoxes(deps, principal.userId, params.sessionId)),
  bind(api.create, ({ deps, principal, params }) => createStaBox(deps, principal.userId, params.sessionId)),
  bind(api.get, ({ deps, principal, params }) => getStaBox(deps, principal.userId, params.sessionId, params.boxId)),
  bind(api.remove, ({ deps, principal, params }) => removeStaBox(deps, principal.userId, params.sessionId, params.boxId)),
  bind(api.addItem, ({ deps, principal, params, body }) => addStaItem(deps, { userId: principal.userId, ...params }, body)),
  bind(api.setItemQty, ({ deps, principal, params, body }) => setStaItemQty(deps, { userId: principal.userId, ...params }, body.qty)),
  bind(api.removeItem, ({ deps, principal, params }) => removeStaItem(deps, { userId: principal.userId, ...params })),
  bind(api.excludeItem, ({ deps, principal, params }) => excludeStaItem(deps, { userId: principal.userId, ...params })),
];
