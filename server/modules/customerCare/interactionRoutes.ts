import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { createInteraction, deleteInteraction, listInteractions, updateInteraction } from './interactions';

const api = adminApi.interactions;

export const interactionRoutes = [
  bind(api.list, ({ deps, query }) => listInteractions(deps, query)),
  bind(api.create, ({ deps, principal, body }) => createInteraction(deps, principal, body)),
  bind(api.update, ({ deps, principal, params, body }) => updateInteraction(deps, principal, params.id, body)),
  bind(api.remove, ({ deps, principal, params }) => deleteInteraction(deps, principal, params.id)),
];
