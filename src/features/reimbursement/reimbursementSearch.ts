import { z } from 'zod/mini';
import {
  CLAIM_STATUSES,
  LOSS_KINDS,
  REIMBURSEMENT_PAGE_SIZE_DEFAULT,
  REIMBURSEMENT_SORT_FIELDS,
  type ReimbursementFiltersInput,
  type ReimbursementSearchInput,
} from '~/contract';

/**
 * The report's filters as the address keeps them, so a view can be bookmarked, shared and
 * reloaded. A value that is not one of the contract's is dropped, not an error page.
 */
export const reimbursementSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z.optional(z.array(z.enum(CLAIM_STATUSES))), undefined),
  kind: z.catch(z.optional(z.array(z.enum(LOSS_KINDS))), undefined),
  from: z.catch(z.optional(z.iso.date()), undefined),
  to: z.catch(z.optional(z.iso.date()), undefined),
  sort: z.catch(z.optional(z.enum(REIMBURSEMENT_SORT_FIELDS)), undefined),
  order: z.catch(z.optional(z.enum(['ASC', 'DESC'])), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(100_000))), undefined),
  size: z.catch(z.optional(z.union([z.literal(25), z.literal(50), z.literal(100)])), undefined),
});
export type ReimbursementSearch = z.infer<typeof reimbursementSearchSchema>;

/** The filters and sort of the address as the report's calls take them (the export takes no page). */
export function filtersOf(search: ReimbursementSearch): ReimbursementFiltersInput {
  return {
    ...(search.q ? { searchText: search.q } : {}),
    ...(search.status?.length ? { statuses: search.status.join(',') } : {}),
    ...(search.kind?.length ? { kinds: search.kind.join(',') } : {}),
    ...(search.from ? { from: search.from } : {}),
    // A To before From is shown as a mistake on the field, and left out until it is fixed.
    ...(search.to && !(search.from && search.from > search.to) ? { to: search.to } : {}),
    sortField: search.sort ?? 'OCCURRED',
    sortOrder: search.order ?? 'DESC',
  };
}

export function searchQueryOf(search: ReimbursementSearch): ReimbursementSearchInput {
  return { ...filtersOf(search), page: search.page ?? 0, pageSize: search.size ?? REIMBURSEMENT_PAGE_SIZE_DEFAULT };
}

/** True when a filter narrows the report (the sort and the page do not). */
export const isFiltered = (search: ReimbursementSearch) => Boolean(search.q || search.status?.length || search.kind?.length || search.from || search.to);
