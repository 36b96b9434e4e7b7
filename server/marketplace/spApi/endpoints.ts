import type { SpApiConfig } from './spApiConfig';
import { storeById } from './marketplaceIds';

/** Where each part of the marketplace answers: its own hosts, or all of them at the endpoint override (the test fake). */
export interface SpApiEndpoints {
  sellingPartnerApi: string;
  loginWithAmazon: string;
  /** Seller Central's consent page of the website authorisation workflow. */
  consent: string;
}

const REGION_HOSTS = {
  NA: 'https://sellingpartnerapi-na.amazon.com',
  EU: 'https://sellingpartnerapi-eu.amazon.com',
  FE: 'https://sellingpartnerapi-fe.amazon.com',
} as const;

export const CONSENT_PATH = '/apps/authorize/consent';

export function endpointsOf(config: Pick<SpApiConfig, 'region' | 'marketplaceId' | 'endpoint'>): SpApiEndpoints {
  if (config.endpoint) {
    return { sellingPartnerApi: config.endpoint, loginWithAmazon: `${config.endpoint}/auth/o2/token`, consent: `${config.endpoint}${CONSENT_PATH}` };
  }
  return {
    sellingPartnerApi: REGION_HOSTS[config.region],
    loginWithAmazon: 'https://api.amazon.com/auth/o2/token',
    consent: `${storeById(config.marketplaceId)!.sellerCentral}${CONSENT_PATH}`,
  };
}
