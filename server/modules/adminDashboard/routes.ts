import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { dashboardFigures } from './figures';
import { churnList, refundList, signUpList } from './lists';

const api = adminApi.dashboard;

export const adminDashboardRoutes = [
  bind(api.figures, ({ deps, query }) => dashboardFigures(deps.db, query, deps.clock())),
  bind(api.signUps, ({ deps, query }) => signUpList(deps.db, query, deps.clock())),
  bind(api.churn, ({ deps, query }) => churnList(deps.db, query, deps.clock())),
  bind(api.refunds, ({ deps, query }) => refundList(deps.db, query, deps.clock())),
];
