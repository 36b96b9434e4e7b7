/**
 * The analytics' date range: whole days of the seller's own calendar, chosen as dates
 * (YYYY-MM-DD, end included) and sent as the instants they start and end in the browser's
 * timezone, so "today" means the seller's today.
 */
export interface DayRange {
  /** First day, included. */
  start: string;
  /** Last day, included. */
  end: string;
}

export const RANGE_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'thisYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  thisYear: 'This year',
};

const pad = (value: number) => String(value).padStart(2, '0');
/** A local date as YYYY-MM-DD. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysBefore = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

export function presetRange(preset: RangePreset, now = new Date()): DayRange {
  const end = dayOf(now);
  switch (preset) {
    case 'today':
      return { start: end, end };
    case 'last7':
      return { start: dayOf(daysBefore(now, 6)), end };
    case 'last30':
      return { start: dayOf(daysBefore(now, 29)), end };
    case 'thisMonth':
      return { start: dayOf(new Date(now.getFullYear(), now.getMonth(), 1)), end };
    case 'thisYear':
      return { start: dayOf(new Date(now.getFullYear(), 0, 1)), end };
  }
}

const localMidnight = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** The range as the API takes it: from the first day's local midnight to the midnight after the last. */
export function rangeInstants(range: DayRange): { from: string; to: string } {
  const end = localMidnight(range.end);
  return { from: localMidnight(range.start).toISOString(), to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).toISOString() };
}

/** Minutes east of UTC, as the report takes them (getTimezoneOffset counts west). */
export const browserTzOffset = (at = new Date()) => -at.getTimezoneOffset();

/** What is wrong with a typed range, or null: a day missing, or the end before the start. */
export function rangeProblem(range: DayRange): string | null {
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(localMidnight(day).getTime());
  if (!valid(range.start)) return 'Choose the first day.';
  if (!valid(range.end)) return 'Choose the last day.';
  if (range.end < range.start) return 'The last day is before the first.';
  return null;
}
