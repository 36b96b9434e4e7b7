import { DEFAULT_MEDIA_MAIL_RATES } from '~/contract/bookzy';
import {
  decideGate,
  GATE_TARGET_LABELS,
  gateNumber,
  type FallbackSettings,
  type Gate,
  type GateMetadata,
} from '~/contract/sorter';

/** "Gate 3", or "Gate 3 · Donate" when the seller tagged it: how every screen names a gate. */
export function gateLabel(gate: Gate, gates: readonly GateMetadata[] = []): string {
  const tag = gates.find((metadata) => metadata.gate === gate)?.tag;
  return tag ? `Gate ${gateNumber(gate)} · ${tag}` : `Gate ${gateNumber(gate)}`;
}

export function gateOptions(gates: readonly GateMetadata[]) {
  return gates.map((metadata) => ({ value: metadata.gate, label: gateLabel(metadata.gate, gates) }));
}

/** Any valid code: the question below is about the gate, not the book. */
const SAMPLE_CODE = '9780306406157';

/**
 * Where a book chosen for a full gate drops instead, asked of the sorter's own decision (decideGate)
 * so the screen can never tell the seller something the sorter would not do: the gate is made the
 * No Amazon Listing fallback's, which needs no book and no rule, and the decision's redirect answers.
 */
export function fullGateDestination(gate: Gate, gates: readonly GateMetadata[], fallbacks: FallbackSettings): string | null {
  const decision = decideGate(SAMPLE_CODE, { kind: 'NO_LISTING' }, {
    rules: null,
    typeGateMap: { ...fallbacks.typeGateMap, NO_LISTING: gate },
    rejectBreakdown: fallbacks.rejectBreakdown,
    gates,
    costs: { buyCost: 0, inboundCost: 0 },
    rates: DEFAULT_MEDIA_MAIL_RATES,
  });
  const chosen = gates.find((metadata) => metadata.gate === gate);
  if (!chosen?.full) return null;
  if (!decision.redirect) return `Its books still drop here: it is the exception gate, which takes what no other gate can.`;
  const to = gateLabel(decision.gate, gates);
  return decision.redirect.to === 'NEXT_OF_KIND'
    ? `Its books go to ${to}, the next open gate with its target (${GATE_TARGET_LABELS[chosen.targetType]}).`
    : `Its books go to ${to}, the exception gate.`;
}
