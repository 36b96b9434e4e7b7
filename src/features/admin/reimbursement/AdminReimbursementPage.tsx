import { Group, Pagination, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminReimbursementQueries } from '~/api/admin/reimbursement';
import { QueryStatus } from '~/components/QueryStatus';
import { SearchField } from '~/components/SearchField';
import { ADMIN_REIMBURSEMENT_TABS, type AdminClaimPage, type AdminReimbursementTab } from '~/contract';
import { formatCents } from '~/lib/money';
import { plural } from '~/lib/plural';
import { ClaimsTable } from './ClaimsTable';

export interface AdminReimbursementSearch {
  q?: string | undefined;
  page?: number | undefined;
}

interface AdminReimbursementPageProps {
  tab: AdminReimbursementTab;
  search: AdminReimbursementSearch;
  onTab: (tab: AdminReimbursementTab) => void;
  onSearch: (next: AdminReimbursementSearch) => void;
}

const TAB_LABELS: Record<AdminReimbursementTab, string> = { open: 'Open', claimed: 'Claimed', paid: 'Paid' };
const TAB_NOTES: Record<AdminReimbursementTab, string> = {
  open: 'Losses the seller can still claim, the soonest to close first.',
  claimed: 'Claims filed: waiting for the marketplace, or denied. Newest first.',
  paid: 'Losses reimbursed, by a claim or by the marketplace on its own. Newest first.',
};

function TabTotals({ tab, totals }: { tab: AdminReimbursementTab; totals: AdminClaimPage['totals'] }) {
  const total = totals[tab];
  const figures = [
    { label: 'Losses', value: total.count.toLocaleString('en-US') },
    { label: 'Sellers', value: total.sellers.toLocaleString('en-US') },
    { label: 'Units', value: total.units.toLocaleString('en-US') },
    tab === 'paid' ? { label: 'Paid', value: formatCents(total.amount) } : { label: 'Value', value: formatCents(total.value) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="tab-totals">
      {figures.map((figure) => (
        <div key={figure.label}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {figure.label}
          </Text>
          <Text size="lg" fw={700}>
            {figure.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** admin-panel/reimbursement/:tab?: every seller's losses and claims, by tab, across accounts. */
export function AdminReimbursementPage({ tab, search, onTab, onSearch }: AdminReimbursementPageProps) {
  const result = useQuery(adminReimbursementQueries.search({ tab, page: search.page ?? 0, ...(search.q ? { searchText: search.q } : {}) }));
  const data = result.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Reimbursements</Title>
        <Text size="sm" c="dimmed">
          Losses from sellers’ marketplace ledgers, as each seller’s report last copied them in.
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => value && onTab(value as AdminReimbursementTab)} keepMounted={false}>
        <Tabs.List>
          {ADMIN_REIMBURSEMENT_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {TAB_LABELS[key]}
              {data ? ` (${data.totals[key].count.toLocaleString('en-US')})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm">{TAB_NOTES[tab]}</Text>
      {data && <TabTotals tab={tab} totals={data.totals} />}
      <Group justify="space-between" align="flex-end">
        <SearchField value={search.q} placeholder="Seller, SKU, title, shipment, case" onSearch={(q) => onSearch({ q, page: undefined })} w={{ base: '100%', sm: 320 }} />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(data.total, 'loss', 'losses')}
            {search.q ? ' match' : ''}
          </Text>
        )}
      </Group>
      <QueryStatus query={result} what="reimbursement losses" rows={6} />
      {data && data.rows.length === 0 && <Text c="dimmed">{search.q ? 'No loss of this tab matches the search.' : 'No loss in this tab.'}</Text>}
      {data && data.rows.length > 0 && (
        <div style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
          <ClaimsTable rows={data.rows} />
        </div>
      )}
      {data && pages > 1 && (
        <Pagination total={pages} value={data.page + 1} onChange={(next) => onSearch({ ...search, page: next - 1 || undefined })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
      )}
    </Stack>
  );
}
