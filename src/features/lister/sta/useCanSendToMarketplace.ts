import { useCurrentSeller } from '~/components/shell/useCurrentSeller';
import { staApi } from '~/contract/lister';
import { hasAllProducts } from '~/lib/access';

/** The boxes are offered only to a seller the server would let pack them: the contract's products, all usable. */
export function useCanSendToMarketplace(): boolean {
  const seller = useCurrentSeller();
  return seller !== undefined && hasAllProducts(seller, staApi.list.products);
}
