import { repriceJob } from './repricer/run/repriceJob';

/** Every job the server's queue works; `npm start` works them in the server's own process. */
export const appJobs = [repriceJob] as const;
