import { z } from 'zod/mini';
import { STOCK_MANAGER_DEFAULT_QUERY } from '~/contract';

/**
 * The stock table's address query. It opens on items in stock: qtyGte=1 unless the address
 * says otherwise (spec 2.1, 9); a value that is not a count falls back to that default.
 */
export const stockSearch = z.object({
  qtyGte: z._default(
    z.catch(z.pipe(z.coerce.number(), z.int().check(z.minimum(0))), STOCK_MANAGER_DEFAULT_QUERY.qtyGte),
    STOCK_MANAGER_DEFAULT_QUERY.qtyGte,
  ),
});
