import { currentSeller } from '../sellerScope';
import type { PriceMarketplace, SkuPriceResult } from './priceMarketplace';

/**
 * The simulated marketplace's prices: it takes every positive price at once and refuses the others,
 * and remembers, in this process, the prices it took and the submissions it was sent, per seller.
 */
export function createPriceSimulator(): PriceMarketplace {
  const listed = new Map<string, number>();
  const submissions = new Map<string, { seller: string; at: number; results: SkuPriceResult[] }>();
  const seller = () => String(currentSeller() ?? 'none');
  let next = 0;

  return {
    async submit(changes, at) {
      const id = `SIMFEED${++next}`;
      const results = changes.map((change): SkuPriceResult => {
        if (!Number.isInteger(change.price) || change.price <= 0) return { sku: change.sku, accepted: false, reason: 'The price must be more than zero.' };
        listed.set(`${seller()}|${change.sku}`, change.price);
        return { sku: change.sku, accepted: true };
      });
      submissions.set(id, { seller: seller(), at: at.getTime(), results });
      return id;
    },
    async outcome(submissionId, changes) {
      const submission = submissions.get(submissionId);
      if (!submission || submission.seller !== seller()) return null;
      const bySku = new Map(submission.results.map((result) => [result.sku, result]));
      return changes.map((change) => bySku.get(change.sku) ?? { sku: change.sku, accepted: false, reason: 'The submission did not hold this SKU.' });
    },
    async listedPrice(sku) {
      return listed.get(`${seller()}|${sku}`) ?? null;
    },
    async submittedSince(since) {
      return [...submissions].filter(([, submission]) => submission.seller === seller() && submission.at >= since.getTime()).map(([id]) => id);
    },
  };
}
