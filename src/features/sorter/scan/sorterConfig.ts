import type { SorterConfig, SorterMeta } from '~/contract/sorter';

/**
 * sorter/meta as decideGate reads it: the same configuration the server decides with, so the
 * tablet's offline answer is the server's answer for the same book.
 */
export function sorterConfigOf(meta: SorterMeta): SorterConfig {
  return {
    rules: meta.section ? meta.section.rules : null,
    typeGateMap: meta.fallbacks.typeGateMap,
    rejectBreakdown: meta.fallbacks.rejectBreakdown,
    gates: meta.gates,
    costs: { buyCost: meta.settings.buyCost, inboundCost: meta.settings.inboundCost },
    rates: meta.rates,
  };
}
