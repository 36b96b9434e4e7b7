import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi } from '../../../src/contract';
import type { Nsession, NsessionOperation, ShippingMethod } from '../../../src/contract/nsession';
import { nsessions } from '../../db/schema';
import { settleOperations } from '../../testing/nsession';
import { placementPlan } from '../../testing/nsessionPlans';
import { apiError, dataOf, startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Plan = Awaited<ReturnType<typeof placementPlan>>;

const confirm = (plan: Plan, placementId: string, method: ShippingMethod) =>
  server.call<Nsession>(sellerApi.nsessionPlacement.confirm, { params: { sessionId: plan.sessionId, placementId }, body: { method } }, plan.auth);

/** How many operations of each kind the plan started on the marketplace, as its history says. */
async function startedKinds(plan: Plan) {
  const history = dataOf(await server.call<NsessionOperation[]>(sellerApi.nsessions.operations, { params: { sessionId: plan.sessionId } }, plan.auth));
  const counts: Record<string, number> = {};
  for (const operation of history) counts[operation.kind] = (counts[operation.kind] ?? 0) + 1;
  return counts;
}

describe('"Confirm for $…": the placement and its carrier in one step', () => {
  it('confirms the placement and books the partnered carrier for every shipment', async () => {
    const plan = await placementPlan(server, { plain: 5, hazmat: 1, from: 600 });
    const option = plan.session.placementOptions.at(-1)!;
    const asked = dataOf(await confirm(plan, option.id, 'SPD'));
    expect(asked.operation).toMatchObject({ kind: 'CONFIRM_PLACEMENT_OPTION', status: 'IN_PROGRESS' });
    await settleOperations(server, plan.sessionId);
    const session = await plan.calls.read();
    expect(session).toMatchObject({ stage: 'LABELS', placementOptionIdStr: option.id });
    expect(session.shipments.length).toBe(option.shipments.length);
    for (const shipment of session.shipments) {
      const booked = session.transportOptions.find((candidate) => candidate.id === shipment.transportOptionId);
      expect(booked).toMatchObject({ shipmentId: shipment.shipmentId, method: 'SPD', partnered: true });
    }
  });

  it('asked twice at once (a double click), confirms and books once and answers both with the plan; asked again later, answers the plan as it stands', async () => {
    const plan = await placementPlan(server, { plain: 6, hazmat: 1, from: 620 });
    const option = plan.session.placementOptions.find((candidate) => candidate.shipments.length > 1)!;
    const before = await startedKinds(plan);
    const replies = await Promise.all([confirm(plan, option.id, 'SPD'), confirm(plan, option.id, 'SPD')]);
    for (const reply of replies) expect(dataOf(reply).idStr).toBe(String(plan.sessionId));
    await settleOperations(server, plan.sessionId);
    const session = await plan.calls.read();
    expect(session.stage).toBe('LABELS');
    expect(session.shipments.every((shipment) => shipment.transportOptionId !== null)).toBe(true);
    const after = await startedKinds(plan);
    expect(after.CONFIRM_PLACEMENT_OPTION).toBe((before.CONFIRM_PLACEMENT_OPTION ?? 0) + 1);
    expect(after.CONFIRM_TRANSPORTATION_OPTIONS).toBe((before.CONFIRM_TRANSPORTATION_OPTIONS ?? 0) + 1);

    // A retry that comes late (a reply lost on the way) is answered, not refused, and starts nothing.
    const late = dataOf(await confirm(plan, option.id, 'SPD'));
    expect(late).toMatchObject({ stage: 'LABELS', placementOptionIdStr: option.id });
    expect(await startedKinds(plan)).toEqual(after);
    // Another placement or carrier is a new choice, and the plan has made its own.
    expect(apiError(await confirm(plan, option.id, 'LTL')).errorMessage).toMatch(/^The plan is ready for labels/);
  });

  it('confirms neither when a shipment’s carrier cannot be booked', async () => {
    const plan = await placementPlan(server, { plain: 4, hazmat: 1, from: 640 });
    const option = plan.session.placementOptions[0]!;
    const [first] = option.shipments;
    // The marketplace has no partnered small-parcel quote for one shipment.
    const [row] = await server.db.select().from(nsessions).where(eq(nsessions.id, plan.sessionId));
    const quotes = row!.transportOptions!.filter((quote) => !(quote.shipmentId === first!.id && quote.method === 'SPD' && quote.partnered));
    await server.db.update(nsessions).set({ transportOptions: quotes }).where(eq(nsessions.id, plan.sessionId));
    const before = await startedKinds(plan);
    expect(apiError(await confirm(plan, option.id, 'SPD')).errorMessage).toBe('The carriers’ options for this placement are not there yet: wait a moment and try again.');
    expect(await startedKinds(plan)).toEqual(before);
    expect((await plan.calls.read()).placementOptionIdStr).toBeNull();
    // LTL is quoted for every shipment: that choice goes through.
    dataOf(await confirm(plan, option.id, 'LTL'));
    await settleOperations(server, plan.sessionId);
    expect((await plan.calls.read()).stage).toBe('LABELS');
  });
});
