import { REASON_CODES, RESULT_STATE_CODES, type FailureCode, type ReasonCode, type ResultCode, type ResultState, type RunOutcome } from '../codes';
import type { Offer, StockSku } from '../market';
import type { Section } from '../rules';
import type { RepricerSettings } from '../settings';
import { act, type ActionResult } from './actions';
import { InvalidRule, marketFor, type Market } from './competition';
import { compareLine } from './conditions';
import type { Pending, RepricingDecision, TrailLine } from './decision';
import { boundsConflict, boundsOf, guard, type Bounds } from './guards';
import { highCompetitionRisk } from './highCompetitionRisk';

/**
 * The repricer engine for one SKU: pure, integer cents, no I/O. The section and settings are
 * trusted as validated when saved or loaded (no parsing here: a run prices 100,000 SKUs), yet a
 * line the engine cannot evaluate still comes back as INVALID_RULE naming it, never as a throw.
 */
export interface PricingInput {
  sku: StockSku;
  offers: readonly Offer[];
  /** Null when the SKU's group has no section (NO_SECTION). */
  section: Section | null;
  settings: RepricerSettings;
  /** The seller's marketplace id: their own offers are never competitors. */
  sellerId: string;
}

const STATE_BY_CODE = new Map<ResultCode, ResultState>(
  Object.entries(RESULT_STATE_CODES).flatMap(([state, codes]) => codes.map((code) => [code, state as ResultState] as const)),
);
const REASON_ORDER = new Map<ReasonCode, number>(REASON_CODES.map((code, index) => [code, index]));

/**
 * Reasons once each, in the spec's order, so the same decision always reads the same. An insertion
 * sort rather than a Set and a sort: there are rarely more than five, and this runs for every SKU.
 */
function inSpecOrder(reasons: ReasonCode[]): ReasonCode[] {
  const sorted: ReasonCode[] = [];
  for (const reason of reasons) {
    if (sorted.includes(reason)) continue;
    const order = REASON_ORDER.get(reason)!;
    let at = sorted.length;
    while (at > 0 && REASON_ORDER.get(sorted[at - 1]!)! > order) at--;
    sorted.splice(at, 0, reason);
  }
  return sorted;
}

function held(sku: StockSku, code: ResultCode, outcome: RunOutcome, failure: FailureCode | null, note: string | null = null): Pending {
  return { candidate: sku.price, code, outcome, failure, reasons: [], lineId: null, note };
}

function runLines(input: PricingInput, section: Section, market: Market, bounds: Bounds, trail: TrailLine[]): Pending | null {
  const { sku } = input;
  for (let index = 0; index < section.lines.length; index++) {
    const line = section.lines[index]!;
    let result: ActionResult;
    try {
      const compared = compareLine(line, sku, market);
      if (!compared.every((figure) => figure.holds)) {
        trail.push({ lineId: line.id, check: 'FALSE', compared, note: null });
        continue;
      }
      result = act(line.then, { sku, market, line, max: bounds.max });
      trail.push({ lineId: line.id, check: result.kind === 'PRICE' ? 'SUCCESS' : result.kind === 'HOLD' ? 'TRUE' : 'FAIL', compared, note: result.note });
    } catch (error) {
      if (!(error instanceof InvalidRule)) throw error;
      trail.push({ lineId: line.id, check: 'FAIL', compared: [], note: `invalid: ${error.message}` });
      skipRest(section, index, trail);
      return { ...held(sku, 'FALLBACK_PRICE_EXISTS', 'INVALID_RULE', 'INVALID_RULE_SET', `invalid line ${line.id}: ${error.message}`), lineId: line.id };
    }
    if (result.kind === 'FAIL') continue;
    skipRest(section, index, trail);
    if (result.kind === 'HOLD') return { ...held(sku, result.code, result.outcome, null, null), reasons: result.reasons, lineId: line.id };
    const pending: Pending = { candidate: result.price, code: result.code, outcome: 'SUCCESS', failure: null, reasons: result.reasons, lineId: line.id, note: null };
    return highCompetitionRisk(pending, sku, bounds, market, input.settings.highCompetitionRisk);
  }
  return null;
}

function skipRest(section: Section, winner: number, trail: TrailLine[]) {
  for (let index = winner + 1; index < section.lines.length; index++) {
    trail.push({ lineId: section.lines[index]!.id, check: 'LINE_SKIPPED', compared: [], note: null });
  }
}

/** No line decided: no competitor left means No Offers, otherwise the section's fallback. */
function fallback(sku: StockSku, section: Section, market: Market): Pending {
  if (market.competitors.length === 0) return held(sku, 'NO_OFFERS', 'FAILURE', 'EMPTY_OFFERS', 'no competitor offers');
  if (section.fallback.kind === 'KEEP') return held(sku, 'FALLBACK_PRICE_EXISTS', 'SUCCESS', null);
  if (section.fallback.kind === 'FIXED' && Number.isSafeInteger(section.fallback.price)) {
    return { ...held(sku, 'DEFAULT_FIXED_PRICE', 'SUCCESS', null), candidate: section.fallback.price, reasons: ['DEFAULT_PRICE'] };
  }
  return held(sku, 'FALLBACK_PRICE_EXISTS', 'INVALID_RULE', 'INVALID_RULE_SET', 'invalid fallback');
}

function marketReasons(market: Market, price: number): ReasonCode[] {
  const reasons: ReasonCode[] = [];
  if (market.buyBoxOwned) reasons.push('BB_OWNER');
  if (!market.anyBuyBox) reasons.push('NO_BB_OWNER');
  if (market.marketplace !== null) {
    reasons.push('AMAZON_OFFER_EXISTS');
    if (price + market.ownShipping > market.marketplace.price + market.marketplace.shipping) reasons.push('SELF_PRICE_HIGHER_THAN_AMAZON');
  }
  return reasons;
}

function boundReasons(sku: StockSku, bounds: Bounds, price: number): ReasonCode[] {
  const reasons: ReasonCode[] = [];
  if (price === bounds.min && bounds.min >= bounds.globalMin) reasons.push('AT_MIN');
  if (price === bounds.globalMin && bounds.globalMin > bounds.min) reasons.push('GLOBAL_MIN_REACHED');
  if (price === bounds.max) reasons.push('AT_MAX');
  if (sku.listPrice !== null && price > sku.listPrice) reasons.push('EXCEED_LIST_PRICE');
  return reasons;
}

function finish(input: PricingInput, pending: Pending, bounds: Bounds, market: Market | null, trail: TrailLine[]): RepricingDecision {
  const guarded = guard(pending.candidate, bounds);
  const code = guarded.clamp ?? pending.code;
  const reasons = inSpecOrder([
    ...pending.reasons,
    ...(market ? marketReasons(market, guarded.price) : []),
    ...boundReasons(input.sku, bounds, guarded.price),
  ]);
  return {
    sku: input.sku.sku,
    previousPrice: input.sku.price,
    newPrice: guarded.price,
    state: STATE_BY_CODE.get(code)!,
    code,
    reasons,
    outcome: pending.outcome,
    failure: pending.failure,
    lineId: pending.lineId,
    note: pending.note,
    trail,
    guards: guarded.steps,
    bounds,
  };
}

function decide(input: PricingInput): RepricingDecision {
  const { sku, section, settings } = input;
  const bounds = boundsOf(sku, settings);
  const trail: TrailLine[] = [];
  const conflict = boundsConflict(bounds);
  if (conflict !== null) {
    const shown = Object.values(bounds).every(Number.isSafeInteger) ? bounds : null;
    return untouched(sku.sku, sku.price, 'FALLBACK_PRICE_EXISTS', 'INVALID_RULE', 'INVALID_RULE_SET', `bounds: ${conflict}`, shown);
  }
  if (section === null) return finish(input, held(sku, 'FALLBACK_PRICE_EXISTS', 'FAILURE', 'NO_SECTION'), bounds, null, trail);
  if (input.offers.length === 0) return finish(input, held(sku, 'NO_OFFERS', 'FAILURE', 'EMPTY_OFFERS', 'no offers'), bounds, null, trail);
  const market = marketFor(sku, input.offers, input.sellerId, settings.excludedSellers);
  const pending = runLines(input, section, market, bounds, trail) ?? fallback(sku, section, market);
  return finish(input, pending, bounds, market, trail);
}

/**
 * A decision the guards never saw, so the price stays exactly as it was: bounds that leave no price,
 * or an unexpected error.
 */
function untouched(sku: string, price: number, code: ResultCode, outcome: RunOutcome, failure: FailureCode, note: string, bounds: Bounds | null = null): RepricingDecision {
  return {
    sku,
    previousPrice: price,
    newPrice: price,
    state: STATE_BY_CODE.get(code)!,
    code,
    reasons: [],
    outcome,
    failure,
    lineId: null,
    note,
    trail: [],
    guards: [],
    bounds,
  };
}

/** Prices one SKU. Never throws: an unexpected error is an INTERNAL_ERROR decision holding the price. */
export function priceSku(input: PricingInput): RepricingDecision {
  try {
    return decide(input);
  } catch (error) {
    const price = typeof input?.sku?.price === 'number' ? input.sku.price : 0;
    const note = `internal: ${error instanceof Error ? error.message : String(error)}`;
    return untouched(String(input?.sku?.sku ?? ''), price, 'INTERNAL_ERROR', 'FAILURE', 'INTERNAL_ERROR', note);
  }
}
