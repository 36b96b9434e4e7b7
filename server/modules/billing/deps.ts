import type { AppDeps } from '../../deps';

/** What billing needs: the database, the clock and the card processor (the demo seed runs it on a past clock). */
export type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;
