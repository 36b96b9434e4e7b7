import type { FailureCode, Guard, ReasonCode } from '~/contract';

/** Spec 3.6's reason codes, worded for the seller reading why a price was chosen. */
export const REASON_LABELS: Record<ReasonCode, string> = {
  AT_MIN: 'At your minimum',
  AT_MAX: 'At your maximum',
  BB_OWNER: 'You own the buy box',
  BB_ELIGIBLE: 'Eligible for the buy box',
  FIX_PRICE: 'Fixed price',
  EXCEED_LIST_PRICE: 'Above the list price',
  LOWEST_IN_CONDITION: 'Lowest in your condition',
  LOWEST_IN_SUB_CONDITION: 'Lowest in your sub-condition',
  LOWEST_IN_CHANNEL_CONDITION: 'Lowest in your channel and condition',
  LOWEST_IN_CHANNEL_SUB_CONDITION: 'Lowest in your channel and sub-condition',
  ONLY_IN_CONDITION: 'Only offer in your condition',
  ONLY_IN_SUB_CONDITION: 'Only offer in your sub-condition',
  ONLY_IN_CHANNEL_CONDITION: 'Only offer in your channel and condition',
  ONLY_IN_CHANNEL_SUB_CONDITION: 'Only offer in your channel and sub-condition',
  BB_INELIGIBLE: 'Not eligible for the buy box',
  SAME_ASIN_CONDITION: 'Same book and condition',
  DEFAULT_PRICE: 'Fallback price',
  AGGRESSIVE: 'Aggressive pricing',
  GET_BB_MODE: 'Going for the buy box',
  NO_BB_OWNER: 'Nobody holds the buy box',
  HIGH_PRICING_ERROR: 'Price change too large',
  REPRICER_TARGET_AMAZON: "Targeting the marketplace's offer",
  GLOBAL_MIN_REACHED: 'At the global minimum',
  AMAZON_OFFER_EXISTS: 'The marketplace sells it too',
  SELF_PRICE_HIGHER_THAN_AMAZON: "Above the marketplace's price",
  REPRICER_RESULT_HIGH_COMPETITION_RISK: 'High competition risk',
  REPRICER_BBP_INCREASE: 'Buy box price went up',
  SKU_NOTE_MISSING: 'The SKU has no note',
};

export const FAILURE_LABELS: Record<FailureCode, string> = {
  FAILED: 'Failed',
  INVALID_RULE_SET: 'Invalid rules',
  MISSING_MWS_CREDS: 'Marketplace access missing',
  MISSING_LISTING: 'Listing missing',
  NO_SECTION: 'Group has no rules',
  NOT_A_BOOK: 'Not a book',
  EMPTY_OFFERS: 'No offers',
  INTERNAL_ERROR: 'Internal error',
  MISSING_DEFAULT_SECTION: 'Default rules missing',
};

export const GUARD_LABELS: Record<Guard, string> = { MIN: 'Your minimum', GLOBAL_MIN: 'Global minimum', MAX: 'Your maximum' };
