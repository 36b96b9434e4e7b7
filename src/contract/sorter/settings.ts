import { z } from 'zod/mini';
import { centsField, mediaMailRatesSchema } from '../bookzy/rates';
import { sellerEndpoint } from '../endpoint';
import { gateMetadataSchema } from './gates';
import { fallbackSettingsSchema } from './api';
import { sorterRuleSchema } from './sections';
import type { SorterConfig } from './decide';

const SORTER: ['SORTER'] = ['SORTER'];

export const SORTER_TIMEOUT_MIN_MS = 200;
export const SORTER_TIMEOUT_MAX_MS = 10_000;

/** Spec 7.4 settings: what the profit of a rule counts, and how long a lookup may take. */
export const sorterSettingsSchema = z.object({
  /** What the seller pays for a book, in cents: every rule's profit subtracts it. */
  buyCost: centsField(100_00),
  /** Shipping to the marketplace's warehouse, cents per pound (FBA rules). */
  inboundCost: centsField(100_00),
  /**
   * How long the tablet waits for the server when the book is not in its downloaded catalog:
   * past it the book takes the Timeout fallback, because the conveyor does not wait.
   */
  timeoutMs: z.int({ error: 'must be a whole number of milliseconds' }).check(
    z.minimum(SORTER_TIMEOUT_MIN_MS, { error: `must be at least ${SORTER_TIMEOUT_MIN_MS}` }),
    z.maximum(SORTER_TIMEOUT_MAX_MS, { error: `must be at most ${SORTER_TIMEOUT_MAX_MS}` }),
  ),
  /** Play each gate's sound on the scan screen. */
  soundOn: z.boolean(),
});
export type SorterSettings = z.infer<typeof sorterSettingsSchema>;

export const DEFAULT_SORTER_SETTINGS: SorterSettings = { buyCost: 0, inboundCost: 0, timeoutMs: 1500, soundOn: true };

/**
 * sorter/meta: everything a gate decision reads, in one reply, so the tablet can decide offline
 * with exactly the configuration the server decides with (decideGate's SorterConfig).
 */
export const sorterMetaSchema = z.object({
  gates: z.array(gateMetadataSchema),
  fallbacks: fallbackSettingsSchema,
  /** The active section, or null when none is (every scan then takes No Section). */
  section: z.nullable(z.object({ id: z.int(), name: z.string(), rules: z.array(sorterRuleSchema) })),
  settings: sorterSettingsSchema,
  rates: mediaMailRatesSchema,
});
export type SorterMeta = z.infer<typeof sorterMetaSchema>;

/**
 * sorter/meta is its own group: it is served with the scans (it is what a scan decides with),
 * while the settings below are served with the rest of the configuration.
 */
export const sorterMetaApi = {
  meta: sellerEndpoint({
    method: 'GET',
    path: 'sorter/meta',
    summary: 'Everything a gate decision reads: gates, fallbacks, the active section, settings and rates',
    products: SORTER,
    reply: sorterMetaSchema,
  }),
};

export const sorterSettingsApi = {
  settings: sellerEndpoint({
    method: 'GET',
    path: 'sorter/settings',
    summary: "The sorter's costs, lookup timeout and sound",
    products: SORTER,
    reply: sorterSettingsSchema,
  }),
  updateSettings: sellerEndpoint({
    method: 'PUT',
    path: 'sorter/settings',
    summary: "Set the sorter's costs, lookup timeout and sound",
    products: SORTER,
    body: sorterSettingsSchema,
    reply: sorterSettingsSchema,
  }),
};

/** The configuration decideGate reads, from sorter/meta: the server and the tablet build it alike. */
export function sorterConfigOf(meta: SorterMeta): SorterConfig {
  return {
    rules: meta.section === null ? null : meta.section.rules,
    typeGateMap: meta.fallbacks.typeGateMap,
    rejectBreakdown: meta.fallbacks.rejectBreakdown,
    gates: meta.gates,
    costs: { buyCost: meta.settings.buyCost, inboundCost: meta.settings.inboundCost },
    rates: meta.rates,
  };
}
