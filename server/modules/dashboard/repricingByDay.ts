import type { RepricingDay } from '../../../src/contract/dashboard';
import type { Executor } from '../../db/database';
import type { DayRange } from './dayRange';
import { repricingMinutes } from './runMinutes';

/**
 * The seller's repricing per day of the range: every SKU a run priced counts once per run, as
 * failed when the run could not price it (spec 4: FAILURE and INVALID_RULE show Fail), otherwise
 * as raised, lowered or unchanged by its new price against the one it had. Days without results
 * are there with zeros.
 */
export async function repricingByDay(db: Executor, sellerId: number, range: DayRange, tzOffset: number): Promise<RepricingDay[]> {
  const days = range.dates.map((date) => ({ date, raised: 0, lowered: 0, unchanged: 0, failed: 0 }));
  for (const entry of await repricingMinutes(db, sellerId, range.start, range.end)) {
    // The minute on the seller's clock, then its day.
    const day = days[Math.floor((entry.minute + tzOffset) / 1440) - range.firstDay];
    if (!day) continue;
    day.raised += entry.raised;
    day.lowered += entry.lowered;
    day.unchanged += entry.unchanged;
    day.failed += entry.failed;
  }
  return days;
}
