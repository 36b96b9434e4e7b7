import { and, eq } from 'drizzle-orm';
import { sellerApi, type AddItemInput } from '../../src/contract';
import type { Nsession, NsessionAddReply, PackingOptionsReply, PackingState } from '../../src/contract/nsession';
import { nsessionOperations } from '../db/schema';
import { createSimulatedMarketplace } from '../marketplace/simulator';
import { SIMULATED_OPERATION_MS } from '../marketplace/inbound/operations';
import { settleOperation } from '../modules/nsession/operations';
import { dataOf, SELLER_PASSWORD, type SellerAuth, type TestServer } from './testServer';

/**
 * Helpers of the newer lister flow's tests: a seller with LISTER and SEND_TO_AMAZON, a session with
 * books, and the marketplace's operations run to their end on the test clock (the job's own work,
 * done in the test, so no test waits for a queue).
 */

export const newNsessionSeller = (server: TestServer) => server.newSeller([['LISTER', 'ACTIVE'], ['SEND_TO_AMAZON', 'ACTIVE']]);

export function nsessionCalls(server: TestServer, seller: SellerAuth, sessionId: number) {
  const auth = { auth: seller };
  const params = { sessionId };
  return {
    read: async () => dataOf(await server.call<Nsession>(sellerApi.nsessions.get, { params }, auth)),
    add: async (code: string, input: Partial<AddItemInput> = {}) =>
      dataOf(await server.call<NsessionAddReply>(sellerApi.nsessionItems.add, { params, body: { code, whenSeveral: 'FIRST', ...input } }, auth)),
    submit: () => server.call<Nsession>(sellerApi.nsessions.submit, { params }, auth),
    options: async () => dataOf(await server.call<PackingOptionsReply>(sellerApi.nsessionPacking.options, { params }, auth)),
    confirmOption: (optionId: string) => server.call<Nsession>(sellerApi.nsessionPacking.confirmOption, { params: { sessionId, optionId } }, auth),
    state: async () => dataOf(await server.call<PackingState>(sellerApi.nsessionPacking.state, { params }, auth)),
  };
}

export async function createNsession(server: TestServer, seller: SellerAuth, name?: string): Promise<Nsession> {
  return dataOf(await server.call<Nsession>(sellerApi.nsessions.create, { body: { type: 'fba', ...(name ? { name } : {}) } }, { auth: seller }));
}

/**
 * Moves the clock past the running operations and settles them, then those they started, until
 * none runs. Answers how many ended.
 */
export async function settleOperations(server: TestServer, sessionId: number): Promise<number> {
  const deps = { db: server.db, clock: server.clock, marketplace: createSimulatedMarketplace({ catalogSize: server.config.catalogSize }) };
  const send = async () => null;
  let ended = 0;
  for (let round = 0; round < 10; round++) {
    const running = await server.db
      .select({ id: nsessionOperations.id })
      .from(nsessionOperations)
      .where(and(eq(nsessionOperations.sessionId, sessionId), eq(nsessionOperations.status, 'IN_PROGRESS')));
    if (running.length === 0) return ended;
    server.advanceClock(SIMULATED_OPERATION_MS);
    for (const { id } of running) if ((await settleOperation(deps, send, id)) !== 'WAITING') ended += 1;
  }
  throw new Error('operations kept starting others: more than 10 rounds');
}

/**
 * Moves the clock on by hours (option expiry, void windows) and signs the seller in again, in
 * place: the access token of before has expired by then, and every call helper holds this object.
 */
export async function advanceHours(server: TestServer, seller: SellerAuth, hours: number) {
  server.advanceClock(hours * 3600_000);
  Object.assign(seller, await server.signIn(seller.email, SELLER_PASSWORD));
}
