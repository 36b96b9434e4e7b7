import type { Channel } from '~/contract';
import type { RepricingDay, SalesDay } from '~/contract/dashboard';

/**
 * What each chart draws, shared by the charts (loaded when drawn) and the tables beside them
 * (always there). Shades dark enough to stand out from the white card (WCAG 1.4.11, 3:1).
 */

export interface Series<Key extends string> {
  name: Key;
  label: string;
  color: string;
}

export const REPRICING_SERIES: Series<keyof Omit<RepricingDay, 'date'>>[] = [
  { name: 'raised', label: 'Raised', color: 'teal.8' },
  { name: 'lowered', label: 'Lowered', color: 'blue.7' },
  { name: 'unchanged', label: 'Unchanged', color: 'gray.6' },
  { name: 'failed', label: 'Failed', color: 'red.7' },
];

export const SALES_SERIES: Series<keyof Omit<SalesDay, 'date'>>[] = [{ name: 'skusSold', label: 'SKUs sold', color: 'violet.7' }];

/** The theme's channel colours (spec 9's named colours: FBA orange, merchant-fulfilled cyan). */
export const CHANNEL_COLORS: Record<Channel, string> = { FBA: 'orange.7', MFN: 'cyan.8' };
export const CHANNEL_LABELS: Record<Channel, string> = { FBA: 'FBA', MFN: 'Merchant-fulfilled' };

export const CHART_HEIGHT = 240;
