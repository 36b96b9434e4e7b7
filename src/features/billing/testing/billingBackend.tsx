import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { AnyEndpoint } from '~/contract';
import { affiliationApi, invoicesApi, paymentMethodsApi, subscriptionsApi } from '~/contract/payments/api';
import { creditNotesApi } from '~/contract/payments/creditNotes';
import type { Affiliation, BillingPlan, Invoice, PaymentMethod, Subscription, SubscriptionEvent } from '~/contract/payments';
import { subscribeToToasts, type ToastMessage } from '~/lib/toast';
import { render } from '~/testing/render';

export interface CallInput {
  params?: { id?: number };
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface BillingState {
  subscriptions: Subscription[];
  events: SubscriptionEvent[];
  plans: BillingPlan[];
  methods: PaymentMethod[];
  invoices: Invoice[];
  affiliation: Affiliation | null;
}

type Handler = (input: CallInput) => unknown;

/**
 * The billing calls answered from `state`, as the server would answer them, with any call's
 * answer replaced where a test says so (`answer`). Every call is recorded. Used by the screens'
 * tests through `vi.mock('~/api/clients', ...)` with `billingCall`.
 */
export function billingBackend() {
  const state: BillingState = { subscriptions: [], events: [], plans: [], methods: [], invoices: [], affiliation: null };
  const calls: { endpoint: AnyEndpoint; input: CallInput }[] = [];
  const answers = new Map<AnyEndpoint, Handler>();
  const defaults = new Map<AnyEndpoint, Handler>([
    [subscriptionsApi.list, () => ({ subscriptions: state.subscriptions, events: state.events })],
    [subscriptionsApi.plans, () => state.plans],
    [paymentMethodsApi.list, () => state.methods],
    [invoicesApi.list, () => state.invoices],
    [affiliationApi.read, () => state.affiliation],
    [creditNotesApi.list, () => []],
  ]);
  return {
    state,
    calls,
    /** Answers `endpoint` with `handler` from now on (a reply, or a thrown error). */
    answer(endpoint: AnyEndpoint, handler: Handler) {
      answers.set(endpoint, handler);
    },
    async call(endpoint: AnyEndpoint, input: CallInput = {}) {
      calls.push({ endpoint, input });
      const handler = answers.get(endpoint) ?? defaults.get(endpoint);
      if (!handler) throw new Error(`no answer for ${endpoint.method} ${endpoint.path}`);
      return handler(input);
    },
    callsTo: (endpoint: AnyEndpoint) => calls.filter((call) => call.endpoint === endpoint).map((call) => call.input),
    reset() {
      Object.assign(state, { subscriptions: [], events: [], plans: [], methods: [], invoices: [], affiliation: null });
      calls.length = 0;
      answers.clear();
    },
  };
}

/** The toasts raised while a test runs, newest last. */
export function collectToasts() {
  const toasts: ToastMessage[] = [];
  const stop = subscribeToToasts((toast) => void toasts.push(toast));
  return { toasts, stop, texts: (color?: ToastMessage['color']) => toasts.filter((toast) => !color || toast.color === color).map((toast) => toast.message) };
}

export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
