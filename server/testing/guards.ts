import { expect } from 'vitest';
import { ErrorCode, type AnyEndpoint, type ProductKey } from '../../src/contract';
import { apiError, type CallInputLoose, type SellerAuth, type TestServer } from './testServer';

export interface GuardedCall {
  endpoint: AnyEndpoint;
  input: CallInputLoose;
  owner: SellerAuth;
}

/**
 * The refusals every call of a product shares: for a seller whose `product` is frozen (but who has
 * `other`, so the refusal is about this product) 109, and for a write without the XSRF header 105.
 * Each input must otherwise be valid for its `owner`.
 */
export async function expectProductGuarded(
  server: TestServer,
  { product, other }: { product: ProductKey; other: ProductKey },
  calls: GuardedCall[],
) {
  const withoutProduct = await server.newSeller([[other, 'ACTIVE'], [product, 'FROZEN']]);
  for (const { endpoint, input, owner } of calls) {
    const label = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.products.includes(product) || endpoint.anyOfProducts.includes(product)) {
      expect(apiError(await server.call(endpoint, input, { auth: withoutProduct })), label).toMatchObject({
        status: 403,
        errorCode: ErrorCode.PRODUCT_NOT_USABLE,
      });
    }
    if (endpoint.method !== 'GET') {
      expect(apiError(await server.call(endpoint, input, { auth: owner, xsrf: false })), label).toMatchObject({
        status: 403,
        errorCode: ErrorCode.XSRF_MISMATCH,
      });
    }
  }
}
