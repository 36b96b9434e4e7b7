import { CodeRefused, type AuthorisationGrant, type AuthorizationMarketplace } from '../authorization/authorizationMarketplace';
import { storeById } from './marketplaceIds';
import type { SpApiContext } from './spApiContext';
import { AppError } from '../../http/appError';
import { ErrorCode } from '../../../src/contract';

/**
 * The website authorisation workflow: Seller Central's consent page for Folio's application, with
 * Folio's single-use state and its return address; the code it hands back exchanged with Login with
 * Amazon for the seller's refresh token. The marketplace's authorisations last a year.
 *
 * Not one to one: the token exchange does not say whose account the token is for, so the grant is
 * for the account the return address named (the state, bound to the Folio seller who started, is
 * what guards the round trip). Folio registers no separate login address: the seller starts from
 * Folio, signed in.
 */

const AUTHORISATION_DAYS = 365;
const DAY_MS = 86_400_000;

export function createSpApiAuthorization(context: SpApiContext): AuthorizationMarketplace {
  const store = storeById(context.config.marketplaceId)!;
  const absolute = (path: string) => new URL(path, context.publicUrl).toString();
  return {
    consentUrl({ state, returnTo }) {
      const query = new URLSearchParams({ application_id: context.config.applicationId, state, redirect_uri: absolute(returnTo) });
      if (context.config.draft) query.set('version', 'beta');
      return `${context.endpoints.consent}?${query.toString()}`;
    },
    async exchangeCode({ code, returnTo, sellingPartnerId }, at): Promise<AuthorisationGrant> {
      if (!sellingPartnerId) throw new CodeRefused('The marketplace did not say which seller account was authorised.');
      let refreshToken: string;
      try {
        refreshToken = await context.lwa.exchangeCode(code, absolute(returnTo));
      } catch (error) {
        // A code the marketplace refuses (used, expired, changed) is the seller's to retry; anything else is the marketplace's.
        if (error instanceof AppError && error.errorCode === ErrorCode.MARKETPLACE_NOT_CONNECTED) throw new CodeRefused('the code was changed, has expired or was already used.');
        throw error;
      }
      return {
        sellingPartnerId,
        refreshToken,
        region: store.region,
        marketplace: { id: store.id, name: store.name },
        expiresAt: new Date(at.getTime() + AUTHORISATION_DAYS * DAY_MS),
      };
    },
  };
}
