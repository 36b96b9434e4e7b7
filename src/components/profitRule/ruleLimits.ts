import {
  DEFAULT_PRICE_SOURCE,
  PRICE_SOURCE_LABELS,
  PRICE_SOURCES_BY_CHANNEL,
  priceSourceFits,
  type FulfilmentChannel,
  type PriceSource,
} from '~/contract/bookzy';

/**
 * The channel and price of a profit rule, shared by Bookzy triggers and sorter rules: both are
 * judged by the same evaluateTrigger, so both forms offer the same choices and the same checks.
 */
interface PricedRule {
  channel: FulfilmentChannel;
  priceSource: PriceSource;
}

/** Why the price does not fit the channel (only an older rule can break it), or null. */
export function priceSourceMismatch({ channel, priceSource }: PricedRule): string | null {
  if (priceSourceFits(channel, priceSource)) return null;
  const fitting = PRICE_SOURCES_BY_CHANNEL[channel].map((source) => PRICE_SOURCE_LABELS[source]).join(' or ');
  return `${PRICE_SOURCE_LABELS[priceSource]} does not fit ${channel}: pick ${fitting}`;
}

/**
 * The rule sold through another channel. A price that does not fit it (FBA at Lowest used) becomes
 * the channel's own default, and `notice` tells the seller, since they did not pick it.
 */
export function withChannel<T extends PricedRule>(values: T, channel: FulfilmentChannel): { values: T; notice: string | null } {
  if (priceSourceFits(channel, values.priceSource)) return { values: { ...values, channel }, notice: null };
  const priceSource = DEFAULT_PRICE_SOURCE[channel];
  const notice = `Price source is now ${PRICE_SOURCE_LABELS[priceSource]}: ${PRICE_SOURCE_LABELS[values.priceSource]} does not fit ${channel}.`;
  return { values: { ...values, channel, priceSource }, notice };
}

/** The prices that fit the channel; an older rule's price that does not is listed too, marked. */
export function priceSourceOptions(channel: FulfilmentChannel, current: PriceSource) {
  const fitting = PRICE_SOURCES_BY_CHANNEL[channel].map((value) => ({ value, label: PRICE_SOURCE_LABELS[value] }));
  if (priceSourceFits(channel, current)) return fitting;
  return [...fitting, { value: current, label: `${PRICE_SOURCE_LABELS[current]} (does not fit ${channel})` }];
}
