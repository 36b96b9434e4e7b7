import type { MarketplaceRegion } from '../../../src/contract';

/**
 * The marketplace's stores Folio can be connected to: the id the Selling Partner API names each by,
 * its region (which endpoint answers for it) and its Seller Central, where a seller gives consent.
 * From the marketplace's published list of marketplace ids.
 */
export interface MarketplaceStore {
  id: string;
  name: string;
  region: MarketplaceRegion;
  sellerCentral: string;
  /** The currency its prices are in (ISO 4217). */
  currency: string;
}

const store = (id: string, name: string, region: MarketplaceRegion, sellerCentral: string, currency: string): MarketplaceStore => ({ id, name, region, sellerCentral, currency });

export const MARKETPLACE_STORES: readonly MarketplaceStore[] = [
  store('ATVPDKIKX0DER', 'United States', 'NA', 'https://sellercentral.amazon.com', 'USD'),
  store('A2EUQ1WTGCTBG2', 'Canada', 'NA', 'https://sellercentral.amazon.ca', 'CAD'),
  store('A1AM78C64UM0Y8', 'Mexico', 'NA', 'https://sellercentral.amazon.com.mx', 'MXN'),
  store('A2Q3Y263D00KWC', 'Brazil', 'NA', 'https://sellercentral.amazon.com.br', 'BRL'),
  store('A1F83G8C2ARO7P', 'United Kingdom', 'EU', 'https://sellercentral-europe.amazon.com', 'GBP'),
  store('A1PA6795UKMFR9', 'Germany', 'EU', 'https://sellercentral-europe.amazon.com', 'EUR'),
  store('A13V1IB3VIYZZH', 'France', 'EU', 'https://sellercentral-europe.amazon.com', 'EUR'),
  store('APJ6JRA9NG5V4', 'Italy', 'EU', 'https://sellercentral-europe.amazon.com', 'EUR'),
  store('A1RKKUPIHCS9HS', 'Spain', 'EU', 'https://sellercentral-europe.amazon.com', 'EUR'),
  store('A1805IZSGTT6HS', 'Netherlands', 'EU', 'https://sellercentral.amazon.nl', 'EUR'),
  store('A2NODRKZP88ZB9', 'Sweden', 'EU', 'https://sellercentral.amazon.se', 'SEK'),
  store('A1C3SOZRARQ6R3', 'Poland', 'EU', 'https://sellercentral.amazon.pl', 'PLN'),
  store('AMEN7PMS3EDWL', 'Belgium', 'EU', 'https://sellercentral.amazon.com.be', 'EUR'),
  store('A28R8C7NBKEWEA', 'Ireland', 'EU', 'https://sellercentral.amazon.ie', 'EUR'),
  store('A33AVAJ2PDY3EV', 'Turkey', 'EU', 'https://sellercentral.amazon.com.tr', 'TRY'),
  store('A21TJRUUN4KGV', 'India', 'EU', 'https://sellercentral.amazon.in', 'INR'),
  store('A2VIGQ35RCS4UG', 'United Arab Emirates', 'EU', 'https://sellercentral.amazon.ae', 'AED'),
  store('A17E79C6D8DWNP', 'Saudi Arabia', 'EU', 'https://sellercentral.amazon.sa', 'SAR'),
  store('ARBP9OOSHTCHU', 'Egypt', 'EU', 'https://sellercentral.amazon.eg', 'EGP'),
  store('AE08WJ6YKNBMC', 'South Africa', 'EU', 'https://sellercentral.amazon.co.za', 'ZAR'),
  store('A1VC38T7YXB528', 'Japan', 'FE', 'https://sellercentral.amazon.co.jp', 'JPY'),
  store('A39IBJ37TRP1C6', 'Australia', 'FE', 'https://sellercentral.amazon.com.au', 'AUD'),
  store('A19VAU5U5O7RUS', 'Singapore', 'FE', 'https://sellercentral.amazon.sg', 'SGD'),
];

export const storeById = (id: string) => MARKETPLACE_STORES.find((candidate) => candidate.id === id);
