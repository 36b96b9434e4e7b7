import { sql } from 'drizzle-orm';
import {
  DEFAULT_MEDIA_MAIL_RATES,
  DEFAULT_SORTER_SETTINGS,
  GATES,
  sorterConfigOf,
  type GateMetadata,
  type MediaMailRates,
  type SorterConfig,
  type SorterMeta,
  type SorterSettings,
} from '../../../src/contract';
import type { AppDeps } from '../../deps';
import { DEFAULT_FALLBACKS, defaultGate } from './gatesService';

/**
 * Everything a gate decision reads, for one seller: sorter/meta's reply, and decideGate's
 * SorterConfig made from it by the contract's sorterConfigOf, so that the tablet (deciding from
 * the same meta offline) and the server cannot build it differently.
 *
 * Every decision reads it, the machine API's included, so it is one statement: the database
 * function sorter_config (migration 0016), whose plan each connection makes once. What the seller
 * never saved has its default, as the gates' and fallbacks' own calls answer it (gatesService.ts).
 * Nothing is cached: a saved gate, rule or setting counts from the next scan on.
 */
export interface LoadedSorterConfig {
  meta: SorterMeta;
  config: SorterConfig;
}

/** sorter_config's JSON: null where the seller saved nothing. */
export interface SavedSorterConfig {
  gates: GateMetadata[];
  fallbacks: SorterMeta['fallbacks'] | null;
  section: SorterMeta['section'];
  settings: SorterSettings | null;
  rates: MediaMailRates | null;
}

/** node-postgres parses json columns; PGlite may hand them on as text. */
export const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** sorter_config's answer with the defaults filled in, and the configuration decideGate reads. */
export function sorterConfigFrom(saved: SavedSorterConfig | string): LoadedSorterConfig {
  const config = fromJson(saved);
  const gates = new Map(config.gates.map((gate) => [gate.gate, gate]));
  const meta: SorterMeta = {
    gates: GATES.map((gate) => gates.get(gate) ?? defaultGate(gate)),
    fallbacks: config.fallbacks ?? DEFAULT_FALLBACKS,
    section: config.section,
    settings: config.settings ?? { ...DEFAULT_SORTER_SETTINGS },
    rates: config.rates ?? { ...DEFAULT_MEDIA_MAIL_RATES },
  };
  return { meta, config: sorterConfigOf(meta) };
}

export async function loadSorterConfig(deps: Pick<AppDeps, 'db'>, userId: number): Promise<LoadedSorterConfig> {
  const result = (await deps.db.execute(sql`select sorter_config(${userId}::int) as config`)) as unknown as {
    rows: { config: SavedSorterConfig | string }[];
  };
  return sorterConfigFrom(result.rows[0]!.config);
}

export async function loadSorterMeta(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SorterMeta> {
  return (await loadSorterConfig(deps, userId)).meta;
}
