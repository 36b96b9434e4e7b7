import { eq } from 'drizzle-orm';
import { FALLBACK_CASES, GATES, type FallbackSettings, type Gate, type GateMetadata, type GateMetadataInput } from '../../../src/contract';
import { sorterFallbacks, sorterGates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpSorterContext } from './sorterContextChanges';

/**
 * The sorter's gates and fallback scenarios. A gate or a fallback setting the seller never saved
 * has its default, so a new sorter works at once: distinct colours along the conveyor, no target,
 * and every fallback to the last gate, the usual exception bin.
 */

/** Eleven colours that stay apart on a tablet across the warehouse, in conveyor order. */
const GATE_COLORS = ['#1971c2', '#2f9e44', '#e8590c', '#9c36b5', '#0c8599', '#c2255c', '#f08c00', '#5c940d', '#3b5bdb', '#862e9c', '#495057'];

export function defaultGate(gate: Gate): GateMetadata {
  return { gate, tag: '', color: GATE_COLORS[GATES.indexOf(gate)]!, sound: 'ding', targetType: 'NONE', full: false };
}

export const DEFAULT_FALLBACKS: FallbackSettings = {
  typeGateMap: Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, 'GATE_11'])) as FallbackSettings['typeGateMap'],
  rejectBreakdown: {},
};

export async function listGates(deps: AppDeps, userId: number): Promise<GateMetadata[]> {
  const rows = await deps.db.select().from(sorterGates).where(eq(sorterGates.userId, userId));
  const saved = new Map(rows.map((row) => [row.gate, row]));
  return GATES.map((gate) => {
    const row = saved.get(gate);
    return row ? { gate, tag: row.tag, color: row.color, sound: row.sound as GateMetadata['sound'], targetType: row.targetType, full: row.full } : defaultGate(gate);
  });
}

export async function updateGate(deps: AppDeps, userId: number, gate: Gate, input: GateMetadataInput): Promise<GateMetadata> {
  const values = { tag: input.tag, color: input.color.toLowerCase(), sound: input.sound, targetType: input.targetType, full: input.full };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(sorterGates)
      .values({ userId, gate, ...values })
      .onConflictDoUpdate({ target: [sorterGates.userId, sorterGates.gate], set: values });
    await bumpSorterContext(tx, userId);
  });
  return { gate, ...values };
}

export async function getFallbacks(deps: AppDeps, userId: number): Promise<FallbackSettings> {
  const [row] = await deps.db.select().from(sorterFallbacks).where(eq(sorterFallbacks.userId, userId));
  return row ? { typeGateMap: row.typeGateMap, rejectBreakdown: row.rejectBreakdown } : DEFAULT_FALLBACKS;
}

/** All or nothing (spec 5: a failed fallback save keeps the prior values): one row, one transaction. */
export async function updateFallbacks(deps: AppDeps, userId: number, input: FallbackSettings): Promise<FallbackSettings> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(sorterFallbacks)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: sorterFallbacks.userId, set: input });
    await bumpSorterContext(tx, userId);
  });
  return input;
}
