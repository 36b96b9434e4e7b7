import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Note } from '~/contract';
import { notesApi } from '~/contract/notes';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { noteKeys } from './queries';

/** Open notes first, newest first: the server's order, kept when a note changes locally. */
function sortNotes(notes: Note[]): Note[] {
  return [...notes].sort(
    (a, b) => Number(a.done) - Number(b.done) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
}

function useNoteCache() {
  const queryClient = useQueryClient();
  return {
    update(change: (notes: Note[]) => Note[]) {
      queryClient.setQueryData<Note[]>(noteKeys.list(), (notes) => (notes ? sortNotes(change(notes)) : notes));
    },
    invalidate: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  };
}

export function useAddNote() {
  const cache = useNoteCache();
  return useMutation({
    mutationFn: (text: string) => sellerClient.call(notesApi.add, { body: { text } }),
    onSuccess: (note) => {
      cache.update((notes) => [note, ...notes]);
      showToast('Note added.', 'success');
    },
  });
}

/** Ticks the box at once; if the server refuses, the box goes back and the catalogue says why. */
export function useSetNoteDone() {
  const queryClient = useQueryClient();
  const cache = useNoteCache();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      sellerClient.call(done ? notesApi.markDone : notesApi.markUndone, { params: { id } }),
    onMutate: async ({ id, done }) => {
      await queryClient.cancelQueries({ queryKey: noteKeys.list() });
      const before = queryClient.getQueryData<Note[]>(noteKeys.list());
      cache.update((notes) => notes.map((note) => (note.id === id ? { ...note, done } : note)));
      return { before };
    },
    onSuccess: (note) => cache.update((notes) => notes.map((existing) => (existing.id === note.id ? note : existing))),
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(noteKeys.list(), context.before);
      void cache.invalidate();
    },
  });
}

export function useDeleteNote() {
  const cache = useNoteCache();
  return useMutation({
    mutationFn: (id: number) => sellerClient.call(notesApi.remove, { params: { id } }),
    onSuccess: (_nothing, id) => {
      cache.update((notes) => notes.filter((note) => note.id !== id));
      showToast('Note deleted.', 'success');
    },
    onError: cache.invalidate,
  });
}
