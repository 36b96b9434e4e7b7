import { GUARDS, LINE_CHECKS, type GuardStep, type TrailLine } from '~/contract';

/**
 * A stored result's trail, read defensively: the contract keeps it as the engine's own shape
 * (`unknown`), either the trail lines alone or `{ trail, guards }`. Anything unreadable is dropped
 * rather than breaking the results screen.
 */
export function readTrail(stored: unknown): { lines: TrailLine[]; guards: GuardStep[] } {
  const record = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
  const lines = Array.isArray(stored) ? stored : Array.isArray(record?.trail) ? record.trail : [];
  const guards = Array.isArray(record?.guards) ? record.guards : [];
  return {
    lines: lines.filter(isTrailLine).map((line) => ({ ...line, compared: Array.isArray(line.compared) ? line.compared : [], note: line.note ?? null })),
    guards: guards.filter(isGuardStep),
  };
}

function isTrailLine(value: unknown): value is TrailLine {
  const line = value as Partial<TrailLine> | null;
  return typeof line?.lineId === 'string' && (LINE_CHECKS as readonly string[]).includes(line.check as string);
}

function isGuardStep(value: unknown): value is GuardStep {
  const step = value as Partial<GuardStep> | null;
  return (GUARDS as readonly string[]).includes(step?.guard as string) && typeof step?.before === 'number' && typeof step.after === 'number';
}
