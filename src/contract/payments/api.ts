import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { recordId } from '../fields';
import { affiliationSchema } from './affiliation';
import { invoiceListQuery, invoiceSchema } from './invoices';
import { addPaymentMethodBody, paymentMethodSchema } from './methods';
import { billingPlanSchema } from './plans';
import {
  authenticateBody,
  authenticationSchema,
  cancelQuery,
  chargeReplySchema,
  subscribeBody,
  subscriptionEventSchema,
  subscriptionSchema,
} from './subscriptions';

const byId = z.object({ id: recordId });

/**
 * Spec 7.6. None of these needs a product: they are how a seller gets one. A subscription call
 * that fails answers an error the client turns into `false` (spec 8.4). The calls that charge a
 * card (subscribe, resume, retryCharge, authenticate) are sent without an Idempotency-Key, which
 * they refuse: each charge is recorded before the card is charged, and a repeat is refused by the
 * subscription's state (122) rather than charged again.
 */
export const subscriptionsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'payment/subscription',
    summary: "List the seller's subscriptions, newest first, with their recent events",
    reply: z.object({ subscriptions: z.array(subscriptionSchema), events: z.array(subscriptionEventSchema) }),
  }),
  plans: sellerEndpoint({
    method: 'GET',
    path: 'payment/subscription/products',
    summary: 'List the products and bundles on sale with their monthly prices',
    reply: z.array(billingPlanSchema),
  }),
  subscribe: sellerEndpoint({
    method: 'POST',
    path: 'payment/subscription',
    summary: "Subscribe to a plan, charging its first month to the seller's card",
    body: subscribeBody,
    reply: chargeReplySchema,
  }),
  cancel: sellerEndpoint({
    method: 'DELETE',
    path: 'payment/subscription/:id',
    summary: 'Cancel a subscription at the end of the month paid for, with a reason',
    params: byId,
    query: cancelQuery,
    reply: subscriptionSchema,
  }),
  resume: sellerEndpoint({
    method: 'PUT',
    path: 'payment/subscription/:id/resume',
    summary: 'Resume a cancelled subscription',
    params: byId,
    reply: chargeReplySchema,
  }),
  retryCharge: sellerEndpoint({
    method: 'PUT',
    path: 'payment/subscription/:id/charge/retry',
    summary: 'Charge the main payment method again for what the subscription owes',
    params: byId,
    reply: chargeReplySchema,
  }),
  authentication: sellerEndpoint({
    method: 'GET',
    path: 'payment/subscription/:id/auth',
    summary: "Read the charge waiting for the cardholder's bank, if any",
    params: byId,
    reply: authenticationSchema,
  }),
  authenticate: sellerEndpoint({
    method: 'PUT',
    path: 'payment/subscription/:id/auth',
    summary: "Give the bank's answer for a charge that waits for it",
    params: byId,
    body: authenticateBody,
    reply: chargeReplySchema,
  }),
};

export const paymentMethodsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'payment/setup',
    summary: "List the seller's payment methods, the main one first",
    reply: z.array(paymentMethodSchema),
  }),
  add: sellerEndpoint({
    method: 'POST',
    path: 'payment/setup',
    summary: "Add a card by the processor's token",
    ownerOnly: true,
    body: addPaymentMethodBody,
    reply: paymentMethodSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'payment/setup/:id',
    summary: 'Remove a payment method (not the main one while a subscription needs it)',
    ownerOnly: true,
    params: byId,
  }),
  makeMain: sellerEndpoint({
    method: 'PUT',
    path: 'payment/setup/:id/main',
    summary: 'Make a payment method the one renewals and retries charge',
    ownerOnly: true,
    params: byId,
    reply: z.array(paymentMethodSchema),
  }),
};

export const invoicesApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'payment/invoice/list',
    summary: "List the seller's invoices, newest first",
    query: invoiceListQuery,
    reply: z.array(invoiceSchema),
  }),
};

export const affiliationApi = {
  read: sellerEndpoint({
    method: 'GET',
    path: 'user/affiliation',
    summary: 'Read the referral code and the users the seller referred, with their earnings',
    reply: affiliationSchema,
  }),
};
