import { DEFAULT_PRICE_SOURCE } from '~/contract/bookzy';
import { sorterRuleInputSchema, type Gate, type SorterRuleInput, type SorterRuleRecord } from '~/contract/sorter';
import { zodFormValidator } from '~/lib/zodForm';
import { priceSourceMismatch } from '~/components/profitRule/ruleLimits';

/** A rule being edited: its values and a key of its own, stable while the list is reordered. */
export interface DraftRule {
  key: string;
  rule: SorterRuleInput;
}

let nextKey = 0;
const draftKey = () => `rule-${++nextKey}`;

export function draftRules(rules: readonly SorterRuleRecord[]): DraftRule[] {
  return rules.map(({ id: _id, ...rule }) => ({ key: draftKey(), rule }));
}

export function newDraftRule(rule: SorterRuleInput): DraftRule {
  return { key: draftKey(), rule };
}

/** A new rule starts as a merchant-fulfilled keeper with a modest profit floor, like a new trigger. */
export function newRuleValues(gate: Gate): SorterRuleInput {
  return {
    name: '',
    gate,
    channel: 'MF',
    priceSource: DEFAULT_PRICE_SOURCE.MF,
    minProfit: 300,
    maxSalesRank: null,
    maxOffers: null,
    minPrice: null,
  };
}

/** The rule one place up (-1) or down (+1); the list is unchanged at either end. */
export function moveRule(rules: readonly DraftRule[], index: number, by: -1 | 1): DraftRule[] {
  const target = index + by;
  if (target < 0 || target >= rules.length) return [...rules];
  const next = [...rules];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const checkSchema = zodFormValidator(sorterRuleInputSchema);

/** What the server checks (the contract's schema), and that the price fits the channel. */
export function validateRule(values: SorterRuleInput): Record<string, string> {
  const errors = checkSchema(values);
  const mismatch = errors.channel || errors.priceSource ? null : priceSourceMismatch(values);
  if (mismatch) errors.priceSource = mismatch;
  return errors;
}

export const sameRules = (draft: readonly DraftRule[], saved: readonly SorterRuleRecord[]) =>
  JSON.stringify(draft.map((item) => item.rule)) === JSON.stringify(draftRules(saved).map((item) => item.rule));
