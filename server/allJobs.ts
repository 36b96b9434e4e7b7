import type { AnyJobDefinition } from './jobs/jobQueue';
import { billingRenewalsJob } from './modules/billing/renewals';
import { housekeepingJob } from './modules/housekeeping/housekeepingJob';
import { nsessionOperationJob } from './modules/nsession/operations';
import { repriceJob } from './modules/repricer/run/repriceJob';
import { priceFeedJob } from './modules/reports/feedJob';
import { pricePushJob, pricePushSweepJob } from './modules/reports/pricePush';
import { stockReportJob } from './modules/reports/reportJob';
import { sorterReportJob } from './modules/sorter/reportJob';
import { sellerCatalogRefreshJob } from './modules/sellerCatalog/refreshJob';
import { sellerNamesJob } from './modules/userAccount/sellerNames';

/**
 * Every kind of job the server sends and works. A new kind (a repricing run, a report, a feed file)
 * is defined next to its domain's service with defineJob or defineRunJob and listed here. Only the
 * processes' starts import this list (main.ts, worker.ts, the test servers) and hand it to the queue:
 * a module that imported it would import every other module's job, and they all import the deps.
 */
export const allJobs = [
  repriceJob,
  stockReportJob,
  priceFeedJob,
  pricePushJob,
  pricePushSweepJob,
  nsessionOperationJob,
  sorterReportJob,
  billingRenewalsJob,
  sellerNamesJob,
  sellerCatalogRefreshJob,
  housekeepingJob,
] as const satisfies readonly AnyJobDefinition[];

/** The name of a job the server knows. */
export type AppJobName = (typeof allJobs)[number]['name'];
