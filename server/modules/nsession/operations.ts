import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { VOID_WINDOW_MS, type OperationProblem, type PackingOption, type PlacementOption, type TransportOption } from '../../../src/contract/nsession';
import type { Database, Executor } from '../../db/database';
import type { AppDeps } from '../../deps';
import { nsessionOperations, nsessions } from '../../db/schema';
import { defineJob, type JobDeps } from '../../jobs/defineJob';
import type { JobSender } from '../../jobs/queueInterface';
import type { InboundResults } from '../../marketplace/inbound/inboundMarketplace';
import type { InboundOperation, InboundOperationKind } from '../../marketplace/inbound/operations';
import { asSeller } from '../../marketplace/sellerScope';
import { conflict } from '../lister/shared';
import { boxesForMarketplace, planRef } from './planInputs';
import type { NsessionRow } from './rows';

/**
 * The marketplace operations of a plan. A step claims its operation in its transaction, asks the
 * marketplace once that has committed, keeps what it answered, and the `nsession-operation` job
 * polls it: while it runs, the job comes back when the marketplace says to look again; when it
 * ends, its result is applied to the session in one transaction, and the steps that follow on
 * their own (packing options after the plan, placement options after the packing information,
 * transport options for every placement option) are claimed there and started after it. Jobs
 * survive a restart, so an operation in flight is picked up again by the next worker.
 */

export const OPERATION_JOB = 'nsession-operation';
const operationPayload = z.object({ operationRowId: z.number().int().positive() });
const operationJobKey = (operationRowId: number) => `nsop-${operationRowId}`;
type Send = JobSender['send'];

/** A marketplace call a step asks for; it is made once the step's transaction has committed. */
export type OperationCall = () => Promise<InboundOperation>;

/** An operation claimed in a transaction, whose marketplace call is still to be made. */
export interface ClaimedOperation {
  rowId: number;
  kind: InboundOperationKind;
  sessionId: number;
  call: OperationCall;
}

/**
 * Claims a step's operation in the step's transaction: from its commit the operation is in
 * progress, so a second ask of the step sees it and starts nothing. The marketplace is called
 * only after the commit (startClaimed): no transaction, and on PGlite no other request, waits
 * for the marketplace, which with the real one can mean a rate limit's token and a round trip.
 */
export async function claimOperation(
  db: Executor,
  session: NsessionRow,
  kind: InboundOperationKind,
  now: Date,
  call: OperationCall,
  subject: Record<string, unknown> = {},
): Promise<ClaimedOperation> {
  const [row] = await db
    .insert(nsessionOperations)
    .values({ sessionId: session.id, userId: session.userId, kind, operation: null, subject, startedAt: now })
    .returning({ id: nsessionOperations.id });
  return { rowId: row!.id, kind, sessionId: session.id, call };
}

/** What an operation that never started tells the seller, in the history and on the plan. */
const notStarted = (message: string): OperationProblem => ({ code: 'NOT_STARTED', message, severity: 'ERROR' });
const refusedStart = (error: unknown) => notStarted(`The marketplace did not take this step: ${error instanceof Error ? error.message : String(error)}`);

/** Ends a claimed operation as failed, as a failed operation ends: a plan that was not made goes back to scanning. */
async function failClaimed(db: Database, claimed: Pick<ClaimedOperation, 'rowId' | 'kind' | 'sessionId'>, problem: OperationProblem, now: Date) {
  await db.transaction(async (tx) => {
    const [session] = await tx.select().from(nsessions).where(eq(nsessions.id, claimed.sessionId)).for('update');
    const [ended] = await tx
      .update(nsessionOperations)
      .set({ status: 'FAILED', problems: [problem], finishedAt: now })
      .where(and(eq(nsessionOperations.id, claimed.rowId), eq(nsessionOperations.status, 'IN_PROGRESS')))
      .returning({ id: nsessionOperations.id });
    if (session && ended) await applyFailure(tx, session, claimed.kind);
  });
}

/**
 * Makes the marketplace calls of operations claimed in a transaction that has committed, one after
 * the other, and keeps what the marketplace answered; answers the rows now running, whose jobs are
 * to be sent, and the first call's error, if one failed (that operation then ends FAILED).
 */
export async function startClaimed(deps: Pick<AppDeps, 'db' | 'clock'>, claimed: readonly ClaimedOperation[]) {
  const running: number[] = [];
  let failure: { error: unknown } | undefined;
  for (const operation of claimed) {
    try {
      const started = await operation.call();
      await deps.db
        .update(nsessionOperations)
        .set({ operation: started, startedAt: new Date(started.startedAt) })
        .where(and(eq(nsessionOperations.id, operation.rowId), eq(nsessionOperations.status, 'IN_PROGRESS')));
      running.push(operation.rowId);
    } catch (error) {
      await failClaimed(deps.db, operation, refusedStart(error), deps.clock());
      failure ??= { error };
    }
  }
  return { running, failure };
}

/**
 * Sends the jobs of operations recorded in a transaction that has ended. Not awaited by callers'
 * replies: on PGlite the queue's statements wait for an open transaction. A send that fails is made
 * again by the next read of the session (resendWaiting).
 */
export function sendOperationJobs(send: Send, operationRowIds: readonly number[]) {
  for (const id of operationRowIds) void send(OPERATION_JOB, { operationRowId: id }, { singletonKey: operationJobKey(id) }).catch(() => undefined);
}

/** Sends again the job of every operation of the session still running (the queue keeps one per operation). */
export async function resendWaiting(db: Executor, send: Send, sessionId: number) {
  const waiting = await db
    .select({ id: nsessionOperations.id })
    .from(nsessionOperations)
    .where(and(eq(nsessionOperations.sessionId, sessionId), eq(nsessionOperations.status, 'IN_PROGRESS')));
  sendOperationJobs(send, waiting.map((row) => row.id));
}

/** Refuses a step while the marketplace is still working on the previous one. */
export async function requireNoOperationRunning(db: Executor, sessionId: number) {
  const [running] = await db
    .select({ kind: nsessionOperations.kind })
    .from(nsessionOperations)
    .where(and(eq(nsessionOperations.sessionId, sessionId), eq(nsessionOperations.status, 'IN_PROGRESS')))
    .limit(1);
  if (running) throw conflict('The marketplace is still working on the last step: wait a moment and try again.');
}

/**
 * What the newest operation of a kind was about, unless it failed: a step asked again while it
 * runs, or after it ran, answers the plan as it stands instead of starting it twice.
 */
export async function lastAsked(db: Executor, sessionId: number, kind: InboundOperationKind): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ status: nsessionOperations.status, subject: nsessionOperations.subject })
    .from(nsessionOperations)
    .where(and(eq(nsessionOperations.sessionId, sessionId), eq(nsessionOperations.kind, kind)))
    .orderBy(desc(nsessionOperations.id))
    .limit(1);
  return row && row.status !== 'FAILED' ? row.subject : null;
}

export type SettleOutcome = 'WAITING' | 'SUCCESS' | 'FAILED' | 'ALREADY_ENDED';

/** Polls one operation and, when it has ended, applies it. Idempotent: an ended operation is left as it is. */
export async function settleOperation(deps: JobDeps, send: Send, operationRowId: number): Promise<SettleOutcome> {
  const [row] = await deps.db.select().from(nsessionOperations).where(eq(nsessionOperations.id, operationRowId));
  // Not there (yet): the request's transaction may still be open; the job's retry finds it.
  if (!row) throw new Error(`Operation ${operationRowId} does not exist`);
  if (row.status !== 'IN_PROGRESS') return 'ALREADY_ENDED';
  if (row.operation === null) return settleUnstarted(deps, send, row);
  // The marketplace is asked as the plan's seller: a real one answers only with their authorisation.
  return asSeller(row.userId, () => settleRow(deps, send, row as OperationRow));
}

type OperationRow = typeof nsessionOperations.$inferSelect & { operation: InboundOperation };

/** How long a claimed operation may wait for its marketplace call before the start counts as lost. */
export const CLAIM_LOST_MS = 2 * 60_000;

/**
 * A claimed operation whose marketplace call has not answered: the call is under way (its job is
 * looked at again shortly), or the server making it stopped. Past CLAIM_LOST_MS the start is lost
 * and the operation ends FAILED, so the plan is never left waiting on a call nobody makes.
 */
async function settleUnstarted(deps: JobDeps, send: Send, row: typeof nsessionOperations.$inferSelect): Promise<SettleOutcome> {
  const now = deps.clock();
  if (now.getTime() - row.startedAt.getTime() < CLAIM_LOST_MS) {
    await send(OPERATION_JOB, { operationRowId: row.id }, { singletonKey: operationJobKey(row.id), startAfterSeconds: 5 });
    return 'WAITING';
  }
  const problem = notStarted('Folio stopped before the marketplace answered this step: ask for it again.');
  await failClaimed(deps.db, { rowId: row.id, kind: row.kind as InboundOperationKind, sessionId: row.sessionId }, problem, now);
  return 'FAILED';
}

async function settleRow(deps: JobDeps, send: Send, row: OperationRow): Promise<SettleOutcome> {
  const operationRowId = row.id;
  const now = deps.clock();
  await deps.marketplace.prepare();
  const state = await deps.marketplace.inbound.operation<unknown>(row.operation, now);
  if (state.status === 'IN_PROGRESS') {
    const waitSeconds = Math.max(1, Math.ceil((Date.parse(state.retryAt) - now.getTime()) / 1000));
    await send(OPERATION_JOB, { operationRowId }, { singletonKey: operationJobKey(operationRowId), startAfterSeconds: waitSeconds });
    return 'WAITING';
  }
  const followUps = await deps.db.transaction(async (tx): Promise<ClaimedOperation[] | null> => {
    const [session] = await tx.select().from(nsessions).where(eq(nsessions.id, row.sessionId)).for('update');
    const [current] = await tx.select().from(nsessionOperations).where(eq(nsessionOperations.id, operationRowId)).for('update');
    if (!session || current?.status !== 'IN_PROGRESS') return null;
    await tx
      .update(nsessionOperations)
      .set({ status: state.status, problems: state.problems, finishedAt: now })
      .where(eq(nsessionOperations.id, operationRowId));
    if (state.status === 'FAILED') {
      await applyFailure(tx, session, row.kind as InboundOperationKind);
      return [];
    }
    return applySuccess(deps, tx, session, row.kind as InboundOperationKind, row.subject, state.result, now);
  });
  if (followUps === null) return 'ALREADY_ENDED';
  // A follow-up the marketplace refused has ended FAILED, which the plan's history shows.
  sendOperationJobs(send, (await startClaimed(deps, followUps)).running);
  return state.status;
}

async function update(tx: Executor, sessionId: number, changes: Partial<typeof nsessions.$inferInsert>) {
  const [row] = await tx
    .update(nsessions)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(eq(nsessions.id, sessionId))
    .returning();
  return row!;
}

const accept = <Option extends { id: string; status: string }>(options: readonly Option[] | null, id: string): Option[] =>
  (options ?? []).map((option) => (option.id === id ? { ...option, status: 'ACCEPTED' } : option));

/** What a failed operation leaves: a plan that could not be made goes back to scanning. */
async function applyFailure(tx: Executor, session: NsessionRow, kind: InboundOperationKind) {
  if (kind === 'CREATE_PLAN') await update(tx, session.id, { planStatus: null });
}

async function applySuccess(
  deps: JobDeps,
  tx: Executor,
  session: NsessionRow,
  kind: InboundOperationKind,
  subject: Record<string, unknown>,
  result: unknown,
  now: Date,
): Promise<ClaimedOperation[]> {
  const { inbound } = deps.marketplace;
  switch (kind) {
    case 'CREATE_PLAN': {
      const { planId } = result as InboundResults['CREATE_PLAN'];
      const planned = await update(tx, session.id, { planId, packingGeneration: session.packingGeneration + 1 });
      const plan = await planRef(tx, planned);
      return [await claimOperation(tx, planned, 'GENERATE_PACKING_OPTIONS', now, () => inbound.generatePackingOptions(plan, planned.packingGeneration, now))];
    }
    case 'GENERATE_PACKING_OPTIONS': {
      const { packingOptions } = result as InboundResults['GENERATE_PACKING_OPTIONS'];
      await update(tx, session.id, { packingOptions, packingOptionId: null });
      return [];
    }
    case 'CONFIRM_PACKING_OPTION': {
      const optionId = String(subject.optionId);
      await update(tx, session.id, { packingOptionId: optionId, packingOptions: accept<PackingOption>(session.packingOptions, optionId) });
      return [];
    }
    case 'SET_PACKING_INFORMATION': {
      const packed = await update(tx, session.id, { packedAt: now, placementGeneration: session.placementGeneration + 1 });
      const plan = await planRef(tx, packed);
      const boxes = await boxesForMarketplace(tx, packed.id);
      return [await claimOperation(tx, packed, 'GENERATE_PLACEMENT_OPTIONS', now, () => inbound.generatePlacementOptions(plan, boxes, packed.placementGeneration, now))];
    }
    case 'GENERATE_PLACEMENT_OPTIONS': {
      const { placementOptions } = result as InboundResults['GENERATE_PLACEMENT_OPTIONS'];
      const placed = await update(tx, session.id, { placementOptions, transportOptions: [], placementOptionId: null, shipments: null });
      const plan = await planRef(tx, placed);
      const boxes = await boxesForMarketplace(tx, placed.id);
      const started: ClaimedOperation[] = [];
      // Every placement option's carriers are quoted before any is confirmed: the seller compares totals.
      for (const placement of placementOptions) {
        const quote = () => inbound.generateTransportationOptions(plan, placement, boxes, now);
        started.push(await claimOperation(tx, placed, 'GENERATE_TRANSPORTATION_OPTIONS', now, quote, { placementOptionId: placement.id }));
      }
      return started;
    }
    case 'GENERATE_TRANSPORTATION_OPTIONS': {
      const { transportOptions } = result as InboundResults['GENERATE_TRANSPORTATION_OPTIONS'];
      const placementOptionId = String(subject.placementOptionId);
      const placement = (session.placementOptions ?? []).find((option: PlacementOption) => option.id === placementOptionId);
      // Options of a placement generated since then are not this operation's to add to.
      if (!placement) return [];
      // The quotes replace those of the shipments they cover: all of them at first, later the ones not booked.
      const shipmentIds = new Set(transportOptions.map((option) => option.shipmentId));
      const kept = (session.transportOptions ?? []).filter((option) => !shipmentIds.has(option.shipmentId));
      await update(tx, session.id, { transportOptions: [...kept, ...transportOptions] });
      return [];
    }
    case 'CONFIRM_PLACEMENT_OPTION': {
      const placementOptionId = String(subject.placementOptionId);
      const { shipments } = result as InboundResults['CONFIRM_PLACEMENT_OPTION'];
      const placed = await update(tx, session.id, {
        placementOptionId,
        placementOptions: accept<PlacementOption>(session.placementOptions, placementOptionId),
        shipments: shipments.map((shipment) => ({ ...shipment, transportOptionId: null, voidableUntil: null })),
      });
      // Confirmed with its carrier (one step for the seller): the carrier is booked now.
      const carriers = subject.carriers as TransportOption[] | undefined;
      if (!carriers) return [];
      const plan = await planRef(tx, placed);
      return [await claimOperation(tx, placed, 'CONFIRM_TRANSPORTATION_OPTIONS', now, () => inbound.confirmTransportationOptions(plan, carriers, now), { options: carriers })];
    }
    case 'CONFIRM_TRANSPORTATION_OPTIONS': {
      const chosen = subject.options as TransportOption[];
      const byShipment = new Map(chosen.map((option) => [option.shipmentId, option]));
      await update(tx, session.id, {
        shipments: (session.shipments ?? []).map((shipment) => {
          const option = byShipment.get(shipment.shipmentId);
          if (!option) return shipment;
          return { ...shipment, transportOptionId: option.id, voidableUntil: new Date(now.getTime() + VOID_WINDOW_MS[option.method]).toISOString() };
        }),
      });
      return [];
    }
    case 'VOID_TRANSPORTATION': {
      const shipmentId = String(subject.shipmentId);
      await update(tx, session.id, {
        shipments: (session.shipments ?? []).map((shipment) =>
          shipment.shipmentId === shipmentId ? { ...shipment, transportOptionId: null, voidableUntil: null } : shipment,
        ),
      });
      return [];
    }
    case 'CANCEL_PLAN': {
      await update(tx, session.id, { planStatus: 'VOIDED' });
      return [];
    }
  }
}

/**
 * A step that starts marketplace operations: `work` checks and changes the plan in a transaction
 * and claims the operations; their marketplace calls are made once it has committed, and their
 * jobs sent. A call that fails ends its operation FAILED and the step answers its error. The
 * marketplace is readied first (Marketplace.prepare), as its calls need the seller's authorisation.
 */
export async function inTransactionWithOperations<Result>(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'marketplace' | 'clock'>,
  work: (tx: Executor, claimed: ClaimedOperation[]) => Promise<Result>,
): Promise<Result> {
  await deps.marketplace.prepare();
  const claimed: ClaimedOperation[] = [];
  const result = await deps.db.transaction((tx) => work(tx, claimed));
  const { running, failure } = await startClaimed(deps, claimed);
  sendOperationJobs(deps.jobs.send, running);
  if (failure) throw failure.error;
  return result;
}

export const nsessionOperationJob = defineJob(
  OPERATION_JOB,
  operationPayload,
  async ({ operationRowId }, context) => ({ operationRowId, outcome: await settleOperation(context.deps, context.send, operationRowId) }),
  // Short and often: an operation ends in seconds; a crashed worker's job is picked up within a minute.
  { retryLimit: 10, retryDelaySeconds: 2, expireInSeconds: 60, policy: 'short' },
);

/** Operations of a session in the order started, for tests and the plan's history. */
export async function operationsOf(db: Executor, sessionId: number) {
  return db.select().from(nsessionOperations).where(eq(nsessionOperations.sessionId, sessionId)).orderBy(asc(nsessionOperations.id));
}
