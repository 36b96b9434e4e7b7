import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RecordNotFoundProps } from '~/components/RecordNotFound';
import type { ListingChannel, ListingSession } from '~/contract/lister';
import { SESSIONS_PATH } from './channels';

/**
 * A session the server does not have (404): named, with the way back to the sessions of the
 * address's channel, or to the Lister's own list when the address has none.
 */
export function missingSession(sessionId: number, channel: ListingChannel = 'FBA'): RecordNotFoundProps {
  return { record: `Listing session ${sessionId}`, backTo: SESSIONS_PATH[channel], backLabel: `Back to the ${channel} sessions` };
}

type ChannelAddress = '/listings/$channel/$listingId' | '/listings/$channel/$listingId/submit-shipments';

/**
 * An address whose channel is not the session's (listings/fbm/12 for an FBA session) moves to the
 * session's own, in place of the wrong one; true until it has. The channel is the server's.
 */
export function useSessionChannelAddress(session: ListingSession | undefined, channel: ListingChannel, to: ChannelAddress): boolean {
  const navigate = useNavigate();
  const wrong = session !== undefined && session.channel !== channel;
  const target = wrong ? { channel: session.channel, listingId: session.id } : null;
  useEffect(() => {
    if (target) void navigate({ to, params: target, replace: true });
    // The target is read from these two values only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.channel, target?.listingId, navigate, to]);
  return wrong;
}
