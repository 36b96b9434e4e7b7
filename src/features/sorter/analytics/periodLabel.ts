import type { ReportPeriod } from '~/contract/sorter';

const FORMATS: Record<ReportPeriod, Intl.DateTimeFormatOptions> = {
  HOUR: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  DAY: { year: 'numeric', month: '2-digit', day: '2-digit' },
  WEEK: { year: 'numeric', month: '2-digit', day: '2-digit' },
  MONTH: { year: 'numeric', month: 'short' },
  YEAR: { year: 'numeric' },
};

/** A period's start as the seller reads it, in the browser's timezone (the report's tzOffset). */
export function periodLabel(startIso: string, period: ReportPeriod): string {
  const label = new Intl.DateTimeFormat('en-CA', FORMATS[period]).format(new Date(startIso)).replace(',', '');
  return period === 'WEEK' ? `Week of ${label}` : label;
}

/** Short labels under a chart's columns. */
export function periodTick(startIso: string, period: ReportPeriod): string {
  const start = new Date(startIso);
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(start);
  if (period === 'HOUR') return `${day} ${String(start.getHours()).padStart(2, '0')}h`;
  if (period === 'DAY' || period === 'WEEK') return day;
  // "Nov '26": a bare two-digit year ("Nov 26") reads as the 26th of November.
  if (period === 'MONTH') return `${new Intl.DateTimeFormat('en-US', { month: 'short' }).format(start)} '${String(start.getFullYear()).slice(-2)}`;
  return String(start.getFullYear());
}
