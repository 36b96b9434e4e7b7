import { sellerApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { readAffiliation } from './affiliation';
import { recentEvents } from './events';
import { listInvoices } from './invoices';
import { addPaymentMethod, listPaymentMethods, makeMainPaymentMethod, removePaymentMethod } from './methods';
import { listPlansOnSale } from './plans';
import { answerAuthentication, cancel, readAuthentication, resume, retryCharge, subscribe } from './subscriptions';
import { listSubscriptions, subscriptionViews } from './views';

const subscriptionsApi = sellerApi.subscriptions;
const methodsApi = sellerApi.paymentMethods;

/**
 * Calls that ask the card processor: each charge is recorded before the processor is asked
 * (charging.ts), so they cannot be one transaction with their Idempotency-Key. The key is claimed
 * first instead, and a repeat answers the first call's outcome.
 */
const charging = { idempotency: 'claim' } as const;

export const billingRoutes = [
  bind(subscriptionsApi.list, async ({ deps, principal }) => ({
    subscriptions: await subscriptionViews(deps.db, await listSubscriptions(deps.db, principal.userId)),
    events: await recentEvents(deps.db, principal.userId),
  })),
  bind(subscriptionsApi.plans, ({ deps }) => listPlansOnSale(deps.db)),
  bind(subscriptionsApi.subscribe, ({ deps, principal, body }) => subscribe(deps, principal.userId, body), charging),
  bind(subscriptionsApi.cancel, ({ deps, principal, params, query }) => cancel(deps, principal.userId, params.id, query.reason, query.comment)),
  bind(subscriptionsApi.resume, ({ deps, principal, params }) => resume(deps, principal.userId, params.id), charging),
  bind(subscriptionsApi.retryCharge, ({ deps, principal, params }) => retryCharge(deps, principal.userId, params.id), charging),
  bind(subscriptionsApi.authentication, ({ deps, principal, params }) => readAuthentication(deps, principal.userId, params.id)),
  bind(subscriptionsApi.authenticate, ({ deps, principal, params, body }) => answerAuthentication(deps, principal.userId, params.id, body.outcome), charging),
  bind(methodsApi.list, ({ deps, principal }) => listPaymentMethods(deps.db, principal.userId)),
  bind(methodsApi.add, ({ deps, principal, body }) => addPaymentMethod(deps, principal.userId, body), charging),
  bind(methodsApi.remove, ({ deps, principal, params }) => removePaymentMethod(deps, principal.userId, params.id)),
  bind(methodsApi.makeMain, ({ deps, principal, params }) => makeMainPaymentMethod(deps, principal.userId, params.id)),
  bind(sellerApi.invoices.list, ({ deps, principal, query }) => listInvoices(deps.db, principal.userId, query.afterDate)),
  bind(sellerApi.affiliation.read, ({ deps, principal }) => readAffiliation(deps.db, principal.userId)),
];
