import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { recordId, text } from '../fields';

/**
 * The short lists staff keep (spec 3.7: the four customer attributes and the unsubscribe reasons):
 * each entry an id and a value, unique whatever the letter case. Deleting an entry that sellers
 * have needs a confirmation, because it clears the entry from them.
 */

export const LIST_VALUE_MAX = 80;

export const listValue = text('is required').check(
  z.trim(),
  z.minLength(1, { error: 'is required' }),
  z.maxLength(LIST_VALUE_MAX, { error: `must have at most ${LIST_VALUE_MAX} characters` }),
);

export const listEntrySchema = z.object({
  id: z.int(),
  value: z.string(),
  /** How many sellers have this entry now. */
  sellerCount: z.int(),
});
export type ListEntry = z.infer<typeof listEntrySchema>;

export const listEntryParams = z.object({ id: recordId });
export const listValueBody = z.object({ value: listValue });

/**
 * DELETE's query. An entry that sellers have is deleted only with confirm=true; without it the
 * answer is 409 VALUE_IN_USE, whose message says how many sellers have it.
 */
export const deleteEntryQuery = z.object({
  confirm: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'must be true or false' }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  ),
});
export const deletedEntrySchema = z.object({
  /** The sellers the entry was cleared from. */
  clearedFromSellers: z.int(),
});

/** The four calls of one list, at `path` (spec 7.9: GET, POST {value}, PUT /{id} {value}, DELETE /{id}). */
export function valueListEndpoints(path: string, noun: string) {
  return {
    list: adminEndpoint({
      method: 'GET',
      path,
      summary: `Every ${noun}, by value, with how many sellers have it`,
      reply: z.array(listEntrySchema),
    }),
    create: adminEndpoint({
      method: 'POST',
      path,
      summary: `Add a ${noun} (refused when one with the same value exists, whatever the case)`,
      body: listValueBody,
      reply: listEntrySchema,
    }),
    rename: adminEndpoint({
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Rename a ${noun}; the sellers who have it keep it`,
      params: listEntryParams,
      body: listValueBody,
      reply: listEntrySchema,
    }),
    remove: adminEndpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Delete a ${noun}; one that sellers have needs confirm=true and is cleared from them`,
      params: listEntryParams,
      query: deleteEntryQuery,
      reply: deletedEntrySchema,
    }),
  };
}
