import type { ProductKey, UserInfo } from '~/contract';

/** Spec 2.1: a route or menu entry is open only if every product it lists is usable. */
export function hasAllProducts(user: Pick<UserInfo, 'usageStatuses'>, products: readonly ProductKey[]): boolean {
  const usable = new Set(user.usageStatuses.filter((status) => status.usable).map((status) => status.product));
  return products.every((product) => usable.has(product));
}
