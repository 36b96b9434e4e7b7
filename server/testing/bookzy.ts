import {
  sellerApi,
  type BookzyDevice,
  type Trigger,
  type TriggerInput,
} from '../../src/contract';
import { expectProductGuarded, type GuardedCall } from './guards';
import { dataOf, startTestServer, type SellerAuth, type TestServer } from './testServer';

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

/** The product and XSRF refusals every Bookzy call shares (guards.ts). */
export const expectGuarded = (server: TestServer, calls: GuardedCall[]) =>
  expectProductGuarded(server, { product: 'BOOKZY', other: 'LISTER' }, calls);
