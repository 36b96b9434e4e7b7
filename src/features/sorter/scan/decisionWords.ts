import { FALLBACK_CASE_LABELS, gateNumber, type GateDecision } from '~/contract/sorter';
import type { TriggerLimit } from '~/contract/bookzy/profit';

/** Why the nearest rule refused a book, as the seller reads it on the line. */
export const REJECT_REASON_LABELS: Record<TriggerLimit, string> = {
  priceSource: 'no price at the rule’s source',
  minProfit: 'profit below the rule’s minimum',
  minPrice: 'price below the rule’s minimum',
  maxOffers: 'more offers than the rule allows',
  maxSalesRank: 'sales rank above the rule’s limit',
};

/** "Rule: FBA keeper", or "Reject: profit below the rule's minimum", or "No Amazon Listing". */
export function chosenBy(decision: GateDecision): string {
  if (decision.rule) return `Rule: ${decision.rule.name}`;
  const label = decision.fallback ? FALLBACK_CASE_LABELS[decision.fallback] : 'Fallback';
  return decision.rejectReason ? `${label}: ${REJECT_REASON_LABELS[decision.rejectReason]}` : label;
}

/** "Gate 3 is full: sent to gate 5", or null when the chosen gate took the book. */
export function redirectLine(decision: GateDecision): string | null {
  if (!decision.redirect) return null;
  const to = decision.redirect.to === 'EXCEPTION' ? 'the exception gate, gate' : 'gate';
  return `Gate ${gateNumber(decision.redirect.from)} is full: sent to ${to} ${gateNumber(decision.gate)}`;
}
