import type { ActionKind, CompetitorChannel, FlagField, MatchScope, NumberField, RuleAction } from '~/contract';

/** How the rule editor and the trail word the section's vocabulary for a seller. */
export const NUMBER_FIELD_LABELS: Record<NumberField, string> = {
  salesRank: 'Sales rank',
  soldDays: 'Days since last sale',
  ageDays: 'Days listed',
  offers: 'Competing offers',
  // The reference price, not the current one: a line that reads the price the repricer moves would
  // decide differently on every run.
  price: 'Reference price (cents)',
};
export const FLAG_FIELD_LABELS: Record<FlagField, string> = {
  buyBoxOwned: 'I own the buy box',
  marketplaceOffering: 'The marketplace sells it',
  buyBoxHeld: 'Someone holds the buy box',
};
export const FIELD_LABELS: Record<string, string> = { ...NUMBER_FIELD_LABELS, ...FLAG_FIELD_LABELS };

export const ACTION_LABELS: Record<ActionKind, string> = {
  MATCH: 'Match the lowest offer',
  BEAT_BUY_BOX: 'Beat the buy box',
  FIXED: 'Set a fixed price',
  MAX: 'Go to my maximum',
  KEEP: 'Keep the price',
  SKIP: 'Skip the SKU',
  TARGET_MARKETPLACE: "Target the marketplace's offer",
};
export const SCOPE_LABELS: Record<MatchScope, string> = {
  CONDITION: 'in my condition',
  SUB_CONDITION: 'in my sub-condition',
  CHANNEL_CONDITION: 'in my channel and condition',
  CHANNEL_SUB_CONDITION: 'in my channel and sub-condition',
};
export const CHANNEL_LABELS: Record<CompetitorChannel, string> = { ANY: 'Every channel', FBA: 'FBA only', MFN: 'Merchant-fulfilled only' };

/** What a new action starts as when the seller switches kind: the figures a seller most often wants. */
export function defaultAction(kind: ActionKind): RuleAction {
  switch (kind) {
    case 'MATCH':
      return { kind, scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } };
    case 'BEAT_BUY_BOX':
      return { kind, by: 1 };
    case 'FIXED':
      return { kind, price: 999 };
    case 'TARGET_MARKETPLACE':
      return { kind, adjust: { unit: 'CENTS', amount: -1 } };
    default:
      return { kind };
  }
}
