import type { FastifyInstance } from 'fastify';
import { CONSENT_PATH } from '../endpoints';
import type { FakeAccounts, FakeApplication } from './fakeAccounts';

/**
 * The fake's side of authorisation: Seller Central's consent page (the website authorisation
 * workflow) and Login with Amazon's token endpoint, for both grants Folio uses: an authorisation
 * code for a refresh token, and a refresh token for an access token.
 */

type ConsentQuery = Partial<Record<'application_id' | 'state' | 'redirect_uri' | 'version' | 'selling_partner_id', string>>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

export function installFakeAuthorization(app: FastifyInstance, application: FakeApplication, accounts: FakeAccounts, defaultSeller: string) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Querystring: ConsentQuery }>(CONSENT_PATH, async (request, reply) => {
    const { application_id: applicationId, state, redirect_uri: redirectUri } = request.query;
    if (applicationId !== application.applicationId || !state || !redirectUri) {
      return reply.status(400).type('text/html').send('<h1>The application or its request is not known.</h1>');
    }
    const hidden = (['application_id', 'state', 'redirect_uri'] as const)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request.query[name] ?? '')}">`)
      .join('');
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake marketplace consent</title></head><body>
<p><strong>Fake marketplace</strong> (a test stand-in for Seller Central).</p><h1>Authorise Folio</h1>
<form method="get" action="${CONSENT_PATH}/allow">${hidden}<label for="account">Seller account</label>
<input id="account" name="selling_partner_id" value="${escapeHtml(defaultSeller)}"><button type="submit">Confirm</button></form></body></html>`);
  });

  app.get<{ Querystring: ConsentQuery }>(`${CONSENT_PATH}/allow`, async (request, reply) => {
    const { application_id: applicationId, state, redirect_uri: redirectUri, selling_partner_id: account } = request.query;
    if (applicationId !== application.applicationId || !state || !redirectUri || !account) return reply.status(400).send();
    const back = new URL(redirectUri);
    back.search = new URLSearchParams({ state, selling_partner_id: account, spapi_oauth_code: accounts.issueCode(account, redirectUri) }).toString();
    return reply.redirect(back.toString(), 302);
  });

  app.post<{ Body: Record<string, string | undefined> }>('/auth/o2/token', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== application.clientId || body.client_secret !== application.clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    if (body.grant_type === 'authorization_code') {
      const refreshToken = body.code ? accounts.exchange(body.code, body.redirect_uri) : null;
      if (!refreshToken) return reply.status(400).send({ error: 'invalid_grant', error_description: 'The authorization code is invalid or has expired.' });
      const access = accounts.accessTokenFor(refreshToken)!;
      return { access_token: access.accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: access.expiresIn };
    }
    if (body.grant_type === 'refresh_token') {
      const access = body.refresh_token ? accounts.accessTokenFor(body.refresh_token) : null;
      if (!access) return reply.status(400).send({ error: 'invalid_grant', error_description: 'The request has an invalid grant parameter : refresh_token' });
      return { access_token: access.accessToken, token_type: 'bearer', expires_in: access.expiresIn };
    }
    return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'The grant type is not supported.' });
  });
}
