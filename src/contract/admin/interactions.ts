import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { isoDateTime, recordId, requiredText, text } from '../fields';
import { queryInt } from '../lister/fields';
import { INTERACTION_PAGE_SIZE_DEFAULT } from './listOptions';

/**
 * Customer interactions (spec 3.7, 7.9): a call or an e-mail with a seller as staff noted it. The
 * list is read newest noted first in pages of keyset: each page's nextStartId is the startId of the
 * next one (rows with a smaller id), so pages stay put while staff add notes.
 */

export const INTERACTION_KINDS = ['CALL', 'EMAIL'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];
export const INTERACTION_KIND_LABELS: Record<InteractionKind, string> = { CALL: 'Call', EMAIL: 'E-mail' };

export const INTERACTION_PAGE_SIZE_MAX = 100;
export const INTERACTION_TEXT_MAX = 5000;
export const INTERACTION_CONTACT_MAX = 200;

/** A search field of the query: trimmed, and left out when empty (spec 5's query cleaning, on the server too). */
const searchField = z.optional(
  z.pipe(
    text().check(z.trim(), z.maxLength(100, { error: 'must have at most 100 characters' })),
    z.transform((value: string) => (value === '' ? undefined : value)),
  ),
);

/**
 * Spec 3.7's interaction query. Each text field matches a part of, whatever its case: email the
 * seller's e-mail, username the seller's first and last name, company the seller's company,
 * contact the person or address staff spoke with, searchText the note's text. userId (Folio's own)
 * keeps to one seller, for the seller's page.
 */
export const interactionQuerySchema = z.object({
  pageSize: z._default(queryInt(1, INTERACTION_PAGE_SIZE_MAX), INTERACTION_PAGE_SIZE_DEFAULT),
  email: searchField,
  username: searchField,
  company: searchField,
  contact: searchField,
  searchText: searchField,
  /** Rows older than this one: the previous page's nextStartId. */
  startId: z.optional(recordId),
  userId: z.optional(recordId),
});
export type InteractionQuery = z.input<typeof interactionQuerySchema>;

export const interactionSchema = z.object({
  id: z.int(),
  userId: z.int(),
  seller: z.object({ email: z.string(), name: z.string(), companyName: z.nullable(z.string()) }),
  kind: z.enum(INTERACTION_KINDS),
  /** When the call or e-mail took place. */
  happenedAt: isoDateTime,
  /** Who staff spoke with or wrote to; empty when the seller themselves. */
  contact: z.string(),
  text: z.string(),
  /** The staff member who noted it; null once their account is gone. */
  notedBy: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Interaction = z.infer<typeof interactionSchema>;

export const interactionPageSchema = z.object({
  items: z.array(interactionSchema),
  /** The startId of the next page; null on the last page. */
  nextStartId: z.nullable(z.int()),
});
export type InteractionPage = z.infer<typeof interactionPageSchema>;

export const interactionBody = z.object({
  userId: recordId,
  kind: z.enum(INTERACTION_KINDS, { error: `must be one of ${INTERACTION_KINDS.join(', ')}` }),
  /** Not in the future; a note made later says when the call was. */
  happenedAt: isoDateTime,
  contact: z._default(text().check(z.trim(), z.maxLength(INTERACTION_CONTACT_MAX, { error: `must have at most ${INTERACTION_CONTACT_MAX} characters` })), ''),
  text: requiredText(INTERACTION_TEXT_MAX),
});
export type InteractionBody = z.input<typeof interactionBody>;

const interactionParams = z.object({ id: recordId });

export const interactionsApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'customer/interaction',
    summary: 'Calls and e-mails with sellers, newest noted first, a keyset page at a time',
    query: interactionQuerySchema,
    reply: interactionPageSchema,
  }),
  create: adminEndpoint({
    method: 'POST',
    path: 'customer/interaction',
    summary: 'Note a call or an e-mail with a seller',
    body: interactionBody,
    reply: interactionSchema,
  }),
  update: adminEndpoint({
    method: 'PUT',
    path: 'customer/interaction/:id',
    summary: 'Correct a noted call or e-mail',
    params: interactionParams,
    body: interactionBody,
    reply: interactionSchema,
  }),
  remove: adminEndpoint({
    method: 'DELETE',
    path: 'customer/interaction/:id',
    summary: 'Delete a noted call or e-mail',
    params: interactionParams,
  }),
};
