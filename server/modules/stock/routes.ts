import { sellerApi } from '../../../src/contract';
import type { SellerPrincipal } from '../../auth/principals';
import { bind } from '../../http/bind';
import { priceHistoryOf, queryStock, saveBounds, stockDetail, type StockViewer } from './service';
import { saveTableSettings, tableSettingsOf } from './tableSettings';

const api = sellerApi.stock;
const viewerOf = (principal: SellerPrincipal): StockViewer => ({ sellerId: principal.userId, hideSalesData: principal.account.hideSalesData });

export const stockRoutes = [
  bind(api.list, ({ deps, principal, query }) => queryStock(deps, viewerOf(principal), query)),
  bind(api.detail, ({ deps, principal, params }) => stockDetail(deps, viewerOf(principal), params.sku)),
  bind(api.saveBounds, ({ deps, principal, params, body }) => saveBounds(deps, viewerOf(principal), params.sku, body)),
  bind(api.priceHistory, ({ deps, principal, query }) => priceHistoryOf(deps, principal.userId, query)),
  bind(api.tableSettings, ({ deps, principal }) => tableSettingsOf(deps, principal.userId)),
  bind(api.saveTableSettings, ({ deps, principal, body }) => saveTableSettings(deps, principal.userId, body)),
];
