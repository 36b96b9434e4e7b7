import type { MarketplaceRegion } from '../../../src/contract';

/** What the marketplace grants when Folio exchanges an authorisation code. */
export interface AuthorisationGrant {
  sellingPartnerId: string;
  /** The secret that lets Folio call the marketplace for this seller: kept sealed, never in plain text. */
  refreshToken: string;
  region: MarketplaceRegion;
  marketplace: { id: string; name: string };
  /** The marketplace's authorisations end a year after they are given: the seller authorises again. */
  expiresAt: Date;
}

/** The marketplace refused the code: changed, expired, used or sent with another return address. */
export class CodeRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CodeRefused';
  }
}

/**
 * The marketplace's side of authorising an application on a seller account (an OAuth-style round
 * trip): its consent page, and the exchange of the code that page hands back.
 */
export interface AuthorizationMarketplace {
  /**
   * The consent page's address. `returnTo` is the application's registered return address;
   * `accountHint`, the account the seller is known to use, stands in on the simulator for the
   * marketplace's own sign-in (a real consent page knows who is signed in).
   */
  consentUrl(input: { state: string; returnTo: string; accountHint: string | null }): string;
  /**
   * Exchanges a code for a grant; throws CodeRefused. `returnTo` must be the one the code was made
   * for. `sellingPartnerId` is the account the return address named: a marketplace whose token
   * exchange does not say whose account it is (the real one) grants for that one.
   */
  exchangeCode(input: { code: string; returnTo: string; sellingPartnerId?: string }, at: Date): Promise<AuthorisationGrant>;
}
