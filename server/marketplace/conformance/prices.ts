import { expect, it } from 'vitest';
import type { ConformanceArea } from './subject';

/** SKU `index` of the conformance account's stock. */
async function someSku(subject: ReturnType<Parameters<ConformanceArea>[0]>, index = 3) {
  const stock = await subject.asSeller(() => subject.marketplace.existingStock(subject.account));
  return stock[index]!.sku;
}

export const pricesConformance: ConformanceArea = (subject) => {
  it('takes a pushed price and reads it back', async () => {
    const { marketplace, asSeller, settle } = subject();
    const sku = await someSku(subject());
    const changes = [{ sku, price: 12_34 }];
    const results = await asSeller(async () => {
      const id = await marketplace.prices.submit(changes, new Date());
      return settle(() => marketplace.prices.outcome(id, changes, new Date()));
    });
    expect(results).toEqual([{ sku, accepted: true }]);
    expect(await asSeller(() => marketplace.prices.listedPrice(sku))).toBe(12_34);
  });

  it('refuses a price it cannot take, saying why, and takes the others of the same submission', async () => {
    const { marketplace, asSeller, settle } = subject();
    // Enough SKUs for a feed on the real marketplace, rather than a few listing patches.
    const skus = await Promise.all([4, 5, 6, 7, 8, 9, 10].map((index) => someSku(subject(), index)));
    const changes = skus.map((sku, index) => ({ sku, price: index === 0 ? 0 : 15_00 + index }));
    const results = await asSeller(async () => {
      const id = await marketplace.prices.submit(changes, new Date());
      return settle(() => marketplace.prices.outcome(id, changes, new Date()));
    });
    expect(results).toEqual(skus.map((sku, index) => (index === 0 ? { sku, accepted: false, reason: expect.stringMatching(/.{10,}/) } : { sku, accepted: true })));
    expect(await asSeller(() => marketplace.prices.listedPrice(skus[6]!))).toBe(15_06);
  });

  it('refuses a price it cannot take among a few, saying why', async () => {
    const { marketplace, asSeller, settle } = subject();
    const sku = await someSku(subject(), 11);
    const changes = [{ sku, price: -5 }];
    const results = await asSeller(async () => {
      const id = await marketplace.prices.submit(changes, new Date());
      return settle(() => marketplace.prices.outcome(id, changes, new Date()));
    });
    expect(results).toEqual([{ sku, accepted: false, reason: expect.stringMatching(/.{10,}/) }]);
  });

  it('finds the submissions of many prices it was sent since a moment', async () => {
    const { marketplace, asSeller } = subject();
    const since = new Date(Date.now() - 1000);
    const skus = await Promise.all([12, 13, 14, 15, 16, 17].map((index) => someSku(subject(), index)));
    const id = await asSeller(() => marketplace.prices.submit(skus.map((sku) => ({ sku, price: 9_99 })), new Date()));
    expect(await asSeller(() => marketplace.prices.submittedSince(since))).toContain(id);
  });
};
