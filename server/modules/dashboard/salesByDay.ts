import type { SalesDay } from '../../../src/contract/dashboard';
import type { StockIndex } from '../stock/stockIndex';
import type { DayRange } from './dayRange';

/**
 * Sales per day from what the marketplace tells of each SKU: how many days before today it last
 * sold (Sold Days, -1 in the index for never). A SKU counts on the day of its latest sale, sold-out
 * SKUs included: selling out is a sale.
 */
export function salesByDay(index: StockIndex, range: DayRange): SalesDay[] {
  const counts = new Int32Array(range.dates.length);
  const soldDays = index.figures.soldDays;
  for (let row = 0; row < soldDays.length; row++) {
    const ago = soldDays[row]!;
    if (ago < 0) continue;
    const slot = range.today - ago - range.firstDay;
    if (slot >= 0 && slot < counts.length) counts[slot]! += 1;
  }
  return range.dates.map((date, slot) => ({ date, skusSold: counts[slot]! }));
}
