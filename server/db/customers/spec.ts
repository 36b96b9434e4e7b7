import type { UnsubscribeReason } from '../../../src/contract';

/**
 * A seller described by what happened to them, from which customerRows.ts writes every row the
 * product would have written: the seeded customers (generate.ts) and the admin tests' sellers are
 * both made this way, so a test's seller is one the seed could have made.
 */

/** How a subscription's story ends, counted in months paid from its start. */
export type SubscriptionEnding =
  /** Renewed every month up to now. */
  | { kind: 'RUNNING' }
  /** Cancelled by the seller at `at`, with the reason they picked. */
  | { kind: 'CANCELLED'; at: Date; reason: UnsubscribeReason; comment: string | null }
  /**
   * The renewal after `monthsPaid` months was declined: in its grace period when that was less
   * than GRACE_PERIOD_DAYS ago, FROZEN after.
   */
  | { kind: 'DECLINED'; monthsPaid: number };

export interface SubscriptionSpec {
  planCode: string;
  startedAt: Date;
  ending: SubscriptionEnding;
}

export interface StockSpec {
  skus: number;
  nonBookSkus: number;
  fbaBookSkus: number;
  usedBookSkus: number;
  globalMinSkus: number;
}

export interface CustomerSpec {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  phone: string | null;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  registeredAt: Date;
  marketplaceSellerId: string | null;
  isAffiliate: boolean;
  doNotContact: boolean;
  /** An affiliate's own referral code. */
  referralCode: string | null;
  /** The e-mail of the seller whose link this one signed up with (in the same batch or already there). */
  referredByEmail: string | null;
  /** The reason staff filed for the seller leaving: a value of unsubscribe_reasons, added when missing. */
  staffUnsubscribeReason: string | null;
  subscriptions: SubscriptionSpec[];
  /** Older-flow listing sessions by channel. */
  listingSessions: { fba: number; fbm: number };
  /** What their latest repricing run found; null before any. */
  stock: StockSpec | null;
}

const DEFAULT_REGISTERED_AT = new Date('2026-01-05T10:00:00Z');

/** A plain seller with nothing but an account; tests add what their filter reads. */
export function customerSpec(email: string, overrides: Partial<CustomerSpec> = {}): CustomerSpec {
  return {
    email,
    firstName: 'Casey',
    lastName: 'Customer',
    companyName: null,
    phone: null,
    addressLine1: null,
    city: null,
    state: null,
    zip: null,
    registeredAt: DEFAULT_REGISTERED_AT,
    marketplaceSellerId: null,
    isAffiliate: false,
    doNotContact: false,
    referralCode: null,
    referredByEmail: null,
    staffUnsubscribeReason: null,
    subscriptions: [],
    listingSessions: { fba: 0, fbm: 0 },
    stock: null,
    ...overrides,
  };
}
