import { PRICE_SOURCE_LABELS, type TriggerInput } from '~/contract/bookzy';
import { formatCents } from '~/lib/money';

type Rule = Pick<TriggerInput, 'channel' | 'priceSource' | 'minProfit' | 'minPrice' | 'maxSalesRank' | 'maxOffers'>;

const count = new Intl.NumberFormat('en-US');

/**
 * A trigger's rule on one line, short enough for a phone row:
 * "MF · Lowest used · profit ≥ $3.00 · rank ≤ 1,000,000 · ≤ 20 offers". Unset limits are left out,
 * because they do not filter (see evaluateTrigger).
 */
export function ruleSummary(rule: Rule): string {
  const limits = [
    rule.minProfit !== null && `profit ≥ ${formatCents(rule.minProfit)}`,
    rule.minPrice !== null && `price ≥ ${formatCents(rule.minPrice)}`,
    rule.maxSalesRank !== null && `rank ≤ ${count.format(rule.maxSalesRank)}`,
    rule.maxOffers !== null && `≤ ${count.format(rule.maxOffers)} ${rule.maxOffers === 1 ? 'offer' : 'offers'}`,
  ].filter((part): part is string => typeof part === 'string');
  return [rule.channel, PRICE_SOURCE_LABELS[rule.priceSource], ...(limits.length ? limits : ['no limits'])].join(' · ');
}
