import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { PLAN_SKU_MAX, type Nsession, type NsessionOperation, type NsessionSettings, type PlanSettingsInput, type NsessionStage, type NsessionSummary, type NsessionType } from '../../../src/contract/nsession';
import { listerDefaults, nsessionItems, nsessions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict } from '../lister/shared';
import { minuteStamp } from '../lister/sessionsService';
import { claimOperation, inTransactionWithOperations, lastAsked, operationsOf, requireNoOperationRunning, resendWaiting } from './operations';
import { planItems, planRef, planSource } from './planInputs';
import { bumpNsession, nsessionTotals, nsessionView, operationView, ownNsession, summaryOf } from './rows';
import { requireStage, stageOf } from './stage';

/**
 * Sessions of the newer lister flow (spec 3.3, 7.3): list, create, read, rename, delete, defaults,
 * submit (the plan is made) and complete.
 *
 * Decisions where the spec is silent:
 * - A session created without a name is called "Plan" and the minute it was made, in UTC; a second
 *   in the same minute gets " (2)".
 * - A session can be deleted until transport is confirmed: after that the marketplace expects the
 *   boxes, so the seller voids the transport first (within its window) or cancels the plan.
 * - A plan can be cancelled at every step once it exists, whatever is booked (the marketplace may
 *   charge for transport past its void window, and says so): no state leaves a plan without an end.
 * - Reading a session sends again the job of any operation still running, so an operation whose
 *   job was lost (a send that failed) still ends.
 */

export async function listNsessions(deps: AppDeps, userId: number): Promise<NsessionSummary[]> {
  const rows = await deps.db.select().from(nsessions).where(eq(nsessions.userId, userId)).orderBy(desc(nsessions.createdAt), desc(nsessions.id)).limit(200);
  return Promise.all(rows.map(async (row) => summaryOf(row, await nsessionTotals(deps.db, row.id))));
}

export async function createNsession(deps: AppDeps, userId: number, input: { type: NsessionType; name?: string | undefined }): Promise<Nsession> {
  return deps.db.transaction(async (tx) => {
    let name = input.name;
    if (!name) {
      const base = `Plan ${minuteStamp(deps.clock())}`;
      const [same] = await tx
        .select({ count: count() })
        .from(nsessions)
        .where(and(eq(nsessions.userId, userId), like(nsessions.name, `${base}%`)));
      name = same!.count > 0 ? `${base} (${same!.count + 1})` : base;
    }
    const [defaults] = await tx.select().from(listerDefaults).where(eq(listerDefaults.userId, userId));
    const { userId: _owner, updatedAt: _saved, ...settings } = defaults ?? {};
    const [row] = await tx.insert(nsessions).values({ userId, type: input.type, name, ...settings }).returning();
    return nsessionView(tx, row!, deps.clock());
  });
}

export async function readNsession(deps: AppDeps, userId: number, sessionId: number): Promise<Nsession> {
  const row = await ownNsession(deps.db, userId, sessionId);
  await resendWaiting(deps.db, deps.jobs.send, sessionId);
  return nsessionView(deps.db, row, deps.clock());
}

export async function renameNsession(deps: AppDeps, userId: number, sessionId: number, name: string): Promise<Nsession> {
  return deps.db.transaction(async (tx) => {
    await ownNsession(tx, userId, sessionId, true);
    return nsessionView(tx, await bumpNsession(tx, sessionId, { name }), deps.clock());
  });
}

const ENDED: readonly NsessionStage[] = ['COMPLETE', 'VOIDED'];

export async function removeNsession(deps: AppDeps, userId: number, sessionId: number): Promise<null> {
  await deps.db.transaction(async (tx) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    const booked = (session.shipments ?? []).some((shipment) => shipment.transportOptionId !== null);
    if (booked && !ENDED.includes(stageOf(session))) {
      throw conflict('Its transport is confirmed: cancel the plan, or void the transport of every shipment, before deleting it.');
    }
    await tx.delete(nsessions).where(eq(nsessions.id, sessionId));
  });
  return null;
}

/** Spec 9 and the column defaults: what a seller who never saved any starts with. */
const FIRST_DEFAULTS: NsessionSettings = { defaultCondition: 'verygood', defaultConditionNote: null, defaultMinPrice: null, defaultMaxPrice: null, defaultQuantity: 1 };

export async function readListerDefaults(deps: AppDeps, userId: number): Promise<NsessionSettings> {
  const [row] = await deps.db.select().from(listerDefaults).where(eq(listerDefaults.userId, userId));
  if (!row) return FIRST_DEFAULTS;
  const { userId: _owner, updatedAt: _saved, ...settings } = row;
  return settings as NsessionSettings;
}

export async function saveListerDefaults(deps: AppDeps, userId: number, settings: NsessionSettings): Promise<NsessionSettings> {
  requireDefaultBounds(settings);
  await writeListerDefaults(deps.db, userId, settings);
  return settings;
}

async function writeListerDefaults(db: Pick<AppDeps['db'], 'insert'>, userId: number, settings: NsessionSettings) {
  await db
    .insert(listerDefaults)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: listerDefaults.userId, set: { ...settings, updatedAt: sql`now()` } });
}

function requireDefaultBounds(settings: NsessionSettings) {
  if (settings.defaultMinPrice !== null && settings.defaultMaxPrice !== null && settings.defaultMinPrice > settings.defaultMaxPrice) {
    throw conflict('The default min price must not be above the default max price.');
  }
}

/**
 * A plan's defaults for each book scanned. The dialog says they apply from now on: unless the
 * seller says otherwise, the plans made next start with them too, written in the same transaction.
 */
export async function saveNsessionSettings(deps: AppDeps, userId: number, sessionId: number, { forNewPlans = true, ...settings }: PlanSettingsInput): Promise<Nsession> {
  requireDefaultBounds(settings);
  return deps.db.transaction(async (tx) => {
    await ownNsession(tx, userId, sessionId, true);
    if (forNewPlans) await writeListerDefaults(tx, userId, settings);
    return nsessionView(tx, await bumpNsession(tx, sessionId, settings), deps.clock());
  });
}

/** Makes the marketplace plan from the items; its packing options are generated once it exists. */
export async function submitNsession(deps: AppDeps, userId: number, sessionId: number): Promise<Nsession> {
  return inTransactionWithOperations(deps, async (tx, claimed) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['SCANNING'], 'submitting');
    await requireNoOperationRunning(tx, sessionId);
    const items = await planItems(tx, sessionId);
    if (items.length === 0) throw conflict('Scan at least one book before making the plan.');
    if (items.length > PLAN_SKU_MAX) throw conflict(`A plan may hold at most ${PLAN_SKU_MAX} SKUs; this session has ${items.length}. Move some to another session.`);
    const submitted = await bumpNsession(tx, sessionId, { planStatus: 'ACTIVE' });
    const source = await planSource(tx, userId);
    const now = deps.clock();
    claimed.push(await claimOperation(tx, submitted, 'CREATE_PLAN', now, () => deps.marketplace.inbound.createPlan(userId, items, source, now)));
    return nsessionView(tx, submitted, deps.clock());
  });
}

/** The plan's marketplace operations, oldest first: its history, and what a step did once or twice. */
export async function nsessionOperationHistory(deps: AppDeps, userId: number, sessionId: number): Promise<NsessionOperation[]> {
  await ownNsession(deps.db, userId, sessionId);
  return (await operationsOf(deps.db, sessionId)).map(operationView);
}

/** Cancels the marketplace plan and its shipments; the plan is voided once the marketplace has done it. */
export async function cancelNsession(deps: AppDeps, userId: number, sessionId: number): Promise<Nsession> {
  const now = deps.clock();
  return inTransactionWithOperations(deps, async (tx, claimed) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    if (await lastAsked(tx, sessionId, 'CANCEL_PLAN')) return nsessionView(tx, session, now);
    requireStage(session, ['PACKING_OPTIONS', 'PACKING', 'PLACEMENT', 'LABELS'], 'cancelling the plan');
    await requireNoOperationRunning(tx, sessionId);
    const voidWindows = (session.shipments ?? []).flatMap((shipment) => (shipment.transportOptionId && shipment.voidableUntil ? [shipment.voidableUntil] : []));
    const plan = await planRef(tx, session);
    claimed.push(await claimOperation(tx, session, 'CANCEL_PLAN', now, () => deps.marketplace.inbound.cancelPlan(plan, voidWindows, now)));
    return nsessionView(tx, await bumpNsession(tx, sessionId), now);
  });
}

export async function completeNsession(deps: AppDeps, userId: number, sessionId: number): Promise<Nsession> {
  return deps.db.transaction(async (tx) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['LABELS'], 'completing');
    return nsessionView(tx, await bumpNsession(tx, sessionId, { completedAt: deps.clock(), planStatus: 'SHIPPED' }), deps.clock());
  });
}

/** The seller's condition notes, most used first: the scan screen offers them. */
export async function conditionNotes(deps: AppDeps, userId: number, sessionId: number): Promise<string[]> {
  await ownNsession(deps.db, userId, sessionId);
  const rows = await deps.db
    .select({ note: nsessionItems.conditionNote, uses: count() })
    .from(nsessionItems)
    .where(and(eq(nsessionItems.userId, userId), sql`${nsessionItems.conditionNote} is not null and ${nsessionItems.conditionNote} <> ''`))
    .groupBy(nsessionItems.conditionNote)
    .orderBy(desc(count()), nsessionItems.conditionNote)
    .limit(20);
  return rows.map((row) => row.note!);
}
