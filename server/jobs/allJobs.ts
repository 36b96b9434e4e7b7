import { billingRenewalsJob } from '../modules/billing/renewals';
import { nsessionOperationJob } from '../modules/nsession/operations';
import { repriceJob } from '../modules/repricer/run/repriceJob';
import { priceFeedJob } from '../modules/reports/feedJob';
import { stockReportJob } from '../modules/reports/reportJob';
import { sorterReportJob } from '../modules/sorter/reportJob';
import type { AnyJobDefinition, JobQueue } from './jobQueue';

/**
 * Every kind of job the server sends and works. A new kind (a repricing run, a report, a feed file)
 * is defined next to its domain's service with defineJob or defineRunJob and listed here.
 */
export const allJobs = [repriceJob, stockReportJob, priceFeedJob, nsessionOperationJob, sorterReportJob, billingRenewalsJob] as const satisfies readonly AnyJobDefinition[];

export type AppJobQueue = JobQueue<typeof allJobs>;

/** For an app built without a queue (most tests): sending is a mistake worth a clear message. */
export const noJobQueue: AppJobQueue = {
  send: () => Promise.reject(new Error('No job queue was started for this app (buildApp without queueDatabase)')),
  stop: async () => undefined,
  get boss(): never {
    throw new Error('No job queue was started for this app');
  },
};
