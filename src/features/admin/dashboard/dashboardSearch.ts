import { z } from 'zod/mini';
import { ADMIN_DASHBOARD_DEFAULT_DAYS, ADMIN_DASHBOARD_MAX_DAYS } from '~/contract/admin/listOptions';

/**
 * The dashboard's range, list and page as the address keeps them: a reload or a shared link shows
 * the same figures. Days are UTC days, as the server counts them; no range means the last
 * ADMIN_DASHBOARD_DEFAULT_DAYS days up to today (UTC). A value that is not valid is dropped.
 */
export const DASHBOARD_LISTS = ['signups', 'churn', 'refunds'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

export const adminDashboardSearchSchema = z.object({
  from: z.catch(z.optional(z.iso.date()), undefined),
  to: z.catch(z.optional(z.iso.date()), undefined),
  list: z.catch(z.optional(z.enum(DASHBOARD_LISTS)), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(100_000))), undefined),
});
export type AdminDashboardSearch = z.infer<typeof adminDashboardSearchSchema>;

const DAY_MS = 86_400_000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const utcToday = (now = Date.now()) => utcDate(now);
const daysBefore = (date: string, days: number) => utcDate(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS);

export interface UtcRange {
  from: string;
  to: string;
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()): UtcRange {
  const to = utcToday(now);
  return { from: daysBefore(to, days - 1), to };
}

/** The range the address names, whole: a missing end is today, a missing start ADMIN_DASHBOARD_DEFAULT_DAYS before the end. */
export function rangeOf(search: AdminDashboardSearch, now = Date.now()): UtcRange {
  const to = search.to ?? utcToday(now);
  return { from: search.from ?? daysBefore(to, ADMIN_DASHBOARD_DEFAULT_DAYS - 1), to };
}

export const RANGE_PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '12 months' },
] as const;

/** What is wrong with a typed range, or null. */
export function rangeProblem(range: UtcRange): string | null {
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
  if (!valid(range.from)) return 'Choose the first day.';
  if (!valid(range.to)) return 'Choose the last day.';
  if (range.to < range.from) return 'The last day is before the first.';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > ADMIN_DASHBOARD_MAX_DAYS) return `A range covers ${ADMIN_DASHBOARD_MAX_DAYS} days at most.`;
  return null;
}
