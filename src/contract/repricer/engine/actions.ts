import type { ReasonCode, ResultCode, RunOutcome } from '../codes';
import { landedPrice, type StockSku } from '../market';
import type { Adjustment, MatchScope, RuleAction, RuleLine } from '../rules';
import { considered, InvalidRule, lowestInScope, rivalsInCondition, type Market } from './competition';

/**
 * What a line's action came to once its conditions held: a price, a held price (the line decided
 * to leave the SKU as it is) or a failure, when there is nothing to follow and the next line is tried.
 */
export type ActionResult =
  | { kind: 'PRICE'; price: number; code: ResultCode; reasons: ReasonCode[]; note: string }
  | { kind: 'HOLD'; code: ResultCode; outcome: RunOutcome; reasons: ReasonCode[]; note: string }
  | { kind: 'FAIL'; note: string };

export interface ActionContext {
  sku: StockSku;
  market: Market;
  line: RuleLine;
  /** The SKU's effective maximum, for MAX. */
  max: number;
}

const LOWEST_REASON: Record<MatchScope, ReasonCode> = {
  CONDITION: 'LOWEST_IN_CONDITION',
  SUB_CONDITION: 'LOWEST_IN_SUB_CONDITION',
  CHANNEL_CONDITION: 'LOWEST_IN_CHANNEL_CONDITION',
  CHANNEL_SUB_CONDITION: 'LOWEST_IN_CHANNEL_SUB_CONDITION',
};

function adjusted(landed: number, adjust: Adjustment): number {
  if (adjust.unit === 'CENTS') return landed + adjust.amount;
  if (adjust.unit === 'PERCENT') return landed + Math.round((landed * adjust.amount) / 10_000);
  throw new InvalidRule(`unknown adjustment unit ${String(adjust.unit)}`);
}

/** Item price for a landed target: the seller's own shipping is part of what the buyer pays. */
function itemPrice(landedTarget: number, market: Market): number {
  const price = landedTarget - market.ownShipping;
  if (!Number.isSafeInteger(price)) throw new InvalidRule('the price is not a whole number of cents');
  return price;
}

function match(context: ActionContext, scope: MatchScope, adjust: Adjustment): ActionResult {
  const { sku, market, line } = context;
  const target = lowestInScope(market.competitors, sku, scope, line.competition);
  if (target === null) return { kind: 'FAIL', note: `MATCH ${scope}: no competitor` };
  const landed = landedPrice(target);
  const price = itemPrice(adjusted(landed, adjust), market);
  // An excluded seller below the target is the one the seller asked not to follow: say so.
  const excludedBelow = market.excluded.length === 0 ? null : lowestInScope(market.excluded, sku, scope, line.competition);
  const code = excludedBelow !== null && landedPrice(excludedBelow) < landed ? 'TARGET_SELLER_EXCLUDED' : 'SUCCESS';
  return { kind: 'PRICE', price, code, reasons: [LOWEST_REASON[scope]], note: `MATCH ${scope} lowest=${landed} (${target.sellerId})` };
}

function beatBuyBox(context: ActionContext, by: number): ActionResult {
  const { market, line } = context;
  if (market.buyBoxOwned) return { kind: 'FAIL', note: 'BEAT_BUY_BOX: seller holds the buy box' };
  const holder = market.buyBoxHolder;
  if (holder === null) return { kind: 'FAIL', note: 'BEAT_BUY_BOX: no competitor holds the buy box' };
  if (!considered(holder, line.competition)) return { kind: 'FAIL', note: `BEAT_BUY_BOX: holder ${holder.sellerId} outside the competition` };
  const landed = landedPrice(holder);
  const price = itemPrice(landed - by, market);
  return { kind: 'PRICE', price, code: 'SUCCESS', reasons: ['GET_BB_MODE'], note: `BEAT_BUY_BOX holder=${landed} (${holder.sellerId})` };
}

function targetMarketplace(context: ActionContext, adjust: Adjustment): ActionResult {
  const offer = context.market.marketplace;
  if (offer === null) return { kind: 'FAIL', note: 'TARGET_MARKETPLACE: the marketplace is not offering' };
  const landed = landedPrice(offer);
  const price = itemPrice(adjusted(landed, adjust), context.market);
  return { kind: 'PRICE', price, code: 'TARGET_AMAZON', reasons: ['REPRICER_TARGET_AMAZON'], note: `TARGET_MARKETPLACE marketplace=${landed}` };
}

function atMax(context: ActionContext): ActionResult {
  const { sku, market, line } = context;
  const rivals = rivalsInCondition(market.competitors, sku, line.competition);
  const reasons: ReasonCode[] = rivals === 0 ? ['ONLY_IN_CONDITION'] : [];
  return { kind: 'PRICE', price: context.max, code: 'SUCCESS', reasons, note: `MAX max=${context.max} rivals=${rivals}` };
}

export function act(action: RuleAction, context: ActionContext): ActionResult {
  switch (action.kind) {
    case 'MATCH':
      return match(context, action.scope, action.adjust);
    case 'BEAT_BUY_BOX':
      return beatBuyBox(context, action.by);
    case 'TARGET_MARKETPLACE':
      return targetMarketplace(context, action.adjust);
    case 'FIXED':
      if (!Number.isSafeInteger(action.price)) throw new InvalidRule('the fixed price is not a whole number of cents');
      return { kind: 'PRICE', price: action.price, code: 'FIXED_PRICE', reasons: ['FIX_PRICE'], note: `FIXED ${action.price}` };
    case 'MAX':
      return atMax(context);
    case 'KEEP':
      return context.market.buyBoxOwned
        ? { kind: 'HOLD', code: 'BUY_BOX_ALREADY_OWN', outcome: 'SUCCESS', reasons: ['BB_OWNER'], note: 'KEEP buy box owned' }
        : { kind: 'HOLD', code: 'FIXED_PRICE', outcome: 'SUCCESS', reasons: [], note: 'KEEP' };
    case 'SKIP':
      return { kind: 'HOLD', code: 'FIXED_PRICE', outcome: 'SKIPPED', reasons: [], note: 'SKIP' };
    default:
      throw new InvalidRule(`unknown action ${String((action as { kind?: unknown }).kind)}`);
  }
}
