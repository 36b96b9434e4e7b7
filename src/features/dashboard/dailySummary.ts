import type { RepricingDay, SalesDay } from '~/contract/dashboard';
import { formatCount } from '~/lib/numberText';
import { plural } from '~/lib/plural';
import { shortDay } from './dayWindow';

/**
 * The sentences under each chart: what the bars add up to, for everyone, and the text a screen
 * reader gives before the figures' table.
 */

export interface RepricingTotals {
  raised: number;
  lowered: number;
  unchanged: number;
  failed: number;
  priced: number;
}

const inTheseDays = (count: number) => (count === 1 ? 'on this day' : `in these ${count} days`);

const pricedOn = (day: RepricingDay) => day.raised + day.lowered + day.unchanged + day.failed;

export function repricingTotals(days: readonly RepricingDay[]): RepricingTotals {
  const totals = { raised: 0, lowered: 0, unchanged: 0, failed: 0, priced: 0 };
  for (const day of days) {
    totals.raised += day.raised;
    totals.lowered += day.lowered;
    totals.unchanged += day.unchanged;
    totals.failed += day.failed;
    totals.priced += pricedOn(day);
  }
  return totals;
}

/** The day with the most, the earliest of equals; null when every day is zero. */
function busiest<T extends { date: string }>(days: readonly T[], valueOf: (day: T) => number): T | null {
  let best: T | null = null;
  for (const day of days) if (valueOf(day) > 0 && (best === null || valueOf(day) > valueOf(best))) best = day;
  return best;
}

export function repricingSummary(days: readonly RepricingDay[]): string {
  const totals = repricingTotals(days);
  if (totals.priced === 0) return `No SKU was repriced ${inTheseDays(days.length)}.`;
  const top = busiest(days, pricedOn)!;
  return (
    `${plural(totals.priced, 'SKU')} priced in ${plural(days.length, 'day')}: ${formatCount(totals.raised)} raised, ` +
    `${formatCount(totals.lowered)} lowered, ${formatCount(totals.unchanged)} unchanged, ${formatCount(totals.failed)} failed. ` +
    `Busiest day: ${shortDay(top.date)}, with ${plural(pricedOn(top), 'SKU')}.`
  );
}

export function salesSummary(days: readonly SalesDay[]): string {
  const sold = days.reduce((sum, day) => sum + day.skusSold, 0);
  if (sold === 0) return `No sale ${inTheseDays(days.length)}.`;
  const top = busiest(days, (day) => day.skusSold)!;
  const perDay = (sold / days.length).toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${plural(sold, 'SKU')} sold in ${plural(days.length, 'day')}, ${perDay} a day. Best day: ${shortDay(top.date)}, with ${formatCount(top.skusSold)}.`;
}
