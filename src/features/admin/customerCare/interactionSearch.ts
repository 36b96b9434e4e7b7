import { z } from 'zod/mini';
import { INTERACTION_PAGE_SIZE_DEFAULT, type InteractionQuery } from '~/contract';

/**
 * The interactions list's query as the address keeps it (spec 2.3: a reload or a shared link shows
 * the same list), under the query's own names; `view` picks the screen's tab. A value that does not
 * fit is dropped, not an error page.
 */
const field = z.catch(z.optional(z.string().check(z.maxLength(100))), undefined);

export const INTERACTION_PAGE_SIZES = [25, 50, 100] as const;

export const interactionSearchSchema = z.object({
  email: field,
  username: field,
  company: field,
  contact: field,
  searchText: field,
  startId: z.catch(z.optional(z.int().check(z.positive())), undefined),
  pageSize: z.catch(z.optional(z.union([z.literal(25), z.literal(50), z.literal(100)])), undefined),
  view: z.catch(z.optional(z.enum(['attributes'])), undefined),
});
export type InteractionSearch = z.infer<typeof interactionSearchSchema>;

export const TEXT_FILTERS = [
  { key: 'email', label: 'E-mail' },
  { key: 'username', label: 'Name' },
  { key: 'company', label: 'Company' },
  { key: 'contact', label: 'Contact' },
] as const;

/** The list call's query: empty values left out (spec 5's admin query cleaning). */
export function interactionQueryOf(search: InteractionSearch): InteractionQuery {
  const query: InteractionQuery = { pageSize: search.pageSize ?? INTERACTION_PAGE_SIZE_DEFAULT };
  for (const key of ['email', 'username', 'company', 'contact', 'searchText'] as const) {
    const value = search[key]?.trim();
    if (value) query[key] = value;
  }
  if (search.startId) query.startId = search.startId;
  return query;
}

export const isFiltered = (search: InteractionSearch) => Boolean(search.email || search.username || search.company || search.contact || search.searchText);
