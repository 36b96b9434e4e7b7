import { z } from 'zod/mini';
import { ACTIVITY_ACTORS, type ActivityActor, type ActivityQuery } from '~/contract';

/**
 * The activity screen's address query: a reload or a shared link shows the same rows. A value that
 * is not valid is dropped rather than failing the page, so an old bookmark still opens.
 */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const activitySearch = z.object({
  /** A seller's id, or part of their e-mail address. */
  user: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  from: optional(day),
  to: optional(day),
  actor: optional(z.enum([...ACTIVITY_ACTORS, 'ALL'])),
  page: optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000)))),
});
export type ActivitySearch = z.infer<typeof activitySearch>;

export const ACTIVITY_PAGE_SIZE = 50;

/** The call's query for the address's: digits name a seller by id, anything else part of an address. */
export function activityQueryOf(search: ActivitySearch, defaultActor: ActivityActor | 'ALL'): ActivityQuery {
  const actor = search.actor ?? defaultActor;
  const user = search.user;
  return {
    pageSize: ACTIVITY_PAGE_SIZE,
    ...(search.page ? { page: search.page } : {}),
    ...(user && /^\d+$/.test(user) ? { userId: Number(user) } : user ? { email: user } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(actor === 'ALL' ? {} : { actor }),
  };
}
