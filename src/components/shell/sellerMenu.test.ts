import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS, type UsageStatus } from '~/contract';
import { visibleMenu } from './sellerMenu';

const statuses = (entries: [UsageStatus['product'], boolean][]): UsageStatus[] =>
  entries.map(([product, usable]) => ({ product, usable, status: usable ? 'ACTIVE' : 'FROZEN' }));

const labels = (menu: ReturnType<typeof visibleMenu>) => menu.map((group) => [group.label, group.entries.map((e) => e.label)]);

describe('seller menu', () => {
  it('shows every entry, by category, when all nine products are usable', () => {
    const menu = visibleMenu({ usageStatuses: statuses(PRODUCT_KEYS.map((p) => [p, true])) });
    expect(labels(menu)).toEqual([
      ['Standard package', ['Dashboard', 'Repricer', 'Stock Manager', 'Lister', 'Inventory Manager', 'Feed Tool']],
      ['Other apps', ['Bookzy', 'Sorter', 'Reimbursement']],
    ]);
  });

  it('shows only the entries whose products are usable; a frozen product hides its entry', () => {
    const menu = visibleMenu({ usageStatuses: statuses([['LISTER', true], ['REPRICER', false]]) });
    expect(labels(menu)).toEqual([['Standard package', ['Dashboard', 'Lister']]]);
  });
});
