import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import {
  createStrategy,
  defaultAction,
  deleteStrategy,
  getStrategySection,
  listStrategies,
  publishAll,
  publishSection,
  renameStrategy,
  saveStrategySection,
  strategyMeta,
} from './service';

const api = adminApi.strategies;

export const strategyRoutes = [
  bind(api.list, ({ deps }) => listStrategies(deps)),
  bind(api.create, ({ deps, principal, body }) => createStrategy(deps, principal, body.name)),
  bind(api.rename, ({ deps, principal, params, body }) => renameStrategy(deps, principal, params.id, body.name)),
  bind(api.remove, ({ deps, principal, params }) => deleteStrategy(deps, principal, params.id)),
  bind(api.meta, async () => strategyMeta()),
  bind(api.saveSection, ({ deps, principal, params, body }) => saveStrategySection(deps, principal, params.id, body)),
  bind(api.section, ({ deps, params, query }) => getStrategySection(deps, params.id, query.groupType)),
  bind(api.publish, ({ deps, principal, params, body }) => publishSection(deps, principal, params.id, body.groupType)),
  bind(api.publishAll, ({ deps, principal, params }) => publishAll(deps, principal, params.id)),
  bind(api.defaultAction, ({ deps, params }) => defaultAction(deps, params.id)),
];
