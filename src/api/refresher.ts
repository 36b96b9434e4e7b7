import type { TokenPair } from '~/contract';
import { ApiError } from './errors';
import type { SellerSession } from './session/sellerSession';

export type RefreshOutcome = 'refreshed' | 'refused';

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LockManagerLike) : undefined;
}

/**
 * Spec 4: on error 101 the tokens are refreshed once; other requests wait for that refresh.
 * One refresh runs at a time in this tab (a shared promise) and across tabs (a Web Lock), because
 * refresh tokens are single use: a second exchange of the same token would end the session.
 * A call that failed with a token that has since been replaced just retries with the new one.
 */
export function createRefresher(
  session: SellerSession,
  exchange: (refreshToken: string) => Promise<TokenPair>,
  locks: LockManagerLike | undefined = browserLocks(),
) {
  let inFlight: Promise<RefreshOutcome> | null = null;

  const replacedSince = (failedToken: string | null) => {
    const current = session.token();
    return current !== null && current !== failedToken;
  };

  async function exchangeOnce(failedToken: string | null): Promise<RefreshOutcome> {
    if (replacedSince(failedToken)) return 'refreshed';
    const refreshToken = session.refreshToken();
    if (!refreshToken) return 'refused';
    try {
      session.setTokens(await exchange(refreshToken));
      return 'refreshed';
    } catch (error) {
      // Only the server's refusal ends the session; a lost connection leaves the tokens as they are.
      if (error instanceof ApiError) return 'refused';
      throw error;
    }
  }

  return function refreshAfterFailure(failedToken: string | null): Promise<RefreshOutcome> {
    if (replacedSince(failedToken)) return Promise.resolve('refreshed');
    inFlight ??= (locks
      ? locks.request('folio-token-refresh', () => exchangeOnce(failedToken))
      : exchangeOnce(failedToken)
    ).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
