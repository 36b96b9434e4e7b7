import type { AppDeps } from '../deps';
import type { Marketplace } from './marketplace';
import { createSimulatedMarketplace } from './simulator';
import { createSpApiMarketplace } from './spApi/spApiMarketplace';

/** The marketplace the configuration names (FOLIO_MARKETPLACE): the simulator unless told sp-api. */
export function createMarketplace(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Marketplace {
  const { config } = deps;
  if (config.marketplace.kind === 'sp-api') return createSpApiMarketplace(deps, config.marketplace);
  return createSimulatedMarketplace({ catalogSize: config.catalogSize, db: deps.db });
}
