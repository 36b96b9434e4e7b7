import type { PriceSource } from './catalog';
import type { FulfilmentChannel } from './triggers';

/**
 * The prices a book can be expected to sell at through each channel. Sent through the marketplace
 * (FBA), it competes with the other marketplace-fulfilled offers (Lowest FBA) and for the buy box;
 * the lowest used and new prices are merchant-fulfilled offers, often a cent plus shipping, which
 * an FBA seller does not have to match. Shipped by the seller (MF), it sells against those
 * merchant-fulfilled offers or the buy box, not at the higher price of FBA offers.
 */
export const PRICE_SOURCES_BY_CHANNEL: Record<FulfilmentChannel, readonly PriceSource[]> = {
  FBA: ['LOWEST_FBA', 'BUY_BOX'],
  MF: ['LOWEST_USED', 'BUY_BOX', 'LOWEST_NEW'],
};

/** What a trigger prices at when the seller picks the channel and no price that fits it. */
export const DEFAULT_PRICE_SOURCE: Record<FulfilmentChannel, PriceSource> = { FBA: 'LOWEST_FBA', MF: 'LOWEST_USED' };

export const priceSourceFits = (channel: FulfilmentChannel, source: PriceSource) => PRICE_SOURCES_BY_CHANNEL[channel].includes(source);
