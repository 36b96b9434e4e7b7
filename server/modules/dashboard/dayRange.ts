import { DAILY_STATS_DEFAULT_DAYS, DAILY_STATS_MAX_DAYS } from '../../../src/contract/dashboard';
import { invalidInput } from '../../http/appError';

/**
 * The days a daily report covers, on the seller's calendar (tzOffset minutes east of UTC): the
 * dates asked for, or the last DAILY_STATS_DEFAULT_DAYS days up to today. Days are counted as whole
 * numbers since 1970-01-01, which is what the figures are bucketed by.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface DayRange {
  from: string;
  to: string;
  /** Every date of the range, oldest first. */
  dates: string[];
  /** The day number of `from`: dates[i] is day firstDay + i. */
  firstDay: number;
  /** Today on the seller's calendar, as a day number. */
  today: number;
  /** The range as instants: [start, end). */
  start: Date;
  end: Date;
}

const dayNumberOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today's day number on a clock tzOffset minutes east of UTC. */
export const sellerDay = (now: Date, tzOffset: number) => Math.floor((now.getTime() + tzOffset * MINUTE_MS) / DAY_MS);

/** How long a range is without from, and at most (the seller's charts; the admin dashboard allows a year). */
export interface RangeLimits {
  defaultDays: number;
  maxDays: number;
}
const sellerLimits: RangeLimits = { defaultDays: DAILY_STATS_DEFAULT_DAYS, maxDays: DAILY_STATS_MAX_DAYS };

export function resolveDayRange(
  query: { from?: string | undefined; to?: string | undefined; tzOffset: number },
  now: Date,
  { defaultDays, maxDays }: RangeLimits = sellerLimits,
): DayRange {
  const today = sellerDay(now, query.tzOffset);
  const last = query.to ? dayNumberOf(query.to) : today;
  const first = query.from ? dayNumberOf(query.from) : last - defaultDays + 1;
  if (first > last) throw invalidInput(`from must not be after to (${dateOf(last)}).`);
  if (last - first + 1 > maxDays) {
    throw invalidInput(`from must be at most ${maxDays - 1} days before to (${dateOf(last)}): a report covers ${maxDays} days at most.`);
  }
  const offset = query.tzOffset * MINUTE_MS;
  return {
    from: dateOf(first),
    to: dateOf(last),
    dates: Array.from({ length: last - first + 1 }, (_, index) => dateOf(first + index)),
    firstDay: first,
    today,
    start: new Date(first * DAY_MS - offset),
    end: new Date((last + 1) * DAY_MS - offset),
  };
}
