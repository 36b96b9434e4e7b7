import { z } from 'zod/mini';
import { USER_LIST_PAGE_SIZES, USER_SORT_FIELDS, type UserListQuery } from '~/contract';

/**
 * The users list's query as the address keeps it, under the names of spec 3.7's admin user query,
 * so that a reload or a shared link shows the same list. A value that does not parse is dropped
 * (the list without that filter), never an error page.
 */

const text = z.catch(z.optional(z.string().check(z.maxLength(100))), undefined);
const number = (max: number) => z.catch(z.optional(z.number().check(z.minimum(0), z.maximum(max))), undefined);
const whole = (max: number) => z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(max))), undefined);
const flag = z.catch(z.optional(z.boolean()), undefined);
const id = z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))), undefined);

export const usersSearchSchema = z.object({
  searchText: text,
  registerDateAfterText: z.catch(z.optional(z.iso.date()), undefined),
  subscriptionStatusQueries: z.catch(z.optional(z.string().check(z.maxLength(1000))), undefined),
  nonBookPercentageGte: number(100),
  nonBookPercentageLte: number(100),
  fbaBookPercentageGte: number(100),
  fbaBookPercentageLte: number(100),
  usedBookPercentageGte: number(100),
  usedBookPercentageLte: number(100),
  globalMinReachedPercentageGte: number(100),
  globalMinReachedPercentageLte: number(100),
  hasTwoFbaSession: flag,
  hasTwoFbmSession: flag,
  referrerUserSearchText: text,
  /** Minor units (cents), as the call takes them. */
  lastMonthGte: whole(100_000_000),
  lastMonthLte: whole(100_000_000),
  isAffiliateUser: flag,
  customerSimpleAddressId: id,
  customerAgentId: id,
  customerCommunityId: id,
  invoiceQtyGte: whole(1_000_000),
  invoiceQtyLte: whole(1_000_000),
  doNotContact: flag,
  hasInteraction: flag,
  sortField: z.catch(z.optional(z.enum(USER_SORT_FIELDS)), undefined),
  sortDirection: z.catch(z.optional(z.enum(['ASC', 'DESC'])), undefined),
  page: whole(100_000),
  pageSize: z.catch(z.optional(z.union([z.literal(20), z.literal(50), z.literal(100)])), undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;
export type UsersFilterKey = Exclude<keyof UsersSearch, 'sortField' | 'sortDirection' | 'page' | 'pageSize'>;

export const PAGE_SIZES = USER_LIST_PAGE_SIZES;

/** The filters in force (not the sort or the page): how many, for the folded filters' button. */
export const activeFilters = (search: UsersSearch): UsersFilterKey[] =>
  (Object.keys(search) as (keyof UsersSearch)[]).filter(
    (key): key is UsersFilterKey => !['sortField', 'sortDirection', 'page', 'pageSize'].includes(key) && search[key] !== undefined,
  );

/** The address's query as the list call takes it: flags as the words true and false. */
export function listQueryOf(search: UsersSearch): UserListQuery {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '') continue;
    query[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return query as UserListQuery;
}

/** The same without the page: what the e-mail export takes. */
export function exportQueryOf(search: UsersSearch): UserListQuery {
  const { page: _page, pageSize: _size, ...query } = listQueryOf(search) as Record<string, unknown>;
  return query as UserListQuery;
}
