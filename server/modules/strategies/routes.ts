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
  bind(api.create, ({ deps, body }) => createStrategy(deps, body.name)),
  bind(api.rename, ({ deps, params, body }) => renameStrategy(deps, params.id, body.name)),
  bind(api.remove, ({ deps, params }) => deleteStrategy(deps, params.id)),
  bind(api.meta, async () => strategyMeta()),
  bind(api.saveSection, ({ deps, params, body }) => saveStrategySection(deps, params.id, body)),
  bind(api.section, ({ deps, params, query }) => getStrategySection(deps, params.id, query.groupType)),
  bind(api.publish, ({ deps, params, body }) => publishSection(deps, params.id, body.groupType)),
  bind(api.publishAll, ({ deps, params }) => publishAll(deps, params.id)),
  bind(api.defaultAction, ({ deps, params }) => defaultAction(deps, params.id)),
];
