import { PRODUCT_LABELS, type ProductKey } from '../../../src/contract';
import { SIMULATOR_MESSAGES } from '../../payments/simulator';
import { FREEZE_PROMPT_TYPE, freezeDaysDue, productUsage, type Holding } from '../../modules/billing/usage';
import type { CustomerSpec } from './spec';
import { subscriptionStory, type SubscriptionStory } from './subscriptionStory';

/**
 * Every row of a batch of customers, table by table, as the product would have written them: the
 * account, its card (at Folio and at the processor simulator), subscriptions with their invoices,
 * lines, charges and events, user_products and the about-to-freeze prompts (billing's own
 * productUsage and freezeDaysDue), listing sessions and the latest run's stock profile. Ids are
 * given here so that the rows can refer to each other and go in one statement per table.
 */

export interface SeedPlan {
  id: number;
  code: string;
  name: string;
  kind: 'PRODUCT' | 'BUNDLE';
  products: ProductKey[];
  /** The USD price; seeded customers pay in USD. */
  amountCents: number;
}

export interface RowContext {
  now: Date;
  passwordHash: string;
  plans: ReadonlyMap<string, SeedPlan>;
  /** The largest id each table holds now. */
  lastIds: { users: number; subscriptions: number; invoices: number; paymentMethods: number };
  /** The last invoice number used, per calendar year. */
  invoiceCounters: ReadonlyMap<number, number>;
  /** unsubscribe_reasons by value. */
  reasonIds: ReadonlyMap<string, number>;
  /** Sellers already in the database, by e-mail: referrers outside the batch. */
  knownUserIds: ReadonlyMap<string, number>;
}

type Row = Record<string, unknown>;

export interface CustomerRows {
  users: Row[];
  paymentSimMethods: Row[];
  paymentMethods: Row[];
  subscriptions: Row[];
  invoices: Row[];
  invoiceLines: Row[];
  paymentSimCharges: Row[];
  charges: Row[];
  subscriptionEvents: Row[];
  /** subscriptions.open_invoice_id, set once the invoices exist. */
  openInvoices: { id: number; open_invoice_id: number }[];
  userProducts: Row[];
  informalPrompts: Row[];
  listingSessions: Row[];
  stockProfiles: Row[];
  /** The last invoice number per year after this batch. */
  invoiceCounters: { year: number; last_number: number }[];
  userIds: number[];
}

const CARDS = {
  SUCCEEDS: { last4: '4242', label: 'Visa ending 4242' },
  FAILS_AT_RENEWAL: { last4: '0341', label: 'Visa ending 0341' },
} as const;

interface PendingInvoice {
  userId: number;
  customer: CustomerSpec;
  subscriptionId: number;
  plan: SeedPlan;
  methodId: number;
  methodRef: string;
  purpose: string;
  periodStart: Date;
  periodEnd: Date;
  paid: boolean;
  /** Set when this invoice is the subscription's open one. */
  opens: boolean;
}

const productNames = (products: readonly ProductKey[]) => products.map((product) => PRODUCT_LABELS[product]).join(', ');
const lineDescription = (plan: SeedPlan) => (plan.kind === 'BUNDLE' ? `${plan.name} (${productNames(plan.products)}), one month` : `${plan.name}, one month`);

function billedTo(customer: CustomerSpec) {
  const cityLine = [customer.city, [customer.state, customer.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: `${customer.firstName} ${customer.lastName}`,
    company: customer.companyName,
    email: customer.email,
    address: [customer.addressLine1, cityLine].filter((line): line is string => Boolean(line)),
  };
}

export function customerRows(customers: readonly CustomerSpec[], context: RowContext): CustomerRows {
  const { now, plans } = context;
  const rows: CustomerRows = {
    users: [], paymentSimMethods: [], paymentMethods: [], subscriptions: [], invoices: [], invoiceLines: [], paymentSimCharges: [],
    charges: [], subscriptionEvents: [], openInvoices: [], userProducts: [], informalPrompts: [], listingSessions: [], stockProfiles: [],
    invoiceCounters: [], userIds: [],
  };
  const userIdOf = new Map(context.knownUserIds);
  customers.forEach((customer, index) => userIdOf.set(customer.email, context.lastIds.users + index + 1));
  let subscriptionId = context.lastIds.subscriptions;
  let methodId = context.lastIds.paymentMethods;
  const pending: PendingInvoice[] = [];

  customers.forEach((customer) => {
    const userId = userIdOf.get(customer.email)!;
    rows.userIds.push(userId);
    const referredBy = customer.referredByEmail === null ? null : userIdOf.get(customer.referredByEmail);
    if (referredBy === undefined) throw new Error(`The referrer ${customer.referredByEmail} is not a seller`);
    const reasonId = customer.staffUnsubscribeReason === null ? null : context.reasonIds.get(customer.staffUnsubscribeReason);
    if (reasonId === undefined) throw new Error(`The unsubscribe reason "${customer.staffUnsubscribeReason}" is not on the list`);
    rows.users.push({
      id: userId,
      email: customer.email,
      password_hash: context.passwordHash,
      first_name: customer.firstName,
      last_name: customer.lastName,
      company_name: customer.companyName,
      phone: customer.phone,
      address_line1: customer.addressLine1,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      marketplace_seller_id: customer.marketplaceSellerId,
      referral_code: customer.referralCode,
      referred_by_user_id: referredBy,
      do_not_contact: customer.doNotContact,
      is_affiliate: customer.isAffiliate,
      unsubscribe_reason_id: reasonId,
      created_at: customer.registeredAt,
    });

    if (customer.subscriptions.length > 0) {
      // One card, added when the first subscription started; a renewal that was declined was declined on it.
      const behaviour = customer.subscriptions.some((each) => each.ending.kind === 'DECLINED') ? 'FAILS_AT_RENEWAL' : 'SUCCEEDS';
      const card = CARDS[behaviour];
      const added = new Date(Math.min(...customer.subscriptions.map((each) => each.startedAt.getTime())));
      const ref = `pm_sim_seed_${userId}`;
      methodId += 1;
      const expYear = now.getUTCFullYear() + 3;
      rows.paymentSimMethods.push({ ref, behaviour, brand: 'VISA', last4: card.last4, exp_month: 9, exp_year: expYear, created_at: added });
      rows.paymentMethods.push({
        id: methodId, user_id: userId, processor_ref: ref, brand: 'VISA', last4: card.last4, exp_month: 9, exp_year: expYear,
        holder_name: `${customer.firstName} ${customer.lastName}`, main: true, created_at: added,
      });
      const holdings: Holding[] = [];
      for (const spec of customer.subscriptions) {
        const plan = plans.get(spec.planCode);
        if (!plan) throw new Error(`The plan ${spec.planCode} is not in the catalog`);
        const story: SubscriptionStory = subscriptionStory(spec, { amountCents: plan.amountCents, card: card.label }, now);
        subscriptionId += 1;
        rows.subscriptions.push({
          id: subscriptionId, user_id: userId, plan_id: plan.id, status: story.status, usable: story.usable, currency: 'USD',
          amount_cents: plan.amountCents, started_at: spec.startedAt, billing_anchor: spec.startedAt, paid_through: story.paidThrough,
          payment_state: story.paymentState, failure_message: story.failureMessage, freezes_at: story.freezesAt,
          unsubscribe_reason: spec.ending.kind === 'CANCELLED' ? spec.ending.reason : null,
          unsubscribe_comment: spec.ending.kind === 'CANCELLED' ? spec.ending.comment : null,
          unsubscribed_at: story.unsubscribedAt, created_at: spec.startedAt,
        });
        for (const event of story.events) rows.subscriptionEvents.push({ subscription_id: subscriptionId, user_id: userId, ...event });
        story.invoices.forEach((invoice, position) =>
          pending.push({ userId, customer, subscriptionId, plan, methodId, methodRef: ref, ...invoice, opens: story.openInvoice === position }),
        );
        for (const product of plan.products) holdings.push({ product, status: story.status, usable: story.usable, paymentState: story.paymentState, freezesAt: story.freezesAt });
      }
      for (const usage of productUsage(holdings)) rows.userProducts.push({ user_id: userId, ...usage });
      for (const [product, freezeDate] of freezeDaysDue(holdings)) {
        rows.informalPrompts.push({ user_id: userId, type: FREEZE_PROMPT_TYPE, status: 'ACTIVE', product, freeze_date: freezeDate, created_at: now });
      }
    }

    const sessionAt = (n: number) => new Date(Math.min(now.getTime(), customer.registeredAt.getTime() + (n + 1) * 9 * 86_400_000));
    const channels = [...Array.from({ length: customer.listingSessions.fba }, () => 'FBA'), ...Array.from({ length: customer.listingSessions.fbm }, () => 'FBM')];
    channels.forEach((channel, n) =>
      rows.listingSessions.push({ user_id: userId, channel, name: `${channel} session ${n + 1}`, status: 'SUBMITTED', created_at: sessionAt(n), updated_at: sessionAt(n) }),
    );
    if (customer.stock) {
      const { skus, nonBookSkus, fbaBookSkus, usedBookSkus, globalMinSkus } = customer.stock;
      rows.stockProfiles.push({
        user_id: userId, run_id: null, skus, non_book_skus: nonBookSkus, fba_book_skus: fbaBookSkus, used_book_skus: usedBookSkus,
        global_min_skus: globalMinSkus, measured_at: new Date(now.getTime() - 86_400_000),
      });
    }
  });

  addInvoices(rows, pending, context);
  return rows;
}

/** Invoices in the order they were issued, numbered on from each year's counter without gaps, with their line and charge. */
function addInvoices(rows: CustomerRows, pending: PendingInvoice[], context: RowContext) {
  const counters = new Map(context.invoiceCounters);
  let invoiceId = context.lastIds.invoices;
  pending.sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime() || a.subscriptionId - b.subscriptionId);
  for (const invoice of pending) {
    invoiceId += 1;
    const year = invoice.periodStart.getUTCFullYear();
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    const invoiceNumber = `F-${year}-${String(number).padStart(6, '0')}`;
    const amount = invoice.plan.amountCents;
    const at = invoice.periodStart;
    rows.invoices.push({
      id: invoiceId, user_id: invoice.userId, subscription_id: invoice.subscriptionId, number: invoiceNumber, purpose: invoice.purpose,
      status: invoice.paid ? 'PAID' : 'FAILED', currency: 'USD', issued_at: at, paid_at: invoice.paid ? at : null,
      period_start: invoice.periodStart, period_end: invoice.periodEnd, subtotal_cents: amount, tax_rate_basis_points: null,
      tax_cents: 0, total_cents: amount, refunded_cents: 0, paid_with_method_id: invoice.paid ? invoice.methodId : null,
      billed_to: billedTo(invoice.customer),
    });
    rows.invoiceLines.push({
      invoice_id: invoiceId, position: 1, description: lineDescription(invoice.plan),
      product: invoice.plan.kind === 'PRODUCT' ? (invoice.plan.products[0] ?? null) : null, quantity: 1, unit_amount_cents: amount,
      amount_cents: amount, period_start: invoice.periodStart, period_end: invoice.periodEnd,
    });
    const key = `seed-${invoiceNumber}-1`;
    const chargeRef = `ch_sim_seed_${invoiceId}`;
    const failure = invoice.paid ? null : SIMULATOR_MESSAGES.insufficientFunds;
    rows.paymentSimCharges.push({
      ref: chargeRef, idempotency_key: key, method_ref: invoice.methodRef, amount_cents: amount, currency: 'USD',
      status: invoice.paid ? 'succeeded' : 'declined', failure_message: failure, created_at: at,
    });
    rows.charges.push({
      invoice_id: invoiceId, attempt: 1, idempotency_key: key, payment_method_id: invoice.methodId, amount_cents: amount, currency: 'USD',
      cause: invoice.purpose === 'SUBSCRIBE' ? 'SELLER' : 'RENEWAL', state: invoice.paid ? 'SUCCEEDED' : 'DECLINED',
      processor_ref: chargeRef, failure_message: failure, created_at: at, settled_at: at,
    });
    if (invoice.opens) rows.openInvoices.push({ id: invoice.subscriptionId, open_invoice_id: invoiceId });
  }
  rows.invoiceCounters = [...counters].map(([year, last]) => ({ year, last_number: last }));
}
