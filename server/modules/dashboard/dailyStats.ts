import type { DailyPricingStats } from '../../../src/contract/dashboard';
import type { SellerPrincipal } from '../../auth/principals';
import type { AppDeps } from '../../deps';
import { stockIndexOf } from '../stock/stockSource';
import { usageStatuses } from '../user/service';
import { resolveDayRange } from './dayRange';
import { repricingByDay } from './repricingByDay';
import { salesByDay } from './salesByDay';

/** Whether the seller may see a product's data now: the same rule as the menu and the route guards. */
export const canUse = (principal: SellerPrincipal, product: string) =>
  usageStatuses(principal.products).some((status) => status.product === product && status.usable);

/**
 * GET pricing/stats/daily. Repricing figures only while REPRICER is usable; sales figures never
 * for accounts that hide them: neither is worked out, so neither can leak.
 */
export async function dailyStats(
  deps: AppDeps,
  principal: SellerPrincipal,
  query: { from?: string | undefined; to?: string | undefined; tzOffset: number },
): Promise<DailyPricingStats> {
  const range = resolveDayRange(query, deps.clock());
  const repricing = canUse(principal, 'REPRICER') ? await repricingByDay(deps.db, principal.userId, range, query.tzOffset) : null;
  const sales = principal.account.hideSalesData ? null : salesByDay(await stockIndexOf(deps, principal.userId), range);
  return { from: range.from, to: range.to, repricing, sales };
}
