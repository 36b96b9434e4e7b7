import type { DayWindow } from '~/api/dashboard/queries';

/** The ranges the charts offer, in days up to today. */
export const CHART_RANGES = [7, 30, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = 30;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days up to today on this device's calendar, as the server counts them. */
export function dayWindow(days: number, now = new Date()): DayWindow {
  const tzOffset = -now.getTimezoneOffset();
  const today = Math.floor((now.getTime() + tzOffset * 60_000) / DAY_MS) * DAY_MS;
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today), tzOffset };
}

// Charts across the app label their days alike.
export { shortDay } from '~/lib/dates';
