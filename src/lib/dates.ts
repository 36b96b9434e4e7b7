/**
 * A formatter made on first use: building one loads the locale's data, which at module load would
 * hold up the first screen of every page (the sign-in page formats no date).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday": for activity times. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (elapsed < 60_000) return 'just now';
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative().format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

/** A calendar date (YYYY-MM-DD) as people read it: "Nov 27, 2026". Dates carry no time zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day of a moment, in the seller's own time zone: "Dec 1, 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const shortDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** "Mar 10": a calendar date (YYYY-MM-DD) on a chart's axis. */
export const shortDay = (date: string) => shortDate().format(new Date(`${date}T00:00:00Z`));
