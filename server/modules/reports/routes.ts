import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { listPriceFeeds, markPriceFeedDone, priceFeedContent } from './feedService';
import { listStockReports, requestStockReport, stockReportFile } from './reportService';

const reports = sellerApi.stockReports;
const feeds = sellerApi.priceFeeds;

export const reportRoutes = [
  bind(reports.list, ({ deps, principal }) => listStockReports(deps, principal.userId)),
  bind(reports.request, ({ deps, principal, query }) =>
    requestStockReport(deps, { sellerId: principal.userId, hideSalesData: principal.account.hideSalesData }, query),
  ),
  bind(reports.file, ({ deps, principal, params }) => stockReportFile(deps, principal.userId, params.id)),
  bind(feeds.list, ({ deps, principal }) => listPriceFeeds(deps, principal.userId)),
  bind(feeds.file, ({ deps, principal, query }) => priceFeedContent(deps, principal.userId, query.id)),
  bind(feeds.markDone, ({ deps, principal, params }) => markPriceFeedDone(deps, principal.userId, params.id)),
];
