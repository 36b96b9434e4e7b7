import type { NsessionStage } from '../../../src/contract/nsession';
import type { nsessions } from '../../db/schema';
import { conflict } from '../lister/shared';

type SessionRow = typeof nsessions.$inferSelect;

/**
 * Where a plan stands, worked out from what the server holds (never stored, so it cannot disagree
 * with the rows): the step any device resumes at.
 */
export function stageOf(session: SessionRow): NsessionStage {
  if (session.planStatus === 'VOIDED') return 'VOIDED';
  if (session.completedAt) return 'COMPLETE';
  // Submitting sets the plan ACTIVE at once; its id follows when the marketplace has made it.
  if (!session.planStatus) return 'SCANNING';
  if (!session.packingOptionId) return 'PACKING_OPTIONS';
  if (!session.packedAt) return 'PACKING';
  const shipments = session.shipments ?? [];
  if (shipments.length === 0 || shipments.some((shipment) => !shipment.transportOptionId)) return 'PLACEMENT';
  return 'LABELS';
}

const STAGE_WORDS: Record<NsessionStage, string> = {
  SCANNING: 'still being scanned',
  PACKING_OPTIONS: 'choosing a packing option',
  PACKING: 'being packed',
  PLACEMENT: 'choosing placement and transport',
  LABELS: 'ready for labels',
  COMPLETE: 'complete',
  VOIDED: 'voided',
};

/** Refuses a change the plan's stage does not allow, saying where the plan is. */
export function requireStage(session: SessionRow, allowed: readonly NsessionStage[], what: string) {
  const stage = stageOf(session);
  if (!allowed.includes(stage)) throw conflict(`The plan is ${STAGE_WORDS[stage]}: ${what} is not possible now.`);
}

/** True once the option's expiry has passed on the server's clock. */
export const hasExpired = (option: { expiresAt: string }, now: Date) => now.getTime() >= Date.parse(option.expiresAt);

/** Options as they stand now: an OFFERED option whose time is up reads EXPIRED. */
export function withExpiry<Option extends { status: string; expiresAt: string }>(options: readonly Option[] | null, now: Date): Option[] {
  return (options ?? []).map((option) => (option.status === 'OFFERED' && hasExpired(option, now) ? { ...option, status: 'EXPIRED' } : option));
}
