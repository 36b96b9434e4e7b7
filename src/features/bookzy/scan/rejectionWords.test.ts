import { describe, expect, it } from 'vitest';
import type { Rejection } from '~/contract/bookzy/verdict';
import { rejectionWords } from './rejectionWords';

const noMatch = (failed: NonNullable<Rejection['closest']>['failed'], activeTriggers = 2, priceSource: 'BUY_BOX' | 'LOWEST_USED' | 'LOWEST_NEW' | 'LOWEST_FBA' = 'LOWEST_USED'): Rejection => ({
  kind: 'NO_MATCH',
  activeTriggers,
  closest: { triggerId: 7, triggerName: 'Media mail', priceSource, failed },
});

describe('a rejection in a seller\'s words', () => {
  it('names the closest trigger and each limit it failed, with the book\'s figure and the bound', () => {
    expect(
      rejectionWords(
        noMatch([
          { limit: 'minProfit', actual: 120, required: 300 },
          { limit: 'minPrice', actual: 450, required: 500 },
          { limit: 'maxOffers', actual: 27, required: 20 },
          { limit: 'maxSalesRank', actual: 2_100_000, required: 1_000_000 },
        ], 3),
      ),
    ).toEqual({
      heading: 'Closest of 3 triggers: Media mail',
      lines: [
        'Profit $1.20 is below the $3.00 minimum',
        'Price $4.50 is below the $5.00 minimum',
        '27 used offers, above the 20 maximum',
        'Rank 2.1M is above the 1M maximum',
      ],
    });
  });

  it('says which trigger did not match when there is only one', () => {
    expect(rejectionWords(noMatch([{ limit: 'minProfit', actual: -50, required: 0 }], 1))).toEqual({
      heading: 'Media mail did not match',
      lines: ['Profit -$0.50 is below the $0.00 minimum'],
    });
  });

  it('says what each source\'s offer limit counts, and when the book has no price there or no rank', () => {
    const offers = (priceSource: 'BUY_BOX' | 'LOWEST_NEW' | 'LOWEST_FBA') =>
      rejectionWords(noMatch([{ limit: 'maxOffers', actual: 132, required: 100 }], 2, priceSource)).lines[0];
    expect([offers('BUY_BOX'), offers('LOWEST_NEW'), offers('LOWEST_FBA')]).toEqual([
      '132 used and new offers, above the 100 maximum',
      '132 new offers, above the 100 maximum',
      '132 FBA offers, above the 100 maximum',
    ]);
    expect(rejectionWords(noMatch([{ limit: 'priceSource', actual: null, required: null }], 2, 'LOWEST_FBA')).lines).toEqual([
      'No lowest FBA price on the marketplace',
    ]);
    expect(rejectionWords(noMatch([{ limit: 'maxSalesRank', actual: null, required: 500_000 }])).lines).toEqual(['No sales rank (the maximum is 500K)']);
  });

  it('gives whole ranks when rounding would make the rank and the limit look alike', () => {
    expect(rejectionWords(noMatch([{ limit: 'maxSalesRank', actual: 1_040_000, required: 1_000_000 }])).lines).toEqual([
      'Rank 1,040,000 is above the 1,000,000 maximum',
    ]);
  });

  it('says that no trigger is active on the device', () => {
    expect(rejectionWords({ kind: 'NO_ACTIVE_TRIGGER', activeTriggers: 0, closest: null })).toEqual({
      heading: 'No trigger is active on this device',
      lines: ['Every book is rejected until you add or turn on a trigger.'],
    });
  });
});
