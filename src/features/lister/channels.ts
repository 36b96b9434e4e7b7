import type { ListingChannel } from '~/contract/lister';

/** Each channel's sessions list (spec 2.1 gives them routes of different shapes). */
export const SESSIONS_PATH = { FBA: '/lister/session/fba', FBM: '/listings/fbm' } as const satisfies Record<ListingChannel, string>;

export const CHANNEL_COLOR: Record<ListingChannel, string> = { FBA: 'orange', FBM: 'teal' };

/** Tenths of a pound as the seller reads them. */
export const formatPounds = (tenths: number) => `${(tenths / 10).toFixed(1)} lb`;
