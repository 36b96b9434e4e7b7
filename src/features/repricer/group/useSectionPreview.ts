import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { repricerQueries } from '~/api/repricer/queries';
import { priceSku, type RepricerSettings, type Section } from '~/contract';

/**
 * The live preview's state: the SKU chosen, its offers, and what the rules on screen (saved or
 * not) would do to it now. Held by the editor, so the full preview and its summary kept in view
 * while editing on a narrow screen show the same decision.
 *
 * The offers come from the stock manager and the engine runs here, the same priceSku the server's
 * runs use. The seller's own marketplace id is not known to the browser, so an own offer in the
 * list would count as a competitor: the server's run knows better.
 */
export function useSectionPreview(section: Section, settings: RepricerSettings | undefined) {
  const [sku, setSku] = useState('');
  const stock = useQuery(repricerQueries.stockSku(sku));
  const decision = useMemo(
    () => (stock.data && settings ? priceSku({ sku: stock.data.sku, offers: stock.data.offers, section, settings, sellerId: '' }) : null),
    [stock.data, settings, section],
  );
  return { sku, choose: (next: string) => setSku(next.trim()), stock, decision };
}

export type SectionPreviewState = ReturnType<typeof useSectionPreview>;
