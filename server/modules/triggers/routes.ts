import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  copyTriggers,
  createTrigger,
  listTriggers,
  moveTriggerBelow,
  removeTrigger,
  setTriggerActive,
  updateTrigger,
} from './service';

const api = sellerApi.triggers;

export const triggerRoutes = [
  bind(api.list, ({ deps, principal }) => listTriggers(deps, principal.userId)),
  bind(api.create, ({ deps, principal, body }) => createTrigger(deps, principal.userId, body)),
  bind(api.update, ({ deps, principal, params, body }) => updateTrigger(deps, principal.userId, params.id, body)),
  bind(api.remove, ({ deps, principal, params }) => removeTrigger(deps, principal.userId, params.id)),
  bind(api.activate, ({ deps, principal, params }) => setTriggerActive(deps, principal.userId, params.id, true)),
  bind(api.deactivate, ({ deps, principal, params }) => setTriggerActive(deps, principal.userId, params.id, false)),
  bind(api.moveBelow, ({ deps, principal, params, query }) =>
    moveTriggerBelow(deps, principal.userId, params.id, query.targetId),
  ),
  bind(api.copy, ({ deps, principal, params, body }) => copyTriggers(deps, principal.userId, params.id, body)),
];
