import { deriveInventory } from '../../server/marketplace/inventory';
import { DEFAULT_CATALOG_SIZE } from '../../server/marketplace/simulator';
import { OFFERS_BATCH_SIZE } from '../../server/marketplace/spApi/productPricing';
import { RATE_LIMITS, type SpApiOperation } from '../../server/marketplace/spApi/rateLimits';
import { createTokenBuckets } from '../../server/marketplace/spApi/tokenBucket';

/**
 * The pacing of a 100,000-SKU repricing run on the real marketplace, under its published rate
 * limits: how many calls of each operation the run makes (counted from a 100,000-SKU stock as the
 * adapter would ask for it) and how long Folio's token buckets make them take, on a virtual clock.
 * A figure for a seller to plan with, not a measurement of the marketplace.
 */

const SKUS = 100_000;
const FBA_PAGE = 50;
/** The marketplace's usual time to make a report or process a feed: the polls while it works. */
const MARKETPLACE_MINUTES = 5;
const POLL_SECONDS = 30;

/** Minutes `calls` calls of an operation take through a fresh bucket at its published rate. */
async function minutesFor(operation: SpApiOperation, calls: number): Promise<number> {
  let now = 0;
  const buckets = createTokenBuckets({ now: () => now, sleep: async (ms) => void (now += ms) });
  for (let call = 0; call < calls; call++) await buckets.take(operation, RATE_LIMITS[operation]);
  return now / 60_000;
}

export async function measureSpApiPacing(): Promise<string[]> {
  const stock = await deriveInventory(`FOLIO-BENCH-${SKUS}`, DEFAULT_CATALOG_SIZE);
  const pairs = new Set(stock.map((sku) => `${sku.asin}|${sku.condition}`)).size;
  const fbaSkus = stock.filter((sku) => sku.channel === 'FBA').length;
  const polls = Math.ceil((MARKETPLACE_MINUTES * 60) / POLL_SECONDS);
  const phases: { phase: string; calls: [SpApiOperation, number][] }[] = [
    {
      phase: 'stock load',
      calls: [
        ['createReport', 1],
        ['getReport', polls],
        ['getReportDocument', 1],
        ['getInventorySummaries', Math.ceil(fbaSkus / FBA_PAGE)],
      ],
    },
    { phase: 'offers', calls: [['getItemOffersBatch', Math.ceil(pairs / OFFERS_BATCH_SIZE)]] },
    {
      phase: 'price feed',
      calls: [
        ['createFeedDocument', 1],
        ['createFeed', 1],
        ['getFeed', polls],
        ['getFeedDocument', 1],
      ],
    },
  ];
  const lines = [`sp-api pacing: a run of ${stock.length.toLocaleString('en-US')} SKUs (${pairs.toLocaleString('en-US')} ASIN and condition pairs, ${fbaSkus.toLocaleString('en-US')} FBA) at the published rates`];
  let total = 0;
  for (const { phase, calls } of phases) {
    let phaseMinutes = 0;
    for (const [operation, count] of calls) {
      const minutes = await minutesFor(operation, count);
      const { rate, burst } = RATE_LIMITS[operation];
      lines.push(`  ${phase}: ${operation} ${count.toLocaleString('en-US')} calls at ${rate}/s (burst ${burst}): ${minutes.toFixed(1)} min`);
      phaseMinutes = Math.max(phaseMinutes, minutes);
    }
    // Polls wait for the marketplace's own work at least.
    if (phase !== 'offers') phaseMinutes = Math.max(phaseMinutes, MARKETPLACE_MINUTES);
    total += phaseMinutes;
  }
  lines.push(`sp-api pacing: expected ${total.toFixed(0)} min (${(total / 60).toFixed(1)} h) for the run, offers bound; prices apply in batches as on the simulator`);
  return lines;
}
