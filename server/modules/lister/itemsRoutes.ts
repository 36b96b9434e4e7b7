import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { addItem } from './itemsAdd';
import { moveItems, removeItems } from './itemsBulk';
import { removeItem, setItemMinMax, setItemQuantity, updateItem } from './itemsChange';
import { listItems } from './itemsPage';

const api = sellerApi.listerItems;

/** The item calls except `unpacked` (the boxing screen's list), which the boxing module binds. */
export const listerItemRoutes = [
  bind(api.list, ({ deps, principal, params, query }) => listItems(deps, principal.userId, params.sessionId, query)),
  bind(api.add, ({ deps, principal, params, body }) => addItem(deps, principal.userId, params.sessionId, body)),
  bind(api.update, ({ deps, principal, params, body }) =>
    updateItem(deps, principal.userId, params.sessionId, params.itemId, body),
  ),
  bind(api.remove, ({ deps, principal, params }) => removeItem(deps, principal.userId, params.sessionId, params.itemId)),
  bind(api.setQuantity, ({ deps, principal, params, body }) =>
    setItemQuantity(deps, principal.userId, params.sessionId, params.itemId, body),
  ),
  bind(api.setMinMax, ({ deps, principal, params, body }) =>
    setItemMinMax(deps, principal.userId, params.sessionId, params.itemId, body),
  ),
  bind(api.move, ({ deps, principal, params, body }) => moveItems(deps, principal.userId, params.sessionId, body)),
  bind(api.removeMany, ({ deps, principal, params, body }) => removeItems(deps, principal.userId, params.sessionId, body)),
];
