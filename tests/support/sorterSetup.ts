/**
 * The demo seller's sorter as the e2e spec and the bench set it up, through the API with the page's
 * session: gates, fallbacks, settings and an active section of three rules.
 */
import type { Page } from 'playwright-core';
import {
  decideGate,
  GATES,
  sorterConfigOf,
  type Gate,
  type GateDecision,
  type GateMetadata,
  type FallbackSettings,
  type SorterMeta,
  type SorterRuleInput,
  type SorterSection,
} from '../../src/contract';
import { deriveBook } from '../../server/marketplace/deriveBook';
import { catalogIsbn } from '../../server/marketplace/simulator';
import { pageCall } from './pageCall';

/** The demo seller's sorter as the spec sets it up: what each gate is for, its colour and sound. */
export const SORTER_GATES: Partial<Record<Gate, Omit<GateMetadata, 'gate' | 'full'>>> = {
  GATE_1: { tag: 'FBA', color: '#2f9e44', sound: 'cash', targetType: 'FBA' },
  GATE_2: { tag: 'Media mail', color: '#1864ab', sound: 'chime', targetType: 'MF' },
  GATE_3: { tag: 'Long shots', color: '#ffd43b', sound: 'ding', targetType: 'MF' },
  GATE_4: { tag: 'FBA overflow', color: '#8ce99a', sound: 'elegant', targetType: 'FBA' },
  GATE_9: { tag: 'Rank too high', color: '#495057', sound: 'animated', targetType: 'RECYCLE' },
  GATE_10: { tag: 'Donate', color: '#e64980', sound: 'blink', targetType: 'DONATE' },
  GATE_11: { tag: 'Exceptions', color: '#000000', sound: 'blink', targetType: 'EXCEPTION' },
};
const OTHER_GATE = { tag: '', color: '#868e96', sound: 'blink', targetType: 'NONE' } as const;

export const SORTER_RULES: SorterRuleInput[] = [
  { name: 'FBA keeper', gate: 'GATE_1', channel: 'FBA', priceSource: 'LOWEST_FBA', minProfit: 500, maxSalesRank: 1_500_000, maxOffers: null, minPrice: 1000 },
  { name: 'Media mail', gate: 'GATE_2', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 300, maxSalesRank: 1_000_000, maxOffers: null, minPrice: null },
  { name: 'Long shot', gate: 'GATE_3', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 100, maxSalesRank: 3_000_000, maxOffers: null, minPrice: null },
];

export const SORTER_FALLBACKS: FallbackSettings = {
  typeGateMap: { REJECT: 'GATE_10', INVALID_BARCODE: 'GATE_11', NO_LISTING: 'GATE_11', NO_SR: 'GATE_11', NO_SECTION: 'GATE_11', TIMEOUT: 'GATE_11' },
  rejectBreakdown: { maxSalesRank: 'GATE_9' },
};

export const setGate = (page: Page, gate: Gate, full = false) =>
  pageCall<GateMetadata>(page, 'PUT', `sorter/gate/metadata/${gate}`, { ...(SORTER_GATES[gate] ?? OTHER_GATE), full });

/** Gates, fallbacks, settings and an active section of three rules, through the API with the page's session. */
export async function configureSorter(page: Page): Promise<SorterMeta> {
  for (const gate of GATES) await setGate(page, gate);
  await pageCall(page, 'PUT', 'sorter/action/default', SORTER_FALLBACKS);
  await pageCall(page, 'PUT', 'sorter/settings', { buyCost: 100, inboundCost: 50, timeoutMs: 1500, soundOn: true });
  const section = await pageCall<SorterSection>(page, 'POST', 'sorter/section', { name: 'Weekend sort', rules: SORTER_RULES });
  await pageCall(page, 'PUT', `sorter/section/${section.id}/activate`);
  return pageCall<SorterMeta>(page, 'GET', 'sorter/meta');
}

/** The gate decideGate gives a catalog book under `meta`: what the tablet must show for it. */
export const expectedDecision = (isbn: string, meta: SorterMeta): GateDecision =>
  decideGate(isbn, { kind: 'BOOK', book: deriveBook(isbn) }, sorterConfigOf(meta));

/** Catalog books from `from` on, as many of each outcome as asked: 'rule 1'..'rule 3' or 'fallback'. */
export function sorterBooks(meta: SorterMeta, wanted: Record<string, number>, from: number): { isbn: string; decision: GateDecision }[] {
  const left = { ...wanted };
  const found: { isbn: string; decision: GateDecision }[] = [];
  for (let index = from; Object.values(left).some((count) => count > 0) && index < from + 5000; index++) {
    const isbn = catalogIsbn(index);
    const decision = expectedDecision(isbn, meta);
    const kind = decision.rule ? `rule ${meta.section!.rules.findIndex((rule) => rule.id === decision.rule!.id) + 1}` : 'fallback';
    if (!left[kind]) continue;
    left[kind] -= 1;
    found.push({ isbn, decision });
  }
  return found;
}

