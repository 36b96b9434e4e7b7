import { adminApi, sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { recordErrorReport } from './service';

export const monitoringRoutes = [
  bind(sellerApi.monitoring.reportError, ({ deps, request, body }) =>
    recordErrorReport(deps, request, 'seller', body),
  ),
  bind(adminApi.monitoring.reportError, ({ deps, request, body }) =>
    recordErrorReport(deps, request, 'admin', body),
  ),
];
