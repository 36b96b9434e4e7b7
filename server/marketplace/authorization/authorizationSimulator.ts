import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { inboundId } from '../inbound/ids';
import { CodeRefused, type AuthorisationGrant, type AuthorizationMarketplace } from './authorizationMarketplace';
import { spentCodesInMemory, type SpentCodes } from './spentCodes';

/**
 * The simulated marketplace's authorisation. Its consent page is served by Folio's own server
 * under /marketplace-sim/ (consentPage.ts), clearly marked as the simulator. It keeps no state but
 * the codes it has exchanged (spentCodes.ts):
 *
 * - A code carries the seller id it was given for, when, and the return address, signed with
 *   HMAC-SHA256 under SIMULATOR_CODE_KEY. The key is in this file on purpose: the simulator plays a
 *   marketplace that anyone can sign in to as any account, so its codes guard against a changed
 *   code, not against someone who reads the source. A real marketplace's codes are its own.
 * - A code is taken once, within CODE_LIFETIME_MS after it was made, for the return address it was
 *   made for.
 * - The grant: region North America, the United States marketplace, a refresh token derived from
 *   the code, and an authorisation that ends AUTHORISATION_DAYS later.
 */

export const SIMULATOR_APPLICATION_ID = 'folio-sim-application';
export const CONSENT_PATH = '/marketplace-sim/consent';
const SIMULATOR_CODE_KEY = 'folio marketplace simulator: authorisation codes v1';
const CODE_LIFETIME_MS = 5 * 60_000;
const AUTHORISATION_DAYS = 365;
const DAY_MS = 86_400_000;

interface CodeClaims {
  /** The seller id. */
  sp: string;
  /** Made at, epoch ms. */
  iat: number;
  /** The return address. */
  ret: string;
  /** Random: two consents given in the same millisecond still make two codes, each good once. */
  n?: string;
}

const signature = (payload: string) => createHmac('sha256', SIMULATOR_CODE_KEY).update(payload).digest('base64url');

export function makeCode(claims: CodeClaims): string {
  const payload = Buffer.from(JSON.stringify({ n: randomBytes(9).toString('base64url'), ...claims })).toString('base64url');
  return `${payload}.${signature(payload)}`;
}

function readCode(code: string): CodeClaims {
  const [payload, signed, ...rest] = code.split('.');
  const expected = payload ? Buffer.from(signature(payload)) : Buffer.alloc(0);
  const given = Buffer.from(signed ?? '');
  if (!payload || rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new CodeRefused('The authorisation code is not one the marketplace gave.');
  }
  let claims: Partial<CodeClaims> = {};
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<CodeClaims>;
  } catch {
    // Refused below, as any code the marketplace did not give.
  }
  if (typeof claims.sp !== 'string' || typeof claims.iat !== 'number' || typeof claims.ret !== 'string') {
    throw new CodeRefused('The authorisation code is not one the marketplace gave.');
  }
  return claims as CodeClaims;
}

/**
 * The account the consent page offers a seller Folio knows none for: a new marketplace seller id,
 * from the state, ending in its SKU count (inventory.ts), between 120 and 960 SKUs.
 */
export function suggestedAccount(state: string): string {
  const id = inboundId('', 'account', state).toUpperCase().slice(0, 11);
  const skus = 120 + (Number.parseInt(inboundId('', 'skus', state).slice(0, 4), 36) % 841);
  return `A${id}-${skus}`;
}

export function createAuthorizationSimulator(spentCodes: SpentCodes = spentCodesInMemory()): AuthorizationMarketplace {
  return {
    consentUrl: ({ state, returnTo, accountHint }) => {
      const query = new URLSearchParams({ application_id: SIMULATOR_APPLICATION_ID, state, redirect_uri: returnTo });
      if (accountHint) query.set('account_hint', accountHint);
      return `${CONSENT_PATH}?${query.toString()}`;
    },
    exchangeCode: async ({ code, returnTo }, at): Promise<AuthorisationGrant> => {
      const claims = readCode(code);
      if (claims.ret !== returnTo) throw new CodeRefused('The authorisation code was given for another return address.');
      const age = at.getTime() - claims.iat;
      if (age < 0 || age > CODE_LIFETIME_MS) throw new CodeRefused('The authorisation code has expired: authorise again.');
      if (!(await spentCodes.spend(code, at, CODE_LIFETIME_MS))) throw new CodeRefused('The authorisation code was already used: authorise again.');
      return {
        sellingPartnerId: claims.sp,
        refreshToken: `Atzr|${signature(`refresh|${code}`)}`,
        region: 'NA',
        marketplace: { id: 'US', name: 'United States' },
        expiresAt: new Date(at.getTime() + AUTHORISATION_DAYS * DAY_MS),
      };
    },
  };
}
