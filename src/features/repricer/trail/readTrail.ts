import { decisionBoundsSchema, GUARDS, LINE_CHECKS, type DecisionBounds, type GuardStep, type TrailLine } from '~/contract';

export interface StoredTrail {
  lines: TrailLine[];
  guards: GuardStep[];
  /** The bounds the price was held within and the reference price they rest on; null when not kept. */
  bounds: DecisionBounds | null;
  /** The engine's note (an invalid line, a pause, an error); null when none. */
  note: string | null;
  /** Why the marketplace refused the new price, once its feed was processed; null when it took it (or was not asked). */
  marketplaceRefusal: string | null;
}

/**
 * A stored result's trail, read defensively: the contract keeps it as the engine's own shape
 * (`unknown`): the trail lines alone (older rows), or a run's `{ lines, guards, bounds, note }`
 * (see applyBatch.ts; `trail` for the lines in the oldest), with `marketplace` once a real
 * marketplace refused the price. Anything unreadable is dropped rather
 * than breaking the results screen.
 */
export function readTrail(stored: unknown): StoredTrail {
  const record = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
  const lines = Array.isArray(stored) ? stored : Array.isArray(record?.lines) ? record.lines : Array.isArray(record?.trail) ? record.trail : [];
  const guards = Array.isArray(record?.guards) ? record.guards : [];
  const bounds = decisionBoundsSchema.safeParse(record?.bounds);
  return {
    lines: lines.filter(isTrailLine).map((line) => ({ ...line, compared: Array.isArray(line.compared) ? line.compared : [], note: line.note ?? null })),
    guards: guards.filter(isGuardStep),
    bounds: bounds.success ? bounds.data : null,
    note: typeof record?.note === 'string' ? record.note : null,
    marketplaceRefusal: refusalOf(record?.marketplace),
  };
}

/** `{ refused: reason }`, written when the marketplace refused the price (server/modules/reports/priceRefusals.ts). */
function refusalOf(value: unknown): string | null {
  const refused = (value as { refused?: unknown } | null | undefined)?.refused;
  return typeof refused === 'string' ? refused : null;
}

function isTrailLine(value: unknown): value is TrailLine {
  const line = value as Partial<TrailLine> | null;
  return typeof line?.lineId === 'string' && (LINE_CHECKS as readonly string[]).includes(line.check as string);
}

function isGuardStep(value: unknown): value is GuardStep {
  const step = value as Partial<GuardStep> | null;
  return (GUARDS as readonly string[]).includes(step?.guard as string) && typeof step?.before === 'number' && typeof step.after === 'number';
}
