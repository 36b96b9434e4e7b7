import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { valueListEndpoints } from '~/contract';
import { showToast } from '~/lib/toast';
import { adminClient } from '../clients';

/**
 * A staff list (an attribute kind, the unsubscribe reasons): its query and its three writes, which
 * refresh the list and whatever else shows its values (`alsoShowing`: sellers' profiles, events).
 */
export type ValueListApi = ReturnType<typeof valueListEndpoints>;

export interface ValueList {
  api: ValueListApi;
  key: QueryKey;
  /** What people call one entry: "agent", "unsubscribe reason". */
  noun: string;
  alsoShowing: QueryKey[];
}

export const valueListQuery = (list: ValueList) => queryOptions({ queryKey: list.key, queryFn: () => adminClient.call(list.api.list) });

function useRefresh(list: ValueList) {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [list.key, ...list.alsoShowing]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useAddValue(list: ValueList) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: (value: string) => adminClient.call(list.api.create, { body: { value } }),
    onSuccess: (entry) => {
      refresh();
      showToast(`${entry.value} added.`, 'success');
    },
  });
}

export function useRenameValue(list: ValueList) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: string }) => adminClient.call(list.api.rename, { params: { id }, body: { value } }),
    onSuccess: (entry) => {
      refresh();
      showToast(`Renamed to ${entry.value}.`, 'success');
    },
  });
}

/** Deletes with confirm=true: the dialog has already said how many sellers lose it. */
export function useDeleteValue(list: ValueList) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: (id: number) => adminClient.call(list.api.remove, { params: { id }, query: { confirm: 'true' } }),
    onSuccess: ({ clearedFromSellers }) => {
      refresh();
      showToast(clearedFromSellers > 0 ? `Deleted, and cleared from ${clearedFromSellers} seller${clearedFromSellers === 1 ? '' : 's'}.` : 'Deleted.', 'success');
    },
  });
}
