import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { assignDiscount, listAssigned, unassignDiscount } from './assignments';
import { createDiscount, listDiscounts, retireDiscount, updateDiscount } from './discounts';

const discountsApi = adminApi.discounts;
const assignedApi = adminApi.assignedDiscounts;

export const discountRoutes = [
  bind(discountsApi.list, ({ deps }) => listDiscounts(deps)),
  bind(discountsApi.create, ({ deps, principal, body }) => createDiscount(deps, principal, body)),
  bind(discountsApi.update, ({ deps, principal, params, body }) => updateDiscount(deps, principal, params.id, body)),
  bind(discountsApi.retire, ({ deps, principal, params }) => retireDiscount(deps, principal, params.id)),
  bind(assignedApi.list, ({ deps, query }) => listAssigned(deps, query)),
  bind(assignedApi.assign, ({ deps, principal, body }) => assignDiscount(deps, principal, body)),
  bind(assignedApi.unassign, ({ deps, principal, params }) => unassignDiscount(deps, principal, params.id)),
];
