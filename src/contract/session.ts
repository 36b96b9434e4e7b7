import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { currentPassword, email, opaqueToken } from './fields';

export const credentials = z.object({ email, password: currentPassword });
export type Credentials = z.infer<typeof credentials>;

export const tokenPair = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const sessionApi = {
  login: sellerEndpoint({
    method: 'POST',
    path: 'user/login',
    summary: 'Sign in with email and password',
    access: 'public',
    body: credentials,
    reply: tokenPair,
  }),
  /** Single use: the reply carries a new pair and the old refresh token stops working. */
  refresh: sellerEndpoint({
    method: 'PUT',
    path: 'session/refresh/:refreshToken',
    summary: 'Exchange a refresh token for a new token pair',
    access: 'public',
    params: z.object({ refreshToken: opaqueToken }),
    reply: tokenPair,
  }),
  /** Public so that a browser whose access token expired can still end its session. */
  logout: sellerEndpoint({
    method: 'POST',
    path: 'session/logout',
    summary: 'End the session of a refresh token and remove the browser device',
    access: 'public',
    body: z.object({ refreshToken: opaqueToken, deviceId: z.optional(z.uuid({ error: 'must be a device id' })) }),
  }),
  /** Any reply sets the XSRF-TOKEN cookie; this call exists for a client that has none yet. */
  xsrf: sellerEndpoint({
    method: 'GET',
    path: 'session/xsrf',
    summary: 'Issue the XSRF cookie',
    access: 'public',
  }),
};
