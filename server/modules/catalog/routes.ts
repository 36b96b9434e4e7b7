import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { createBundle, listBundles, listProducts, retireBundle, setOnSale, setProductPrices, updateBundle } from './service';

const products = adminApi.products;
const bundles = adminApi.bundles;

export const catalogRoutes = [
  bind(products.list, ({ deps }) => listProducts(deps)),
  bind(products.setPrices, ({ deps, principal, params, body }) => setProductPrices(deps, principal, params.id, body.prices)),
  bind(products.setOnSale, ({ deps, principal, params, body }) => setOnSale(deps, principal, params.id, body.onSale)),
  bind(bundles.list, ({ deps }) => listBundles(deps)),
  bind(bundles.create, ({ deps, principal, body }) => createBundle(deps, principal, body)),
  bind(bundles.update, ({ deps, principal, params, body }) => updateBundle(deps, principal, params.id, body)),
  bind(bundles.retire, ({ deps, principal, params }) => retireBundle(deps, principal, params.id)),
];
