import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { attributeListApis, userListApi, type AttributeKind, type UserListQuery } from '~/contract';
import { UTF8_BOM } from '~/lib/csv';
import { saveFile } from '~/lib/saveFile';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

/** The admin users list (GET management/user), the lists its filters pick from, and its e-mail export. */
export const userListKeys = {
  all: [...adminKeys.all, 'userList'] as const,
  page: (query: UserListQuery) => [...userListKeys.all, query] as const,
  attributes: (kind: AttributeKind) => [...adminKeys.all, 'attributeList', kind] as const,
};

export const userListQueries = {
  page: (query: UserListQuery) =>
    queryOptions({
      queryKey: userListKeys.page(query),
      queryFn: () => adminClient.call(userListApi.list, { query }),
      // Another filter or page keeps the last rows on screen, dimmed, until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
  attributes: (kind: AttributeKind) =>
    queryOptions({ queryKey: userListKeys.attributes(kind), queryFn: () => adminClient.call(attributeListApis[kind].list), staleTime: 60_000 }),
  /** GET user/list: the sellers whose e-mail, name or company holds what staff typed, for a picker. */
  picker: (searchText: string) =>
    queryOptions({
      queryKey: [...userListKeys.all, 'picker', searchText] as const,
      queryFn: () => adminClient.call(userListApi.picker, { query: { ...(searchText ? { searchText } : {}), limit: 20 } }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
};

/** Every e-mail the filters match, as CSV, saved with a BOM so spreadsheets read UTF-8. */
export function useExportUserEmails() {
  return useMutation({
    mutationFn: (query: UserListQuery) => adminClient.call(userListApi.exportEmails, { query }),
    onSuccess: ({ csv, fileName }) => saveFile(UTF8_BOM + csv, fileName, 'text/csv;charset=utf-8'),
  });
}
