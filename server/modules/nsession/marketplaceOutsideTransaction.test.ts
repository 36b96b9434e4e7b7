import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi } from '../../../src/contract';
import type { Nsession, NsessionOperation } from '../../../src/contract/nsession';
import { nsessionOperations, nsessions } from '../../db/schema';
import { AppError } from '../../http/appError';
import type { Marketplace } from '../../marketplace/marketplace';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { scannedPlan } from '../../testing/nsessionPlans';
import { settleOperations } from '../../testing/nsession';
import { apiError, dataOf, startTestServer, type TestServer } from '../../testing/testServer';
import { CLAIM_LOST_MS, settleOperation } from './operations';

/**
 * A plan's step asks the marketplace after its own transaction has committed: with the real
 * marketplace a call can wait for its rate limit's token and a round trip, and on PGlite an open
 * transaction holds the one connection every other request needs.
 */

/** Runs before the marketplace makes a plan; the tests set it. */
let beforeCreatePlan: () => Promise<void> = async () => undefined;

function watchedMarketplace(catalogSize: number): Marketplace {
  const simulator = createSimulatedMarketplace({ catalogSize });
  const inbound: Marketplace['inbound'] = {
    ...simulator.inbound,
    createPlan: async (...args) => {
      await beforeCreatePlan();
      return simulator.inbound.createPlan(...args);
    },
  };
  return { ...simulator, inbound };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { marketplace: (deps) => watchedMarketplace(deps.config.catalogSize) });
});
afterAll(() => server.close());

const operationsOfSession = (sessionId: number) => server.db.select().from(nsessionOperations).where(eq(nsessionOperations.sessionId, sessionId));
const history = async (plan: Awaited<ReturnType<typeof scannedPlan>>) =>
  dataOf(await server.call<NsessionOperation[]>(sellerApi.nsessions.operations, { params: { sessionId: plan.sessionId } }, plan.auth));

describe('a step that asks the marketplace', () => {
  it('asks after its transaction has committed: the database answers others meanwhile, and shows the step in progress', async () => {
    const plan = await scannedPlan(server, { plain: 2, from: 900 });
    let seenDuringCall: unknown = 'the marketplace was not asked';
    beforeCreatePlan = async () => {
      // Inside a transaction on PGlite this read would wait for the transaction, which waits for the call.
      const read = operationsOfSession(plan.sessionId).then((rows) => rows.map(({ kind, status, operation }) => ({ kind, status, operation })));
      seenDuringCall = await Promise.race([read, new Promise((resolve) => setTimeout(() => resolve('the read waited on the step'), 3_000))]);
    };
    try {
      const submitted = dataOf(await plan.calls.submit());
      expect(submitted.operation).toMatchObject({ kind: 'CREATE_PLAN', status: 'IN_PROGRESS' });
    } finally {
      beforeCreatePlan = async () => undefined;
    }
    expect(seenDuringCall).toEqual([{ kind: 'CREATE_PLAN', status: 'IN_PROGRESS', operation: null }]);
    const [row] = await operationsOfSession(plan.sessionId);
    expect(row!.operation).toMatchObject({ kind: 'CREATE_PLAN' });
    await settleOperations(server, plan.sessionId);
    expect((await plan.calls.read()).stage).toBe('PACKING_OPTIONS');
  });

  it('refused by the marketplace, answers its words, ends the operation FAILED, leaves the plan as before, and can be asked again', async () => {
    const plan = await scannedPlan(server, { plain: 2, from: 920 });
    beforeCreatePlan = async () => {
      throw new AppError(503, ErrorCode.MARKETPLACE_UNAVAILABLE, 'The marketplace did not answer. Try again in a minute.');
    };
    try {
      expect(apiError(await plan.calls.submit())).toMatchObject({ status: 503, errorMessage: 'The marketplace did not answer. Try again in a minute.' });
    } finally {
      beforeCreatePlan = async () => undefined;
    }
    const [failed] = await history(plan);
    expect(failed).toMatchObject({ kind: 'CREATE_PLAN', status: 'FAILED' });
    expect(failed!.problems[0]!.message).toContain('The marketplace did not answer');
    const before = await plan.calls.read();
    expect(before).toMatchObject({ stage: 'SCANNING', operation: { status: 'FAILED' } });

    expect(dataOf(await plan.calls.submit()).operation).toMatchObject({ kind: 'CREATE_PLAN', status: 'IN_PROGRESS' });
    await settleOperations(server, plan.sessionId);
    expect((await plan.calls.read()).stage).toBe('PACKING_OPTIONS');
  });

  it('left unanswered by a server that stopped mid-call, ends FAILED once the claim is old, and the step can be asked again', async () => {
    const plan = await scannedPlan(server, { plain: 2, from: 940 });
    // What a server killed during the call leaves: the step committed, its operation never filled in.
    const [claim] = await server.db
      .insert(nsessionOperations)
      .values({ sessionId: plan.sessionId, userId: plan.seller.userId, kind: 'CREATE_PLAN', operation: null, startedAt: server.clock() })
      .returning();
    await server.db.update(nsessions).set({ planStatus: 'ACTIVE' }).where(eq(nsessions.id, plan.sessionId));
    expect(apiError(await plan.calls.submit()).status).toBe(409);

    const deps = { db: server.db, clock: server.clock, marketplace: createSimulatedMarketplace({ catalogSize: server.config.catalogSize }) };
    const sent: unknown[] = [];
    const send = async (...args: unknown[]) => {
      sent.push(args);
      return null;
    };
    // While the call may still be under way, the job comes back to it.
    expect(await settleOperation(deps, send, claim!.id)).toBe('WAITING');
    expect(sent).toHaveLength(1);
    server.advanceClock(CLAIM_LOST_MS);
    expect(await settleOperation(deps, send, claim!.id)).toBe('FAILED');
    const session = await plan.calls.read();
    expect(session).toMatchObject({ stage: 'SCANNING', operation: { kind: 'CREATE_PLAN', status: 'FAILED' } });
    expect(session.operation!.problems[0]!.message).toBe('Folio stopped before the marketplace answered this step: ask for it again.');

    const again = dataOf(await server.call<Nsession>(sellerApi.nsessions.submit, { params: { sessionId: plan.sessionId } }, plan.auth));
    expect(again.operation).toMatchObject({ kind: 'CREATE_PLAN', status: 'IN_PROGRESS' });
  });
});
