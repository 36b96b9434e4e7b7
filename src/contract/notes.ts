import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDateTime, recordId, requiredText } from './fields';

export const NOTE_MAX_LENGTH = 1000;

export const noteSchema = z.object({
  id: z.int(),
  text: z.string(),
  done: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Note = z.infer<typeof noteSchema>;

const noteParams = z.object({ id: recordId });

/** Account notes shown on the dashboard (spec 7.1). */
export const notesApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'user/note',
    summary: 'List account notes, open ones first, newest first',
    reply: z.array(noteSchema),
  }),
  add: sellerEndpoint({
    method: 'POST',
    path: 'user/note',
    summary: 'Add an account note',
    body: z.object({ text: requiredText(NOTE_MAX_LENGTH) }),
    reply: noteSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'user/note/:id',
    summary: 'Delete an account note',
    params: noteParams,
  }),
  markDone: sellerEndpoint({
    method: 'PUT',
    path: 'user/note/:id/done',
    summary: 'Mark a note done',
    params: noteParams,
    reply: noteSchema,
  }),
  markUndone: sellerEndpoint({
    method: 'PUT',
    path: 'user/note/:id/undone',
    summary: 'Mark a note not done',
    params: noteParams,
    reply: noteSchema,
  }),
};
