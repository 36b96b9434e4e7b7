import type { StockReportQuery } from './reports';

/** A report's filters and sort: its query without the kind, which the report keeps apart. */
export type StockReportFilters = Omit<StockReportQuery, 'kind'>;

/**
 * A report's query in its two other shapes: the query-string text the report keeps (and parses
 * again with the contract's schema when its job runs), and words for the list of reports.
 */

const CONDITION_WORDS: Record<string, string> = {
  new: 'new', used: 'used', collectible: 'collectible', likenew: 'like new', verygood: 'very good', good: 'good', acceptable: 'acceptable',
};
const TAG_WORDS = { AT_MIN: 'at min', AT_MAX: 'at max', NO_MIN: 'no min' } as const;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const either = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0]!);

/** The parsed query back as the query string carries it: numbers as text, lists comma-joined. */
export function reportQueryText(query: StockReportFilters): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    text[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return text;
}

function range(what: string, from: number | undefined, to: number | undefined, show: (value: number) => string) {
  if (from !== undefined && to !== undefined) return `${what} ${show(from)} to ${show(to)}`;
  if (from !== undefined) return `${what} ${show(from)} or more`;
  if (to !== undefined) return `${what} up to ${show(to)}`;
  return null;
}

/** "Condition used or good · Quantity 1 or more · by Price, descending". */
export function describeReportQuery(query: StockReportFilters): string {
  const parts = [
    query.conditions?.length ? `Condition ${either(query.conditions.map((condition) => CONDITION_WORDS[condition] ?? condition))}` : null,
    query.states?.length ? `${either(query.states)} units` : null,
    query.tags?.length ? `Price ${either(query.tags.map((tag) => TAG_WORDS[tag]))}` : null,
    query.text ? `${query.textField ?? 'Any field'} ${query.textMatch.toLowerCase()} "${query.text}"` : null,
    range('Quantity', query.qtyGte === 0 ? undefined : query.qtyGte, query.qtyLte, String),
    range('Price', query.priceGte, query.priceLte, dollars),
    `by ${query.sortField}, ${query.sortOrder === 'ASC' ? 'ascending' : 'descending'}`,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}
