import type { InboundMarketplace } from '../inbound/inboundMarketplace';
import { createSpApiInbound as inboundOn } from './inbound/spApiInbound';
import type { SpApiContext } from './spApiContext';

/**
 * Fulfillment Inbound 2024-03-20 behind the InboundMarketplace interface (inbound/spApiInbound.ts),
 * its calls made for the seller in scope and paced by that seller's limits.
 */
export function createSpApiInbound(context: SpApiContext): InboundMarketplace {
  return inboundOn({
    marketplaceId: context.config.marketplaceId,
    async v2024(operation, what, send) {
      const clients = await context.clientsOf();
      return context.call(clients, operation, what, () => send(clients.inbound));
    },
    async v0(operation, what, send) {
      const clients = await context.clientsOf();
      return context.call(clients, operation, what, () => send(clients.inboundV0));
    },
  });
}
