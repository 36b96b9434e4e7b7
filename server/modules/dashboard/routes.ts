import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { dailyStats } from './dailyStats';
import { inventoryAverage } from './inventoryAverage';

const api = sellerApi.dashboard;

export const dashboardRoutes = [
  bind(api.dailyStats, ({ deps, principal, query }) => dailyStats(deps, principal, query)),
  bind(api.inventoryAverage, ({ deps, principal }) =>
    inventoryAverage(deps, { sellerId: principal.userId, hideSalesData: principal.account.hideSalesData }),
  ),
];
