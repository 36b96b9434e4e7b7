import { z } from 'zod/mini';

/** Product keys of spec 3.1: each seller capability is a product that may or may not be usable. */
export const PRODUCT_KEYS = [
  'REPRICER',
  'MY_PRICER',
  'LISTER',
  'BOOKZY',
  'FEED_BEGGAR',
  'INVENTORY_MANAGER',
  'SORTER',
  'REIMBURSEMENT',
  'SEND_TO_AMAZON',
] as const;
export const productKey = z.enum(PRODUCT_KEYS);
export type ProductKey = z.infer<typeof productKey>;

/** What people see for each product key (the key SEND_TO_AMAZON predates the marketplace-neutral name). */
export const PRODUCT_LABELS: Record<ProductKey, string> = {
  REPRICER: 'Repricer',
  MY_PRICER: 'Stock Manager',
  LISTER: 'Lister',
  BOOKZY: 'Bookzy',
  FEED_BEGGAR: 'Feed Tool',
  INVENTORY_MANAGER: 'Inventory Manager',
  SORTER: 'Sorter',
  REIMBURSEMENT: 'Reimbursement',
  SEND_TO_AMAZON: 'Send to Marketplace',
};

export const MENU_CATEGORIES = ['STANDARD_PACKAGE', 'OTHER_APPS'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const LISTING_MODES = ['DEFAULT', 'LEGACY'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];

/** Subscription status of spec 4; a product is usable only while its subscription is ACTIVE. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'UNSUBSCRIBED', 'FROZEN'] as const;
export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;
