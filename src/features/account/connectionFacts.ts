import { MARKETPLACE_REGION_LABELS, type ConnectionStatus, type MarketplaceConnection } from '~/contract';

export const STATUS_LABELS: Record<ConnectionStatus, { label: string; color: string }> = {
  NOT_CONNECTED: { label: 'Not connected', color: 'gray' },
  CONNECTED: { label: 'Connected', color: 'teal' },
  EXPIRES_SOON: { label: 'Renew soon', color: 'yellow' },
  EXPIRED: { label: 'Authorisation ended', color: 'red' },
};

/** "North America · United States", or null when the authorisation is not on record. */
export function whereOf(connection: Pick<MarketplaceConnection, 'region' | 'marketplace'>): string | null {
  if (!connection.region) return null;
  return [MARKETPLACE_REGION_LABELS[connection.region], connection.marketplace?.name].filter(Boolean).join(' · ');
}

/** What connecting another marketplace account does to the seller's stock in Folio, in words. */
export function switchConsequences(current: string, changedSkus: number): string[] {
  return [
    `Stock Manager and the repricer stop showing ${current}'s stock and show the new account's instead.`,
    changedSkus > 0
      ? `The changes you made in Folio to ${changedSkus.toLocaleString('en-US')} of ${current}'s SKUs (prices, bounds, notes, quantities) are removed: they name ${current}'s SKUs.`
      : `You have made no changes to ${current}'s SKUs in Folio, so none are lost.`,
    'Price history, repricing results and your lister sessions stay as they are.',
  ];
}
