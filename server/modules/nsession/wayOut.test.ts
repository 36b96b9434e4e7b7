import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi } from '../../../src/contract';
import type { Nsession, NsessionStage, ShippingMethod } from '../../../src/contract/nsession';
import { plainIsbns } from '../../testing/lister';
import { advanceHours, settleOperations } from '../../testing/nsession';
import { boxCalls, packEverything, packingPlan, placementPlan, plannedPlan, scannedPlan, type ScannedPlan } from '../../testing/nsessionPlans';
import { apiError, dataOf, startTestServer, type TestReply, type TestServer } from '../../testing/testServer';

/**
 * Issue 20 item 8: no state leaves a plan without a way forward. Every state a plan can be in is
 * reached on the simulator's clock (options expire after 24 h and 72 h, void windows close after
 * 24 h), what a seller would try there and is refused is checked, then the way on: an allowed
 * action after which the plan stands at a later step or has ended. Besides, from every state a
 * plan can be ended (cancelled, or deleted before it exists on the marketplace), and an ended plan
 * can be deleted.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 3600_000;
const sessions = sellerApi.nsessions;
const placement = sellerApi.nsessionPlacement;

function steps(plan: ScannedPlan) {
  const { sessionId, auth } = plan;
  const params = { sessionId };
  const call = (endpoint: Parameters<TestServer['call']>[0], input: Parameters<TestServer['call']>[1] = { params }) => server.call<Nsession>(endpoint, input, auth);
  return {
    read: plan.calls.read,
    settle: () => settleOperations(server, sessionId),
    submit: () => call(sessions.submit),
    cancel: () => call(sessions.cancel),
    remove: () => call(sessions.remove),
    complete: () => call(sessions.complete),
    makeNewPackingOptions: () => call(sellerApi.nsessionPacking.makeNew),
    confirm: (placementId: string, method: ShippingMethod = 'SPD') => call(placement.confirm, { params: { sessionId, placementId }, body: { method } }),
    select: (placementOptionId: string) => call(placement.select, { params, body: { placementOptionId } }),
    resetPlacement: () => call(placement.reset),
    book: (placementId: string, method: ShippingMethod = 'SPD') => call(placement.transportAll, { params: { sessionId, placementId }, body: { method } }),
    requote: (placementId: string) => call(placement.requoteTransport, { params: { sessionId, placementId } }),
    voidTransport: (placementId: string, shipmentId: string) => call(placement.transportReset, { params: { sessionId, placementId, shipmentId } }),
  };
}
type Steps = ReturnType<typeof steps>;

/** Moves the clock to `ms` before the moment given (an expiry), signing the seller in again. */
async function untilBefore(plan: ScannedPlan, moment: string, ms: number) {
  await advanceHours(server, plan.seller, (Date.parse(moment) - server.clock().getTime() - ms) / HOUR);
}

const refusal = (reply: TestReply) => apiError(reply).errorMessage;

/** Steps in the order a plan goes through them; an ended plan is past all of them. */
const RANK: Record<NsessionStage, number> = { SCANNING: 0, PACKING_OPTIONS: 1, PACKING: 2, PLACEMENT: 3, LABELS: 4, COMPLETE: 5, VOIDED: 5 };

interface Reached {
  plan: ScannedPlan;
  go: Steps;
  /** The placement option the state is about, where there is one. */
  placementId?: string;
  /** The box the state is about, where there is one. */
  boxId?: string;
}

interface PlanState {
  name: string;
  reach(): Promise<Reached>;
  /** What a seller tries here that is refused: why the state looked like a dead end. */
  refused?(reached: Reached): Promise<void>;
  /** The way on: allowed, and the plan stands further on afterwards. */
  forward(reached: Reached): Promise<void>;
}

const reached = (plan: ScannedPlan, placementId?: string): Reached => ({ plan, go: steps(plan), ...(placementId ? { placementId } : {}) });
let from = 700;
/** Each plan its own books, so plans of one seller never share a SKU. */
const books = (count: number) => ((from += 20), { plain: count, from });

/** A placement option that sends the plan as several shipments: 6 plain books and a hazmat one. */
async function severalShipments() {
  const plan = await placementPlan(server, { ...books(6), hazmat: 1 });
  const option = plan.session.placementOptions.find((candidate) => candidate.shipments.length > 1)!;
  return { plan, option };
}

/** Confirmed with the small-parcel carrier an hour before the quotes expire, so the quotes run out within the void window. */
async function bookedLate() {
  const { plan, option } = await severalShipments();
  const go = steps(plan);
  await untilBefore(plan, option.expiresAt, HOUR);
  dataOf(await go.confirm(option.id));
  await go.settle();
  expect((await go.read()).stage).toBe('LABELS');
  return reached(plan, option.id);
}

const STATES: PlanState[] = [
  {
    name: 'a new plan with no books',
    reach: async () => reached(await scannedPlan(server, {})),
    refused: async ({ go }) => expect(refusal(await go.submit())).toBe('Scan at least one book before making the plan.'),
    forward: async ({ plan, go }) => {
      await plan.calls.add(plainIsbns(1, (from += 20))[0]!);
      dataOf(await go.submit());
    },
  },
  {
    name: 'books scanned',
    reach: async () => reached(await scannedPlan(server, books(2))),
    forward: async ({ go }) => void dataOf(await go.submit()),
  },
  {
    name: 'the plan being made on the marketplace',
    reach: async () => {
      const plan = await scannedPlan(server, books(2));
      dataOf(await steps(plan).submit());
      return reached(plan);
    },
    refused: async ({ go }) => expect(refusal(await go.cancel())).toMatch(/still working on the last step/),
    // Waiting is the way: the operation ends on its own (its job), the packing options follow, one is chosen.
    forward: async ({ plan, go }) => {
      await go.settle();
      dataOf(await plan.calls.confirmOption((await plan.calls.options()).options[0]!.id));
    },
  },
  {
    name: 'packing options offered',
    reach: async () => reached(await plannedPlan(server, books(2))),
    forward: async ({ plan }) => void dataOf(await plan.calls.confirmOption((await plan.calls.options()).options[0]!.id)),
  },
  {
    name: 'packing options expired (24 h)',
    reach: async () => {
      const plan = await plannedPlan(server, books(2));
      await advanceHours(server, plan.seller, 24);
      return reached(plan);
    },
    refused: async ({ plan }) =>
      expect(refusal(await plan.calls.confirmOption((await plan.calls.options()).options[0]!.id))).toBe('This packing option has expired: generate the options again.'),
    forward: async ({ plan, go }) => {
      dataOf(await go.makeNewPackingOptions());
      await go.settle();
      dataOf(await plan.calls.confirmOption((await plan.calls.options()).options[0]!.id));
    },
  },
  {
    name: 'packing, nothing boxed yet',
    reach: async () => reached(await packingPlan(server, books(2))),
    refused: async ({ plan }) => expect(refusal(await boxCalls(server, plan).finish())).toMatch(/^Packing is not complete/),
    forward: async ({ plan }) => {
      await packEverything(server, plan as Awaited<ReturnType<typeof packingPlan>>);
      dataOf(await boxCalls(server, plan).finish());
    },
  },
  {
    name: 'packing refused by the marketplace (a box too heavy)',
    reach: async () => {
      const plan = await packingPlan(server, books(2));
      const [box] = await packEverything(server, plan);
      const boxes = boxCalls(server, plan);
      dataOf(await boxes.specs([box!.idStr], { weight: 520 }));
      dataOf(await boxes.finish());
      await settleOperations(server, plan.sessionId);
      expect(await plan.calls.read()).toMatchObject({ stage: 'PACKING', operation: { kind: 'SET_PACKING_INFORMATION', status: 'FAILED' } });
      return { ...reached(plan), boxId: box!.idStr };
    },
    forward: async ({ plan, boxId }) => {
      const boxes = boxCalls(server, plan);
      dataOf(await boxes.specs([boxId!], { weight: 40 }));
      dataOf(await boxes.resend());
    },
  },
  {
    name: 'placement and carriers offered',
    reach: async () => {
      const plan = await placementPlan(server, books(2));
      return reached(plan, plan.session.placementOptions[0]!.id);
    },
    forward: async ({ go, placementId }) => void dataOf(await go.confirm(placementId!)),
  },
  {
    name: 'placement options expired (72 h), none confirmed',
    reach: async () => {
      const plan = await placementPlan(server, books(2));
      await advanceHours(server, plan.seller, 72);
      return reached(plan, plan.session.placementOptions[0]!.id);
    },
    refused: async ({ go, placementId }) => expect(refusal(await go.confirm(placementId!))).toBe('This placement option has expired: generate the options again.'),
    forward: async ({ go }) => {
      dataOf(await go.resetPlacement());
      await go.settle();
      dataOf(await go.confirm((await go.read()).placementOptions[0]!.id));
    },
  },
  {
    name: 'placement confirmed, its carrier quotes expired before booking',
    reach: async () => {
      const plan = await placementPlan(server, books(2));
      const option = plan.session.placementOptions[0]!;
      const go = steps(plan);
      dataOf(await go.select(option.id));
      await go.settle();
      await advanceHours(server, plan.seller, 72);
      return reached(plan, option.id);
    },
    refused: async ({ go, placementId }) => {
      expect(refusal(await go.book(placementId!))).toBe('The carrier quotes have expired: get new quotes, then book the carrier.');
      expect(refusal(await go.resetPlacement())).toBe('A placement is confirmed: its options can no longer be generated again.');
    },
    forward: async ({ go, placementId }) => {
      dataOf(await go.requote(placementId!));
      await go.settle();
      dataOf(await go.book(placementId!));
    },
  },
  {
    name: 'placement confirmed, its carrier refused by the marketplace (quotes ran out meanwhile)',
    reach: async () => {
      const plan = await placementPlan(server, books(2));
      const option = plan.session.placementOptions[0]!;
      const go = steps(plan);
      await untilBefore(plan, option.expiresAt, 1000);
      dataOf(await go.confirm(option.id));
      await go.settle();
      expect(await go.read()).toMatchObject({
        stage: 'PLACEMENT',
        placementOptionIdStr: option.id,
        operation: { kind: 'CONFIRM_TRANSPORTATION_OPTIONS', status: 'FAILED' },
      });
      return reached(plan, option.id);
    },
    refused: async ({ go, placementId }) => expect(refusal(await go.book(placementId!))).toBe('The carrier quotes have expired: get new quotes, then book the carrier.'),
    forward: async ({ go, placementId }) => {
      dataOf(await go.requote(placementId!));
      await go.settle();
      dataOf(await go.book(placementId!));
    },
  },
  {
    name: 'every shipment booked, within the void window',
    reach: async () => {
      const plan = await placementPlan(server, books(2));
      const go = steps(plan);
      dataOf(await go.confirm(plan.session.placementOptions[0]!.id));
      await go.settle();
      return reached(plan, plan.session.placementOptions[0]!.id);
    },
    forward: async ({ go }) => void dataOf(await go.complete()),
  },
  {
    name: 'one shipment voided within its window after the quotes expired, the others booked',
    reach: async () => {
      const state = await bookedLate();
      await advanceHours(server, state.plan.seller, 2);
      const [first] = (await state.go.read()).shipments;
      dataOf(await state.go.voidTransport(state.placementId!, first!.shipmentId));
      await state.go.settle();
      expect((await state.go.read()).stage).toBe('PLACEMENT');
      return state;
    },
    refused: async ({ go, placementId }) => {
      expect(refusal(await go.book(placementId!))).toBe('The carrier quotes have expired: get new quotes, then book the carrier.');
      expect(refusal(await go.complete())).toMatch(/^The plan is choosing placement and transport: completing is not possible now/);
      expect(refusal(await go.remove())).toMatch(/^Its transport is confirmed: cancel the plan/);
    },
    forward: async ({ go, placementId }) => {
      dataOf(await go.requote(placementId!));
      await go.settle();
      const requoted = await go.read();
      // Only the voided shipment was quoted again; the booked ones keep their carrier.
      for (const shipment of requoted.shipments.filter((candidate) => candidate.transportOptionId)) {
        expect(requoted.transportOptions.some((option) => option.id === shipment.transportOptionId)).toBe(true);
      }
      dataOf(await go.book(placementId!));
    },
  },
  {
    name: 'every shipment booked, the void windows closed',
    reach: async () => {
      const state = await bookedLate();
      await advanceHours(server, state.plan.seller, 25);
      return state;
    },
    refused: async ({ go, placementId }) => {
      const [first] = (await go.read()).shipments;
      expect(refusal(await go.voidTransport(placementId!, first!.shipmentId))).toMatch(/that window has closed\.$/);
    },
    forward: async ({ go }) => void dataOf(await go.complete()),
  },
];

/** Ends the plan from where it stands: cancelled once it exists on the marketplace, else deleted. */
async function endPlan({ go }: Reached): Promise<Nsession | null> {
  await go.settle();
  const session = await go.read();
  if (!session.planId) {
    dataOf(await go.remove());
    return null;
  }
  dataOf(await go.cancel());
  await go.settle();
  const cancelled = await go.read();
  expect(cancelled).toMatchObject({ stage: 'VOIDED', planStatus: 'VOIDED' });
  return cancelled;
}

describe('every state of a plan has a way forward', () => {
  it.each(STATES)('$name', async (state) => {
    const here = await state.reach();
    const before = (await here.go.read()).stage;
    await state.refused?.(here);
    await state.forward(here);
    await here.go.settle();
    const after = await here.go.read();
    expect(RANK[after.stage], `${before} → ${after.stage}`).toBeGreaterThan(RANK[before]);
  }, 60_000);
});

describe('every state of a plan can be ended, and an ended plan deleted', () => {
  it.each(STATES)('$name', async (state) => {
    const here = await state.reach();
    const ended = await endPlan(here);
    if (ended) {
      // Cancelled again (a second click), it answers the plan as it is; then it can be deleted.
      expect(dataOf(await here.go.cancel()).stage).toBe('VOIDED');
      dataOf(await here.go.remove());
    }
    expect(apiError(await server.call(sessions.get, { params: { sessionId: here.plan.sessionId } }, here.plan.auth)).status).toBe(404);
  }, 60_000);

  it('warns of carrier charges when transport past its void window is cancelled', async () => {
    const state = await bookedLate();
    await advanceHours(server, state.plan.seller, 25);
    await endPlan(state);
    const history = dataOf(await server.call<{ kind: string; problems: { code: string }[] }[]>(sessions.operations, { params: { sessionId: state.plan.sessionId } }, state.plan.auth));
    expect(history.at(-1)).toMatchObject({ kind: 'CANCEL_PLAN', problems: [{ code: 'CANCELLATION_CHARGES' }] });
  }, 60_000);

  it('a completed plan is ended: it can be deleted, not cancelled', async () => {
    const state = STATES.find((candidate) => candidate.name === 'every shipment booked, within the void window')!;
    const here = await state.reach();
    dataOf(await here.go.complete());
    expect(refusal(await here.go.cancel())).toMatch(/^The plan is complete: cancelling the plan is not possible now/);
    dataOf(await here.go.remove());
  }, 60_000);
});
