import { describe, expect, it } from 'vitest';
import { CodeRefused } from './authorizationMarketplace';
import { createAuthorizationSimulator, makeCode, suggestedAccount } from './authorizationSimulator';

const simulator = createAuthorizationSimulator();
const at = new Date('2026-03-01T10:00:00Z');
const RETURN = '/sp/auth/complete';

describe('the simulated marketplace authorisation', () => {
  it('sends the seller to its consent page with the application, the state, the return address and the account it knows', () => {
    const url = new URL(simulator.consentUrl({ state: 'state-0123456789abcdef', returnTo: RETURN, accountHint: 'FOLIO-DEMO-20000' }), 'http://folio.test');
    expect(url.pathname).toBe('/marketplace-sim/consent');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      application_id: 'folio-sim-application',
      state: 'state-0123456789abcdef',
      redirect_uri: RETURN,
      account_hint: 'FOLIO-DEMO-20000',
    });
    expect(simulator.consentUrl({ state: 's', returnTo: RETURN, accountHint: null })).not.toContain('account_hint');
  });

  it('grants a year on the North American marketplace for a code it made, with a refresh token of its own', async () => {
    const grant = await simulator.exchangeCode({ code: makeCode({ sp: 'A1SELLER-300', iat: at.getTime(), ret: RETURN }), returnTo: RETURN }, at);
    expect(grant).toMatchObject({ sellingPartnerId: 'A1SELLER-300', region: 'NA', marketplace: { id: 'US', name: 'United States' } });
    expect(grant.expiresAt).toEqual(new Date(at.getTime() + 365 * 86_400_000));
    expect(grant.refreshToken).toMatch(/^Atzr\|/);
  });

  it('takes a code once', async () => {
    const once = createAuthorizationSimulator();
    const code = makeCode({ sp: 'A1SELLER-301', iat: at.getTime(), ret: RETURN });
    await once.exchangeCode({ code, returnTo: RETURN }, at);
    await expect(once.exchangeCode({ code, returnTo: RETURN }, new Date(at.getTime() + 1000))).rejects.toThrow('already used');
  });

  it('refuses a changed code, a stale one, one made for another return address, and anything else', async () => {
    const code = makeCode({ sp: 'A1SELLER-300', iat: at.getTime(), ret: RETURN });
    const [payload, signature] = code.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sp: 'A1OTHER-900', iat: at.getTime(), ret: RETURN })).toString('base64url')}.${signature}`;
    const refusals = [
      simulator.exchangeCode({ code: forged, returnTo: RETURN }, at),
      simulator.exchangeCode({ code: `${payload}.${signature!.slice(1)}x`, returnTo: RETURN }, at),
      simulator.exchangeCode({ code, returnTo: '/elsewhere' }, at),
      simulator.exchangeCode({ code, returnTo: RETURN }, new Date(at.getTime() + 5 * 60_000 + 1)),
      simulator.exchangeCode({ code: 'not-a-code-at-all', returnTo: RETURN }, at),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toThrow(CodeRefused);
  });

  it('offers a new seller an account of its own, ending in its SKU count', () => {
    const account = suggestedAccount('some-state-value-123');
    expect(account).toMatch(/^A[0-9A-Z]{11}-\d{3}$/);
    expect(suggestedAccount('some-state-value-123')).toBe(account);
    expect(suggestedAccount('another-state-value')).not.toBe(account);
  });
});
