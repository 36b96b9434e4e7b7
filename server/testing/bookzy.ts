import { expect } from 'vitest';
import {
  ErrorCode,
  sellerApi,
  type AnyEndpoint,
  type BookzyDevice,
  type Trigger,
  type TriggerInput,
} from '../../src/contract';
import { dataOf, apiError, startTestServer, type CallInputLoose, type SellerAuth, type TestServer } from './testServer';

/** Helpers shared by the Bookzy module tests: a seller with Bookzy, their devices, their triggers. */

export const newBookzySeller = (server: TestServer) => server.newSeller([['BOOKZY', 'ACTIVE']]);

export async function devicesOf(server: TestServer, seller: SellerAuth): Promise<BookzyDevice[]> {
  return dataOf(await server.call<BookzyDevice[]>(sellerApi.bookzyDevices.management, {}, { auth: seller }));
}

/** The seller's first Bookzy device, made on this first read. */
export async function firstDevice(server: TestServer, seller: SellerAuth): Promise<BookzyDevice> {
  return (await devicesOf(server, seller))[0]!;
}

/** A test server with one Bookzy seller and their first device: the start of most Bookzy tests. */
export async function startWithBookzySeller(): Promise<{ server: TestServer; seller: SellerAuth; deviceId: string }> {
  const server = await startTestServer();
  const seller = await newBookzySeller(server);
  return { server, seller, deviceId: (await firstDevice(server, seller)).deviceId };
}

export function triggerRule(overrides: Partial<TriggerInput> = {}): TriggerInput {
  return {
    name: 'Media mail',
    colorCode: '#1c7ed6',
    channel: 'MF',
    priceSource: 'LOWEST_USED',
    minProfit: 300,
    maxSalesRank: 1_000_000,
    maxOffers: null,
    minPrice: null,
    ...overrides,
  };
}

export async function addTrigger(server: TestServer, seller: SellerAuth, device: string, overrides: Partial<TriggerInput> = {}) {
  return dataOf(await server.call<Trigger>(sellerApi.triggers.create, { body: { device, ...triggerRule(overrides) } }, { auth: seller }));
}

/**
 * The refusals every Bookzy call shares: without BOOKZY in the subscription (109), and for a
 * write, without the XSRF header (105). Each input must otherwise be valid for `owner`.
 */
export async function expectGuarded(
  server: TestServer,
  calls: { endpoint: AnyEndpoint; input: CallInputLoose; owner: SellerAuth }[],
) {
  const withoutBookzy = await server.newSeller([['LISTER', 'ACTIVE'], ['BOOKZY', 'FROZEN']]);
  for (const { endpoint, input, owner } of calls) {
    const label = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.products.includes('BOOKZY')) {
      expect(apiError(await server.call(endpoint, input, { auth: withoutBookzy })), label).toMatchObject({
        status: 403,
        errorCode: ErrorCode.PRODUCT_NOT_USABLE,
      });
    }
    if (endpoint.method !== 'GET') {
      expect(apiError(await server.call(endpoint, input, { auth: owner, xsrf: false })), label).toMatchObject({
        status: 403,
        errorCode: ErrorCode.XSRF_MISMATCH,
      });
    }
  }
}
