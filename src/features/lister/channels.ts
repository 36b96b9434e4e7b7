import type { ListingChannel } from '~/contract/lister';

/** The channel as the listing routes spell it (listings/fba/12, listings/fbm/12). */
export type ChannelParam = 'fba' | 'fbm';

export const channelParam = (channel: ListingChannel): ChannelParam => (channel === 'FBA' ? 'fba' : 'fbm');

export function channelOfParam(param: string): ListingChannel | null {
  const upper = param.toUpperCase();
  return upper === 'FBA' || upper === 'FBM' ? upper : null;
}

/** Each channel's sessions list (spec 2.1 gives them routes of different shapes). */
export const SESSIONS_PATH = { FBA: '/lister/session/fba', FBM: '/listings/fbm' } as const satisfies Record<ListingChannel, string>;

export const CHANNEL_COLOR: Record<ListingChannel, string> = { FBA: 'orange', FBM: 'teal' };

/** Tenths of a pound as the seller reads them. */
export const formatPounds = (tenths: number) => `${(tenths / 10).toFixed(1)} lb`;
