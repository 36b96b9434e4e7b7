import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { idempotencyKeyOf } from '../../http/idempotency';
import { generateInvoice } from './generate';
import { listAdminInvoices } from './list';
import { invoiceMeta } from './meta';
import { keyRequired } from './refundErrors';
import { refundInvoice } from './refunds';

const api = adminApi.invoices;

export const adminInvoiceRoutes = [
  bind(api.list, ({ deps, query }) => listAdminInvoices(deps.db, query)),
  bind(api.meta, ({ deps, query }) => invoiceMeta(deps.db, query)),
  bind(api.generate, ({ deps, principal, body }) => generateInvoice(deps.db, principal, body, deps.clock())),
  // The refund keeps its Idempotency-Key in its own row and asks the processor with it ('own').
  bind(
    api.refund,
    ({ deps, principal, body, request }) => {
      const key = idempotencyKeyOf(request);
      if (key === undefined) throw keyRequired();
      return refundInvoice(deps, principal, body, key);
    },
    { idempotency: 'own' },
  ),
];
