import { queryOptions } from '@tanstack/react-query';
import { notesApi } from '~/contract/notes';
import { sellerClient } from '../clients';

export const noteKeys = {
  all: ['notes'] as const,
  list: () => [...noteKeys.all, 'list'] as const,
};

export const noteQueries = {
  list: () => queryOptions({ queryKey: noteKeys.list(), queryFn: () => sellerClient.call(notesApi.list) }),
};
