import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_SORTER_SETTINGS, sorterConfigOf, type SorterConfig, type SorterMeta, type SorterSettings } from '../../../src/contract';
import { sorterRules, sorterSections, sorterSettings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { readMediaMailRates } from '../rates/service';
import { getFallbacks, listGates } from './gatesService';

/**
 * Everything a gate decision reads, for one seller: sorter/meta's reply, and decideGate's
 * SorterConfig made from it by the contract's sorterConfigOf, so that the tablet (deciding from
 * the same meta offline) and the server cannot build it differently. Nothing is cached: a saved
 * gate, rule or setting counts from the next scan on.
 */
export interface LoadedSorterConfig {
  meta: SorterMeta;
  config: SorterConfig;
}

export async function readSorterSettings(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SorterSettings> {
  const [row] = await deps.db.select().from(sorterSettings).where(eq(sorterSettings.userId, userId));
  if (!row) return { ...DEFAULT_SORTER_SETTINGS };
  return { buyCost: row.buyCost, inboundCost: row.inboundCost, timeoutMs: row.timeoutMs, soundOn: row.soundOn };
}

/** The seller's active section with its rules in order, or null when none is active. */
export async function readActiveSection(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SorterMeta['section']> {
  const [section] = await deps.db
    .select({ id: sorterSections.id, name: sorterSections.name })
    .from(sorterSections)
    .where(and(eq(sorterSections.userId, userId), eq(sorterSections.active, true)));
  if (!section) return null;
  const rules = await deps.db
    .select({
      id: sorterRules.id,
      name: sorterRules.name,
      gate: sorterRules.gate,
      channel: sorterRules.channel,
      priceSource: sorterRules.priceSource,
      minProfit: sorterRules.minProfit,
      maxSalesRank: sorterRules.maxSalesRank,
      maxOffers: sorterRules.maxOffers,
      minPrice: sorterRules.minPrice,
    })
    .from(sorterRules)
    .where(eq(sorterRules.sectionId, section.id))
    .orderBy(asc(sorterRules.position), asc(sorterRules.id));
  return { ...section, rules };
}

export async function loadSorterMeta(deps: AppDeps, userId: number): Promise<SorterMeta> {
  const [gates, fallbacks, section, settings, rates] = await Promise.all([
    listGates(deps, userId),
    getFallbacks(deps, userId),
    readActiveSection(deps, userId),
    readSorterSettings(deps, userId),
    readMediaMailRates(deps, userId),
  ]);
  return { gates, fallbacks, section, settings, rates };
}

export async function loadSorterConfig(deps: AppDeps, userId: number): Promise<LoadedSorterConfig> {
  const meta = await loadSorterMeta(deps, userId);
  return { meta, config: sorterConfigOf(meta) };
}
