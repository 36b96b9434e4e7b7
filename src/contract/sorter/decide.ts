import { validateCode } from '../barcodes';
import type { CatalogBook } from '../bookzy/catalog';
import { evaluateTrigger, type DeviceCosts, type TriggerLimit, type TriggerLimits } from '../bookzy/profit';
import type { MediaMailRates } from '../bookzy/rates';
import { closestTrigger } from '../bookzy/verdict';
import { GATES, gateNumber, type FallbackCase, type Gate, type GateMetadata, type TypeGateMap } from './gates';

/**
 * Which gate a book drops into: one pure function that the server, the sorter's tablet (offline,
 * from the downloaded catalog) and the machine API all call, so they cannot disagree. Rules are
 * judged exactly as Bookzy's triggers are (evaluateTrigger).
 */

/** A rule of a section: a trigger's limits, and the gate that books matching them drop into. */
export interface SorterRule extends TriggerLimits {
  id: number;
  name: string;
  gate: Gate;
}

/** What looking the code up found: the book, no listing on the marketplace, or no answer in time. */
export type SorterLookup = { kind: 'BOOK'; book: CatalogBook } | { kind: 'NO_LISTING' } | { kind: 'TIMEOUT' };

export interface SorterConfig {
  /** The active section's rules, in order (the first that matches wins); null when no section is active. */
  rules: readonly SorterRule[] | null;
  typeGateMap: TypeGateMap;
  /** Rejects split by their main reason (the nearest rule's first failed limit); unlisted reasons go to REJECT's gate. */
  rejectBreakdown: Partial<Record<TriggerLimit, Gate>>;
  /** Every gate's metadata; a gate missing here counts as not full, with no target. */
  gates: readonly GateMetadata[];
  costs: DeviceCosts;
  rates: MediaMailRates;
}

/** A chosen gate that was full: where its book went instead. */
export interface GateRedirect {
  from: Gate;
  /** NEXT_OF_KIND: the next gate along with the same target; EXCEPTION: the exception gate. */
  to: 'NEXT_OF_KIND' | 'EXCEPTION';
}

export interface GateDecision {
  /** Where the book drops. */
  gate: Gate;
  /** The rule that chose the gate, or null when a fallback did. */
  rule: { id: number; name: string } | null;
  fallback: FallbackCase | null;
  /** For a reject: the nearest rule's first failed limit (see rejectBreakdown). */
  rejectReason: TriggerLimit | null;
  redirect: GateRedirect | null;
  /** Cents under the deciding (or nearest) rule; null with no book or no price. */
  profit: number | null;
  price: number | null;
  salesRank: number | null;
}

export function decideGate(code: string, lookup: SorterLookup, config: SorterConfig): GateDecision {
  return placeInOpenGate(chooseGate(code, lookup, config), config);
}

type Choice = Omit<GateDecision, 'redirect'>;

const noFigures = { profit: null, price: null, salesRank: null };

function fallbackChoice(fallback: FallbackCase, config: SorterConfig, figures: Pick<Choice, 'profit' | 'price' | 'salesRank'> = noFigures): Choice {
  return { gate: config.typeGateMap[fallback], rule: null, fallback, rejectReason: null, ...figures };
}

/** The fallbacks in the order a scan meets them: the code, the lookup, the section, the book's rank, the rules. */
function chooseGate(code: string, lookup: SorterLookup, config: SorterConfig): Choice {
  if (!validateCode(code).valid) return fallbackChoice('INVALID_BARCODE', config);
  if (lookup.kind === 'TIMEOUT') return fallbackChoice('TIMEOUT', config);
  if (lookup.kind === 'NO_LISTING') return fallbackChoice('NO_LISTING', config);
  const { book } = lookup;
  if (config.rules === null || config.rules.length === 0) return fallbackChoice('NO_SECTION', config, { ...noFigures, salesRank: book.salesRank });
  if (book.salesRank === null) return fallbackChoice('NO_SR', config);

  const tried = [];
  for (const rule of config.rules) {
    const outcome = evaluateTrigger(book, rule, config.costs, config.rates);
    if (outcome.matches) {
      return { gate: rule.gate, rule: { id: rule.id, name: rule.name }, fallback: null, rejectReason: null, profit: outcome.profit, price: outcome.price, salesRank: book.salesRank };
    }
    tried.push({ trigger: rule, outcome });
  }
  const { outcome } = closestTrigger(tried);
  const reason = outcome.failed[0]!.limit;
  const figures = { profit: outcome.profit, price: outcome.price, salesRank: book.salesRank };
  return { ...fallbackChoice('REJECT', config, figures), gate: config.rejectBreakdown[reason] ?? config.typeGateMap.REJECT, rejectReason: reason };
}

/**
 * A full gate passes its book on: to the next open gate along the conveyor (wrapping round) with the
 * same target, else to the exception gate (the one whose target is EXCEPTION, or REJECT's gate),
 * which takes it even when full, since the book has to drop somewhere.
 */
function placeInOpenGate(choice: Choice, config: SorterConfig): GateDecision {
  const metadata = new Map(config.gates.map((gate) => [gate.gate, gate]));
  const chosen = metadata.get(choice.gate);
  if (!chosen?.full) return { ...choice, redirect: null };
  if (chosen.targetType !== 'NONE' && chosen.targetType !== 'EXCEPTION') {
    const start = gateNumber(choice.gate);
    for (let step = 1; step < GATES.length; step++) {
      const next = metadata.get(GATES[(start - 1 + step) % GATES.length]!);
      if (next && next.targetType === chosen.targetType && !next.full) {
        return { ...choice, gate: next.gate, redirect: { from: choice.gate, to: 'NEXT_OF_KIND' } };
      }
    }
  }
  const exception = config.gates.find((gate) => gate.targetType === 'EXCEPTION' && !gate.full)?.gate ?? config.typeGateMap.REJECT;
  if (exception === choice.gate) return { ...choice, redirect: null };
  return { ...choice, gate: exception, redirect: { from: choice.gate, to: 'EXCEPTION' } };
}
