/**
 * Changing the seller's prices on the marketplace: a repricing run's changed prices go as one
 * submission (a listings feed on the real marketplace), which the marketplace works on for a while
 * and then answers SKU by SKU. Calls are made for the seller of the current scope (sellerScope.ts).
 */

export interface PriceChange {
  sku: string;
  /** The new price, cents. */
  price: number;
}

export type SkuPriceResult = { sku: string; accepted: true } | { sku: string; accepted: false; reason: string };

export interface PriceMarketplace {
  /** Sends the changes as one submission and answers its id; the marketplace processes it afterwards. */
  submit(changes: readonly PriceChange[], at: Date): Promise<string>;
  /**
   * Each SKU's result, in the order of `changes` (the ones submitted), once the marketplace has
   * processed the submission; null while it still works on it.
   */
  outcome(submissionId: string, changes: readonly PriceChange[], at: Date): Promise<SkuPriceResult[] | null>;
  /** The price a SKU is listed at now (cents), or null when the seller has no such SKU listed. */
  listedPrice(sku: string): Promise<number | null>;
  /**
   * The ids of the seller's price submissions made at or after `since`: a submission sent just
   * before a crash, whose id was never recorded, is found here instead of being sent again.
   */
  submittedSince(since: Date): Promise<string[]>;
}
