import { Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useExportUserEmails, userListQueries } from '~/api/admin/userList';
import { QueryStatus } from '~/components/QueryStatus';
import { USER_LIST_PAGE_SIZE_DEFAULT, USER_SORT_FIELDS, type UserSortField } from '~/contract';
import { plural } from '~/lib/plural';
import { SellerListActions } from '../SellerListActions';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';
import { activeFilters, exportQueryOf, listQueryOf, PAGE_SIZES, type UsersSearch } from './usersSearch';

interface UsersPageProps {
  search: UsersSearch;
  /** Changes the address (the list's query). */
  onSearch(next: Partial<UsersSearch>): void;
}

const SORT_LABELS: Record<UserSortField, string> = {
  REGISTERED: 'Registered',
  EMAIL: 'E-mail',
  NAME: 'Name',
  COMPANY: 'Company',
  INVOICE_QTY: 'Paid invoices',
  LAST_MONTH: 'Paid last month',
  NON_BOOK: 'Non-books',
  FBA_BOOK: 'FBA books',
  USED_BOOK: 'Used books',
  GLOBAL_MIN_REACHED: 'At the global minimum',
};

/** admin-panel/users: every seller, filtered by spec 3.7's query, sorted and paged, all of it in the address. */
export function UsersPage({ search, onSearch }: UsersPageProps) {
  const users = useQuery(userListQueries.page(listQueryOf(search)));
  const exportEmails = useExportUserEmails();
  const data = users.data;
  const filtered = activeFilters(search).length > 0;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const filter = (next: Partial<UsersSearch>) => onSearch({ ...next, page: undefined });
  const sorting = {
    field: search.sortField ?? 'REGISTERED',
    direction: search.sortDirection ?? 'DESC',
    onSort: (sortField: UserSortField, sortDirection: 'ASC' | 'DESC') => onSearch({ sortField, sortDirection, page: undefined }),
  } as const;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ flex: '1 1 24rem' }}>
          <Title order={2}>Users</Title>
          <Text size="sm" c="dimmed">
            Every seller, with what they pay for and how they use Folio. Filters, order and page stay in the address: a reload or a shared link shows the same list.
          </Text>
        </div>
        <SellerListActions />
      </Group>
      <UserFilters search={search} onChange={filter} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="user-count" data-settled={!users.isFetching}>
          {data ? `${plural(data.total, 'seller', 'sellers')}${filtered ? ' match' : ''}` : ' '}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Sort by"
            data={USER_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] }))}
            value={sorting.field}
            allowDeselect={false}
            onChange={(field) => field && sorting.onSort(field as UserSortField, sorting.direction)}
            w={190}
          />
          <Select
            label="Order"
            data={[
              { value: 'DESC', label: 'Descending' },
              { value: 'ASC', label: 'Ascending' },
            ]}
            value={sorting.direction}
            allowDeselect={false}
            onChange={(direction) => direction && sorting.onSort(sorting.field, direction as 'ASC' | 'DESC')}
            w={140}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={exportEmails.isPending}
            disabled={!data || data.total === 0}
            onClick={() => exportEmails.mutate(exportQueryOf(search))}
          >
            Export e-mails
          </Button>
        </Group>
      </Group>
      <QueryStatus query={users} what="users" rows={8} />
      {data && data.rows.length === 0 && (
        <Text c="dimmed" data-testid="no-users">
          {filtered ? 'No seller matches these filters.' : data.total > 0 ? 'No sellers on this page.' : 'No sellers yet.'}
        </Text>
      )}
      {data && data.rows.length > 0 && (
        <div style={{ opacity: users.isPlaceholderData ? 0.5 : 1 }}>
          <UsersTable rows={data.rows} sorting={sorting} />
        </div>
      )}
      {data && data.total > PAGE_SIZES[0] && (
        <Group justify="space-between" wrap="wrap">
          <Select
            label="Per page"
            data={PAGE_SIZES.map(String)}
            value={String(search.pageSize ?? USER_LIST_PAGE_SIZE_DEFAULT)}
            allowDeselect={false}
            onChange={(size) => filter({ pageSize: Number(size) as UsersSearch['pageSize'] })}
            w={110}
          />
          {pageCount > 1 && (
            <Pagination total={pageCount} value={data.page + 1} onChange={(next) => onSearch({ page: next - 1 || undefined })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          )}
        </Group>
      )}
    </Stack>
  );
}
