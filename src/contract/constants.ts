/** Business constants and limits of spec section 9; both the app and the server read them here. */

export const REQUEST_TIMEOUT_MS = 30_000;

export const TOAST_DURATION_MS = 4_000;
export const ERROR_TOAST_DURATION_MS = 15_000;
export const TOAST_TICK_MS = 10;
export const TOAST_COLORS = ['success', 'error', 'warning', 'default'] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

/** A focused element that is not a form field is blurred after this delay (spec 9). */
export const BLUR_DELAY_MS = 50;

/** Seconds the app waits before the forced logout of spec 8.1 and the admin logout of 8.2. */
export const SELLER_LOGOUT_DELAY_MS = 2_000;
export const ADMIN_LOGOUT_DELAY_MS = 4_000;

/** Share of traces sent to error reporting: every one. */
export const TRACE_SAMPLE_RATE = 1;

export const BOOKZY_HISTORY_LIMIT = 100;
export const BOOKZY_DEVICE_PAGE_SIZE = 50;
export const DASHBOARD_LATEST_RESULTS = 5;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_DEFAULT_SORT = { field: 'DATE', direction: 'DESC' } as const;
export const SESSION_ITEMS_PAGE_SIZE = 100;
export const SCAN_SCREEN_LAST_ITEMS = 2;
export const SORTER_GATE_COUNT = 11;

export const STOCK_MANAGER_DEFAULT_QUERY = { qtyGte: 1 } as const;
export const STOCK_MANAGER_DEFAULTS = { offersSearchMode: 'SP_ONLY', tag: 'AT_MIN' } as const;
export const SEARCH_MODES = ['CACHE', 'SP_ONLY', 'AGGRESSIVE', 'GROUP_SCRAPE'] as const;

/**
 * Media mail rate defaults (spec 9: baseRate 3.65, breakPoint 7, tiers 0.7, low price from 10,
 * reduced by 0.77). Money is kept in cents like every amount in Folio; the break point is in pounds.
 */
export const MEDIA_MAIL_DEFAULTS = {
  baseRate: 365,
  breakPoint: 7,
  additionInitialTier: 70,
  additionLaterTier: 70,
  lowPriceEnabled: true,
  lowPriceActivatePoint: 1000,
  lowPriceReduceAmount: 77,
} as const;

export const CONDITIONS = [
  'new',
  'used',
  'collectible',
  'likenew',
  'verygood',
  'good',
  'acceptable',
] as const;
export const TEXT_MATCH_TYPES = ['Equals', 'Contains', 'Starts With', 'Ends With'] as const;
export const INVENTORY_STATES = ['Active', 'Inbound', 'Reserved'] as const;
export const STOCK_SORT_FIELDS = ['Age', 'Price', 'Quantity', 'ASR', 'Sold Days'] as const;
export const REMOVAL_TYPES = ['RETURN', 'LIQUIDATE', 'DISPOSAL'] as const;
export const PREP_OPTIONS = [
  'No Prep Needed',
  'Poly Bagging',
  'Bubble Wrapping',
  'Taping',
  'Black Shrink Wrapping',
  'Hang Garment',
] as const;
/** The spec names these and says the full list is longer; later issues add what they need. */
export const HAZARD_CATEGORIES = ['STORAGE', 'TRANSPORTATION', 'Waste', 'GHS', 'OTHER'] as const;

export const SOUND_CHOICES = ['cash', 'chime', 'elegant', 'blink', 'ding', 'animated', 'none'] as const;
export const EVENT_SOUNDS = [
  'success',
  'warning',
  'error',
  'reject',
  'restricted',
  'multiple results',
  'no way',
] as const;

/** ISO 4217 codes, the five the sellers use most first. */
export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'MXN', 'CAD',
  'AED', 'ARS', 'AUD', 'BGN', 'BRL', 'CHF', 'CLP', 'CNY', 'COP', 'CZK', 'DKK', 'EGP', 'HKD',
  'HUF', 'IDR', 'ILS', 'INR', 'ISK', 'JPY', 'KRW', 'MYR', 'NGN', 'NOK', 'NZD', 'PEN', 'PHP',
  'PKR', 'PLN', 'RON', 'SAR', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'UAH', 'VND', 'ZAR',
] as const;

/** A tag manager id is GTM- or G- followed by capitals or digits (spec 5). */
export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

export const PRODUCT_NAME = 'Folio';

/** The only pages where the analytics tag manager runs (spec 2.2). */
export const TAG_MANAGER_PATHS = ['/signup', '/invitation/finalize', '/registersendlink'] as const;

/** Header and cookie of the double-submit XSRF check (spec 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const DEVICE_ID_HEADER = 'X-Device-Id';
export const ADMIN_AUTHORIZATION_HEADER = 'Admin-Authorization';
/** Sent with every outbox write; the server applies a key at most once (architecture: outbox). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Every reply names its request's id, which the server's log lines carry: errors show it as their reference. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
