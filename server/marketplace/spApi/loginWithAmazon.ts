import { marketplaceError } from './marketplaceErrors';
import type { SpApiEndpoints } from './endpoints';

/**
 * Login with Amazon, the marketplace's token service: an authorisation code for a seller's refresh
 * token (once, when the seller authorises Folio), and a refresh token for an access token (an hour
 * long, kept and shared by every call for that seller). Folio's own rather than @sp-api-sdk/auth's,
 * which has neither the code exchange nor a way to point it at the test fake.
 *
 * Nothing here is logged: the body carries the client secret, a code or a refresh token.
 */

export interface LwaApplication {
  clientId: string;
  clientSecret: string;
}

interface TokenReply {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

/** A minute before it expires, a token is renewed: a call that starts with it must not see it end. */
const RENEW_BEFORE_MS = 60_000;

async function requestToken(endpoints: SpApiEndpoints, body: Record<string, string>, what: string, timeoutMs: number): Promise<TokenReply> {
  let response: Response;
  try {
    response = await fetch(endpoints.loginWithAmazon, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(body).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw marketplaceError(what, { code: (error as Error).name === 'TimeoutError' ? 'ETIMEDOUT' : 'ECONNREFUSED' });
  }
  const data = (await response.json().catch(() => ({}))) as TokenReply;
  if (!response.ok) throw marketplaceError(what, { response: { status: response.status, data } });
  return data;
}

export function createLoginWithAmazon(endpoints: SpApiEndpoints, application: LwaApplication, timeoutMs: number) {
  const credentials = { client_id: application.clientId, client_secret: application.clientSecret };
  return {
    /** The refresh token an authorisation code is worth (the website authorisation workflow's last step). */
    async exchangeCode(code: string, redirectUri: string): Promise<string> {
      const reply = await requestToken(endpoints, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...credentials }, 'the authorisation code exchange', timeoutMs);
      if (typeof reply.refresh_token !== 'string') throw marketplaceError('the authorisation code exchange', { response: { status: 502 } });
      return reply.refresh_token;
    },
    /** A source of access tokens for one refresh token: each is reused until a minute before it ends. */
    accessTokens(refreshToken: string) {
      let current: { token: string; renewAt: number } | undefined;
      let pending: Promise<string> | undefined;
      return {
        getAccessToken(): Promise<string> {
          if (current && Date.now() < current.renewAt) return Promise.resolve(current.token);
          pending ??= requestToken(endpoints, { grant_type: 'refresh_token', refresh_token: refreshToken, ...credentials }, 'the renewal of its access token', timeoutMs)
            .then((reply) => {
              if (typeof reply.access_token !== 'string') throw marketplaceError('the renewal of its access token', { response: { status: 502 } });
              const seconds = typeof reply.expires_in === 'number' ? reply.expires_in : 3600;
              current = { token: reply.access_token, renewAt: Date.now() + seconds * 1000 - RENEW_BEFORE_MS };
              return current.token;
            })
            .finally(() => {
              pending = undefined;
            });
          return pending;
        },
      };
    },
  };
}

export type LoginWithAmazon = ReturnType<typeof createLoginWithAmazon>;
