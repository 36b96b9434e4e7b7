/**
 * Monthly periods in UTC, counted from the subscription's anchor so that the 31st renews on the
 * last day of shorter months and comes back to the 31st after them (no drift to the 28th).
 */

/** The anchor moved `months` calendar months, its day clamped to the target month's length. */
export function addMonths(anchor: Date, months: number): Date {
  const target = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  target.setUTCHours(anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds());
  return target;
}

/** The end of the period that starts at `periodStart`, for a subscription counted from `anchor`. */
export function periodEndAfter(anchor: Date, periodStart: Date): Date {
  const months = (periodStart.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + periodStart.getUTCMonth() - anchor.getUTCMonth();
  // A start on the anchor's own day-of-month grid is `months` periods in; anything else starts a new grid.
  const onGrid = addMonths(anchor, months).getTime() === periodStart.getTime();
  return onGrid ? addMonths(anchor, months + 1) : addMonths(periodStart, 1);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A timestamp's calendar day in UTC, as isoDate fields carry it. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);
