import { sql } from 'drizzle-orm';
import { FALLBACK_CASES, GATES, type FallbackCase, type Gate, type GateDecision, type SorterScanInput, type SorterStats } from '../../../src/contract';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { decideCode, ruleFigures, storeScan } from './decideCode';

/**
 * The sorter's scans: the tablet records each book where it physically went, and the server
 * answers its own decision for the code. An unreadable code is no error here: a bad read on the
 * conveyor is a normal event, the Invalid Barcode fallback.
 */

/** A gate is chosen by a rule or by a fallback case, never both and never neither. */
function checkRuleOrFallback(input: SorterScanInput) {
  if (input.fallback === null && input.ruleId === null) throw invalidInput('ruleId is required when no fallback case chose the gate.');
  if (input.fallback !== null && input.ruleId !== null) throw invalidInput(`ruleId must be null when the ${input.fallback} fallback chose the gate.`);
}

/**
 * Records a scan where its book went. A tablet that decided on its own (decidedOffline) says where
 * that was; one that asked the server shows the server's answer, so the server's own decision is
 * recorded (the tablet's gate is then only where the book would have gone had the answer been late).
 */
export async function recordScan(deps: AppDeps, userId: number, input: SorterScanInput): Promise<{ decision: GateDecision; recorded: boolean }> {
  if (input.decidedOffline) checkRuleOrFallback(input);
  const { config, lookup, decision } = await decideCode(deps, userId, input.code);
  const followed = input.decidedOffline
    ? { gate: input.gate, fallback: input.fallback, ruleId: input.ruleId }
    : { gate: decision.gate, fallback: decision.fallback, ruleId: decision.rule?.id ?? null };
  const book = lookup.kind === 'BOOK' ? lookup.book : null;
  // The rule the tablet applied, when it is still the seller's: a tablet offline may have decided with an older section.
  const rule = followed.ruleId === null ? undefined : config.rules?.find((each) => each.id === followed.ruleId);
  const figures = book && rule ? ruleFigures(book, rule, config.rates) : { price: null, payout: null };
  const recorded = await storeScan(deps, {
    userId,
    scanId: input.scanId,
    code: input.code,
    scannedAt: new Date(input.scannedAt),
    source: input.source,
    ...followed,
    rule: rule ?? null,
    // The reason of a reject is the server's to tell, when it rejected the book too.
    rejectReason: followed.fallback === 'REJECT' && decision.fallback === 'REJECT' ? decision.rejectReason : null,
    decidedOffline: input.decidedOffline,
    ...figures,
    salesRank: book?.salesRank ?? null,
  });
  return { decision, recorded };
}

/** A date range of scans, from inclusive to exclusive, checked. */
export function checkedRange(range: { from: string; to: string }) {
  const from = new Date(range.from);
  const to = new Date(range.to);
  if (from.getTime() >= to.getTime()) throw invalidInput('to must be later than from.');
  return { from, to };
}

type Figures = Omit<SorterStats, 'gates' | 'fallbacks'>;
const noFigures = (): Figures => ({ totalScan: 0, selectedGatesTotal: 0, fallbackRejects: 0, salesPrice: 0, totalPayout: 0 });

interface StatsRow extends Record<string, unknown> {
  gate: Gate;
  fallback: FallbackCase | null;
  scans: number | string;
  price: number | string;
  payout: number | string;
}

/**
 * The gate report (spec 3.4's columns) over a range: one GROUP BY over the seller's scans in the
 * range (the user and time index), at most 11 gates × 7 outcomes, added up here.
 */
export async function scanStats(deps: Pick<AppDeps, 'db'>, userId: number, range: { from: string; to: string }): Promise<SorterStats> {
  const { from, to } = checkedRange(range);
  const result = await deps.db.execute<StatsRow>(sql`
    select gate, fallback, count(*)::int as scans,
           coalesce(sum(price) filter (where fallback is null), 0)::bigint as price,
           coalesce(sum(payout) filter (where fallback is null), 0)::bigint as payout
    from sorter_scans
    where user_id = ${userId} and scanned_at >= ${from.toISOString()} and scanned_at < ${to.toISOString()}
    group by gate, fallback`);
  const totals = noFigures();
  const byGate = new Map(GATES.map((gate) => [gate, noFigures()]));
  const byFallback = new Map(FALLBACK_CASES.map((fallback) => [fallback, 0]));
  for (const row of (result as unknown as { rows: StatsRow[] }).rows) {
    const scans = Number(row.scans);
    const add = (figures: Figures) => {
      figures.totalScan += scans;
      if (row.fallback === null) figures.selectedGatesTotal += scans;
      else figures.fallbackRejects += scans;
      figures.salesPrice += Number(row.price);
      figures.totalPayout += Number(row.payout);
    };
    add(totals);
    const gate = byGate.get(row.gate);
    if (gate) add(gate);
    if (row.fallback !== null) byFallback.set(row.fallback, (byFallback.get(row.fallback) ?? 0) + scans);
  }
  return {
    ...totals,
    gates: GATES.map((gate) => ({ gate, ...byGate.get(gate)! })),
    fallbacks: FALLBACK_CASES.map((fallback) => ({ fallback, scans: byFallback.get(fallback)! })),
  };
}
