import { sellerApi, type AuthorisationStart, type MarketplaceConnection } from '../../src/contract';
import { dataOf, type SellerAuth, type TestReply, type TestServer } from './testServer';

/**
 * The authorisation round trip as a browser makes it, for the integration tests: Folio's start
 * call, the simulated consent page, the seller's Allow or Deny, and the address it comes back to.
 */

export async function startAuthorising(server: TestServer, seller: SellerAuth) {
  return dataOf(await server.call<AuthorisationStart>(sellerApi.integration.authorise, {}, { auth: seller }));
}

export async function consentPage(server: TestServer, consentUrl: string) {
  const reply = await server.app.inject({ method: 'GET', url: consentUrl });
  return { status: reply.statusCode, html: reply.body, headers: reply.headers };
}

/** The seller's answer on the consent page: where the marketplace sends the browser, as query values. */
export async function decide(server: TestServer, consentUrl: string, decision: 'allow' | 'deny', account?: string) {
  const query = new URL(consentUrl, 'http://folio.test').searchParams;
  query.delete('account_hint');
  if (account !== undefined) query.set('selling_partner_id', account);
  query.set('decision', decision);
  const reply = await server.app.inject({ method: 'GET', url: `/marketplace-sim/consent/decision?${query.toString()}` });
  const location = reply.headers.location;
  if (reply.statusCode !== 303 || typeof location !== 'string') return { status: reply.statusCode, html: reply.body, back: null };
  const url = new URL(location, 'http://folio.test');
  return { status: reply.statusCode, html: reply.body, path: url.pathname, back: Object.fromEntries(url.searchParams) };
}

export function complete(server: TestServer, seller: SellerAuth, body: Record<string, unknown>): Promise<TestReply<MarketplaceConnection>> {
  return server.call<MarketplaceConnection>(sellerApi.integration.complete, { body }, { auth: seller });
}

/** Start, allow `account`, and the redirect's values, ready for complete. */
export async function allowed(server: TestServer, seller: SellerAuth, account: string) {
  const { consentUrl } = await startAuthorising(server, seller);
  const { back } = await decide(server, consentUrl, 'allow', account);
  return { code: back!.code!, state: back!.state!, sellingPartnerId: back!.selling_partner_id! };
}

/** The whole round trip: the connection it ends with. */
export async function connect(server: TestServer, seller: SellerAuth, account: string, replaceAccount?: boolean) {
  const body = await allowed(server, seller, account);
  return dataOf(await complete(server, seller, { ...body, ...(replaceAccount === undefined ? {} : { replaceAccount }) }));
}

export async function readConnection(server: TestServer, seller: SellerAuth) {
  return dataOf(await server.call<MarketplaceConnection>(sellerApi.integration.connection, {}, { auth: seller }));
}
