import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  createSession,
  getSession,
  getSettings,
  getSkuSettings,
  renameSession,
  saveSettings,
  saveSkuSettings,
  searchSessions,
} from './sessionsService';
import { submitSession } from './shipmentsService';

const api = sellerApi.listerSessions;

export const listerSessionRoutes = [
  bind(api.create, ({ deps, principal, body }) => createSession(deps, principal.userId, body)),
  bind(api.get, ({ deps, principal, params }) => getSession(deps, principal.userId, params.sessionId)),
  bind(api.rename, ({ deps, principal, params, body }) => renameSession(deps, principal.userId, params.sessionId, body.name)),
  bind(api.search, ({ deps, principal, query }) => searchSessions(deps, principal.userId, query)),
  bind(api.submit, ({ deps, principal, params }) => submitSession(deps, principal.userId, params.sessionId)),
  bind(api.settings, ({ deps, principal, params }) => getSettings(deps, principal.userId, params.sessionId)),
  bind(api.saveSettings, ({ deps, principal, params, body }) => saveSettings(deps, principal.userId, params.sessionId, body)),
  bind(api.skuSettings, ({ deps, principal, query }) => getSkuSettings(deps, principal.userId, query.channel)),
  bind(api.saveSkuSettings, ({ deps, principal, body }) => saveSkuSettings(deps, principal.userId, body)),
];
