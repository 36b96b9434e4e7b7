import { randomBytes } from 'node:crypto';

/**
 * The fake marketplace's accounts: the application it knows, the authorisation codes its consent
 * page gave, the refresh tokens those became and the access tokens Login with Amazon handed out.
 * Held in memory: a fake lives as long as the test or demo server that started it.
 */
export interface FakeApplication {
  clientId: string;
  clientSecret: string;
  applicationId: string;
}

/** The application a fake knows unless told another: what tests and the demo configure Folio with. */
export const FAKE_APPLICATION: FakeApplication = {
  clientId: 'amzn1.application-oa2-client.0fa4e0000000000000000000000000fa',
  clientSecret: 'fake-marketplace-client-secret-0000',
  applicationId: 'amzn1.sp.solution.0fa4e000-0000-4000-8000-0000000000fa',
};

const ACCESS_TOKEN_SECONDS = 3600;
const CODE_LIFETIME_MS = 5 * 60_000;

export function createFakeAccounts() {
  const codes = new Map<string, { sellingPartnerId: string; redirectUri: string; madeAt: number }>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, { sellingPartnerId: string; expiresAt: number }>();
  const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

  return {
    /** A code for an account, as the consent page gives it after Allow. */
    issueCode(sellingPartnerId: string, redirectUri: string): string {
      const code = token('ANfake');
      codes.set(code, { sellingPartnerId, redirectUri, madeAt: Date.now() });
      return code;
    },
    /** The refresh token a code is worth, once; null for a code the fake did not give, a used or stale one. */
    exchange(code: string, redirectUri: string | undefined): string | null {
      const given = codes.get(code);
      codes.delete(code);
      if (!given || Date.now() - given.madeAt > CODE_LIFETIME_MS) return null;
      if (redirectUri !== undefined && redirectUri !== given.redirectUri) return null;
      return this.grant(given.sellingPartnerId);
    },
    /** A refresh token for an account straight away, for tests that start connected. */
    grant(sellingPartnerId: string): string {
      const refreshToken = token('Atzr|fake-');
      refreshTokens.set(refreshToken, sellingPartnerId);
      return refreshToken;
    },
    /** Takes back an account's authorisation: its refresh and access tokens stop working. */
    revoke(sellingPartnerId: string) {
      for (const [value, owner] of refreshTokens) if (owner === sellingPartnerId) refreshTokens.delete(value);
      for (const [value, owner] of accessTokens) if (owner.sellingPartnerId === sellingPartnerId) accessTokens.delete(value);
    },
    accessTokenFor(refreshToken: string): { accessToken: string; expiresIn: number } | null {
      const sellingPartnerId = refreshTokens.get(refreshToken);
      if (!sellingPartnerId) return null;
      const accessToken = token('Atza|fake-');
      accessTokens.set(accessToken, { sellingPartnerId, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
      return { accessToken, expiresIn: ACCESS_TOKEN_SECONDS };
    },
    /** The account an access token works for, or null when it is unknown or expired. */
    sellerOf(accessToken: string | undefined): string | null {
      const known = accessToken ? accessTokens.get(accessToken) : undefined;
      return known && known.expiresAt > Date.now() ? known.sellingPartnerId : null;
    },
  };
}

export type FakeAccounts = ReturnType<typeof createFakeAccounts>;
