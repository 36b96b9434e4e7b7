import { expect } from 'vitest';
import {
  ErrorCode,
  PROCESSOR_TOKEN_PATH,
  TEST_CARDS,
  sellerApi,
  type BillingPlan,
  type CardDetails,
  type CardToken,
  type ChargeReply,
  type Currency,
  type PaymentMethod,
  type ProductKey,
  type Subscription,
  type UsageStatus,
  type UserInfo,
} from '../../src/contract';
import { sweepBilling } from '../modules/billing/renewals';
import { createSimulatedProcessor } from '../payments/simulator';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/** Helpers of the billing tests: cards through the processor's token call, plans by name, gates, the sweep. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Sign-ins that outlive the months the billing tests move the server's clock through. */
export const LONG_SESSIONS = { accessTokenTtlSeconds: 5 * 365 * 86_400, refreshTokenTtlSeconds: 5 * 365 * 86_400 };

/** A card a year ahead of the server's clock, unless the test says otherwise. */
export function cardDetails(server: TestServer, number: string, overrides: Partial<CardDetails> = {}): CardDetails {
  return { number, expMonth: 12, expYear: server.clock().getUTCFullYear() + 1, cvc: '123', holderName: 'Test Seller', ...overrides };
}

/** POST to the simulator's token call, as the browser does: plain JSON, no session, no XSRF token. */
export async function postCard(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const reply = await server.app.inject({ method: 'POST', url: PROCESSOR_TOKEN_PATH, payload: body as object, headers });
  return { status: reply.statusCode, body: JSON.parse(reply.body) as unknown, headers: reply.headers };
}

export async function tokenFor(server: TestServer, number: string, overrides: Partial<CardDetails> = {}): Promise<string> {
  const reply = await postCard(server, cardDetails(server, number, overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as CardToken).token;
}

export const addMethod = (server: TestServer, seller: SellerAuth, token: string, makeMain?: boolean) =>
  server.call<PaymentMethod>(sellerApi.paymentMethods.add, { body: { token, ...(makeMain === undefined ? {} : { makeMain }) } }, { auth: seller });

/** Adds a test card (TEST_CARDS' behaviour by key) and returns the method. */
export async function addCard(server: TestServer, seller: SellerAuth, card: keyof typeof TEST_CARDS = 'SUCCEEDS', makeMain?: boolean) {
  return dataOf(await addMethod(server, seller, await tokenFor(server, TEST_CARDS[card]), makeMain));
}

export const listMethods = async (server: TestServer, seller: SellerAuth) =>
  dataOf(await server.call<PaymentMethod[]>(sellerApi.paymentMethods.list, {}, { auth: seller }));

export async function planNamed(server: TestServer, seller: SellerAuth, name: string): Promise<BillingPlan> {
  const plans = dataOf(await server.call<BillingPlan[]>(sellerApi.subscriptions.plans, {}, { auth: seller }));
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan;
}

export async function subscribeCall(server: TestServer, seller: SellerAuth, planName: string, currency: Currency = 'USD', paymentMethodId?: number) {
  const plan = await planNamed(server, seller, planName);
  return server.call<ChargeReply>(
    sellerApi.subscriptions.subscribe,
    { body: { planId: plan.id, currency, ...(paymentMethodId === undefined ? {} : { paymentMethodId }) } },
    { auth: seller },
  );
}

export const subscribeTo = async (server: TestServer, seller: SellerAuth, planName: string, currency: Currency = 'USD') =>
  dataOf(await subscribeCall(server, seller, planName, currency));

/** A new seller with a card (of the given behaviour) who subscribed to one plan. */
export async function subscribedSeller(server: TestServer, planName: string, card: keyof typeof TEST_CARDS = 'SUCCEEDS') {
  const seller = await server.newSeller();
  await addCard(server, seller, card);
  const reply = await subscribeTo(server, seller, planName);
  return { seller, subscription: reply.subscription };
}

export const listSubscriptions = async (server: TestServer, seller: SellerAuth) =>
  dataOf(await server.call<{ subscriptions: Subscription[]; events: { subscriptionId: number; type: string; cause: string; detail: string }[] }>(
    sellerApi.subscriptions.list,
    {},
    { auth: seller },
  ));

export async function subscriptionOf(server: TestServer, seller: SellerAuth, id: number): Promise<Subscription> {
  const found = (await listSubscriptions(server, seller)).subscriptions.find((subscription) => subscription.id === id);
  if (!found) throw new Error(`subscription ${id} is not listed`);
  return found;
}

export const cancelCall = (server: TestServer, seller: SellerAuth, id: number, reason = 'PRICING_ISSUE', comment?: string) =>
  server.call<Subscription>(sellerApi.subscriptions.cancel, { params: { id }, query: { reason, ...(comment ? { comment } : {}) } }, { auth: seller });
export const resumeCall = (server: TestServer, seller: SellerAuth, id: number) =>
  server.call<ChargeReply>(sellerApi.subscriptions.resume, { params: { id } }, { auth: seller });
export const retryCall = (server: TestServer, seller: SellerAuth, id: number) =>
  server.call<ChargeReply>(sellerApi.subscriptions.retryCharge, { params: { id } }, { auth: seller });

/** GET user's usageStatuses, as the menu and the client's guards read them. */
export async function usage(server: TestServer, seller: SellerAuth): Promise<UsageStatus[]> {
  return dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: seller })).usageStatuses;
}

export async function prompts(server: TestServer, seller: SellerAuth) {
  return dataOf(await server.call<UserInfo>(sellerApi.user.me, {}, { auth: seller })).informalPrompts;
}

/** A call each product's route gate guards: what a screen of that product asks first. */
const GATED_CALLS: Partial<Record<ProductKey, () => Parameters<TestServer['call']>>> = {
  LISTER: () => [sellerApi.listerSessions.search, { query: { channel: 'FBA' } }],
  BOOKZY: () => [sellerApi.triggers.list, {}],
};

/** 'open' when the product's gate lets the seller through, 'refused' when it answers 403/PRODUCT_NOT_USABLE. */
export async function gate(server: TestServer, seller: SellerAuth, product: 'LISTER' | 'BOOKZY'): Promise<'open' | 'refused'> {
  const [endpoint, input] = GATED_CALLS[product]!();
  const reply = await server.call(endpoint, input, { auth: seller });
  if (reply.body.success) return 'open';
  expect(reply.status).toBe(403);
  expect(reply.body.apiError.errorCode).toBe(ErrorCode.PRODUCT_NOT_USABLE);
  return 'refused';
}

/** The renewal sweep on the server's database and clock, as the billing-renewals job runs it. */
export function sweep(server: TestServer) {
  return sweepBilling({ db: server.db, clock: server.clock, payments: createSimulatedProcessor({ db: server.db, clock: server.clock }) });
}
