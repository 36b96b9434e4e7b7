import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const REAL = {
  FOLIO_MARKETPLACE: 'sp-api',
  FOLIO_SP_API_CLIENT_ID: 'amzn1.application-oa2-client.0123456789abcdef',
  FOLIO_SP_API_CLIENT_SECRET: 'a-client-secret-of-some-length',
  FOLIO_SP_API_APPLICATION_ID: 'amzn1.sp.solution.01234567-89ab-cdef-0123-456789abcdef',
  FOLIO_SP_API_REGION: 'na',
  FOLIO_SP_API_MARKETPLACE_ID: 'ATVPDKIKX0DER',
};

const without = (name: keyof typeof REAL) => Object.fromEntries(Object.entries(REAL).filter(([key]) => key !== name));

describe('choosing the marketplace in the environment', () => {
  it('talks to the simulator unless told otherwise', () => {
    expect(loadConfig({}).marketplace).toEqual({ kind: 'simulator' });
  });

  it('takes the Selling Partner API with its application, region and store', () => {
    expect(loadConfig({ ...REAL, FOLIO_SP_API_ENDPOINT: 'http://127.0.0.1:9999/' }).marketplace).toEqual({
      kind: 'sp-api',
      clientId: REAL.FOLIO_SP_API_CLIENT_ID,
      clientSecret: REAL.FOLIO_SP_API_CLIENT_SECRET,
      applicationId: REAL.FOLIO_SP_API_APPLICATION_ID,
      region: 'NA',
      marketplaceId: 'ATVPDKIKX0DER',
      endpoint: 'http://127.0.0.1:9999',
      draft: false,
    });
    expect(loadConfig({ ...REAL, FOLIO_SP_API_DRAFT: 'true' }).marketplace).toMatchObject({ draft: true });
  });

  it('stops with a sentence naming each missing variable', () => {
    for (const name of Object.keys(REAL).filter((key) => key !== 'FOLIO_MARKETPLACE') as (keyof typeof REAL)[]) {
      expect(() => loadConfig(without(name))).toThrow(new RegExp(`^Invalid environment: ${name}: needed when FOLIO_MARKETPLACE is sp-api`));
    }
  });

  it('stops with a sentence naming a wrong value', () => {
    const wrong: [string, string, RegExp][] = [
      ['FOLIO_MARKETPLACE', 'amazon', /FOLIO_MARKETPLACE/],
      ['FOLIO_SP_API_CLIENT_ID', 'my-client', /FOLIO_SP_API_CLIENT_ID: must be the LWA client id/],
      ['FOLIO_SP_API_REGION', 'asia', /FOLIO_SP_API_REGION: must be NA, EU or FE/],
      ['FOLIO_SP_API_MARKETPLACE_ID', 'US', /FOLIO_SP_API_MARKETPLACE_ID: must be a marketplace id/],
      ['FOLIO_SP_API_MARKETPLACE_ID', 'A1PA6795UKMFR9', /FOLIO_SP_API_REGION: A1PA6795UKMFR9 \(Germany\) is served by the EU region, not NA/],
      ['FOLIO_SP_API_ENDPOINT', 'not a url', /FOLIO_SP_API_ENDPOINT/],
      ['FOLIO_SP_API_DRAFT', 'maybe', /FOLIO_SP_API_DRAFT/],
    ];
    for (const [name, value, message] of wrong) expect(() => loadConfig({ ...REAL, [name]: value })).toThrow(message);
  });

  it('never puts the client secret in its message', () => {
    expect(() => loadConfig({ ...REAL, FOLIO_SP_API_REGION: 'asia' })).not.toThrow(REAL.FOLIO_SP_API_CLIENT_SECRET);
  });
});
