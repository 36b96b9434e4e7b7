import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { getFallbacks, listGates, updateFallbacks, updateGate } from './gatesService';

const api = sellerApi.sorterGates;

export const sorterRoutes = [
  bind(api.gates, ({ deps, principal }) => listGates(deps, principal.userId)),
  bind(api.updateGate, ({ deps, principal, params, body }) => updateGate(deps, principal.userId, params.gate, body)),
  bind(api.fallbacks, ({ deps, principal }) => getFallbacks(deps, principal.userId)),
  bind(api.updateFallbacks, ({ deps, principal, body }) => updateFallbacks(deps, principal.userId, body)),
];
