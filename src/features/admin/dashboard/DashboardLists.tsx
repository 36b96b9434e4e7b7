import { Pagination, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminDashboardQueries } from '~/api/admin/dashboard';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { ChurnRow, DashboardPage, RefundRow, SignUpRow } from '~/contract/admin/dashboard';
import { formatMoney } from '~/contract/currencies';
import { UNSUBSCRIBE_REASON_LABELS, type UnsubscribeReason } from '~/contract';
import { formatDateTime } from '~/lib/dates';
import { plural } from '~/lib/plural';
import { SellerLink } from '../SellerLink';
import type { DashboardList, UtcRange } from './dashboardSearch';

interface ListsProps {
  range: UtcRange;
  list: DashboardList;
  page: number;
  onChange: (next: { list?: DashboardList; page?: number }) => void;
}

const LIST_LABELS: Record<DashboardList, string> = { signups: 'Sign-ups', churn: 'Churned subscriptions', refunds: 'Refunds' };

/** The rows behind the figures, one list at a time, a page at a time; the list and page are in the address. */
export function DashboardLists({ range, list, page, onChange }: ListsProps) {
  const query = { ...range, page };
  return (
    <Tabs value={list} onChange={(value) => onChange({ list: value as DashboardList, page: 0 })} keepMounted={false}>
      <Tabs.List>
        {(Object.keys(LIST_LABELS) as DashboardList[]).map((key) => (
          <Tabs.Tab key={key} value={key}>
            {LIST_LABELS[key]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="signups" pt="sm">
        <SignUps query={query} onPage={(next) => onChange({ page: next })} />
      </Tabs.Panel>
      <Tabs.Panel value="churn" pt="sm">
        <Churn query={query} onPage={(next) => onChange({ page: next })} />
      </Tabs.Panel>
      <Tabs.Panel value="refunds" pt="sm">
        <Refunds query={query} onPage={(next) => onChange({ page: next })} />
      </Tabs.Panel>
    </Tabs>
  );
}

type ListQuery = UtcRange & { page: number };

function Paged<Row>({ result, what, onPage, children }: { result: UseQueryResult<DashboardPage<Row>>; what: [string, string]; onPage: (page: number) => void; children: (rows: Row[]) => ReactNode }) {
  const data = result.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <Stack gap="sm">
      <QueryStatus query={result} what={what[1]} rows={5} />
      {data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(data.total, what[0], what[1])} in these days
          </Text>
          {data.rows.length > 0 && <div style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>{children(data.rows)}</div>}
          {pages > 1 && (
            <Pagination total={pages} value={data.page + 1} onChange={(next) => onPage(next - 1)} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          )}
        </>
      )}
    </Stack>
  );
}

function SignUps({ query, onPage }: { query: ListQuery; onPage: (page: number) => void }) {
  const result = useQuery(adminDashboardQueries.signUps(query));
  return (
    <Paged result={result} what={['sign-up', 'sign-ups']} onPage={onPage}>
      {(rows: SignUpRow[]) => (
        <ResponsiveTable minWidth={640} striped aria-label="Sign-ups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seller</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Signed up</Table.Th>
              <Table.Th>Active plans now</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Cell label="Seller" kind="main">
                  <SellerLink userId={row.userId} email={row.email} name={row.name} deleted={row.deleted} />
                </Cell>
                <Cell label="Company">{row.company ?? '–'}</Cell>
                <Cell label="Signed up">{formatDateTime(row.registeredAt)}</Cell>
                <Cell label="Active plans now">{row.activePlans.length === 0 ? 'None' : row.activePlans.join(', ')}</Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Paged>
  );
}

function Churn({ query, onPage }: { query: ListQuery; onPage: (page: number) => void }) {
  const result = useQuery(adminDashboardQueries.churn(query));
  return (
    <Paged result={result} what={['churned subscription', 'churned subscriptions']} onPage={onPage}>
      {(rows: ChurnRow[]) => (
        <ResponsiveTable minWidth={760} striped aria-label="Churned subscriptions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seller</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>What happened</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Cell label="Seller" kind="main">
                  <SellerLink userId={row.userId} email={row.email} name={row.name} deleted={row.deleted} />
                </Cell>
                <Cell label="Plan">{row.plan}</Cell>
                <Cell label="What happened">{row.type === 'Unsubscribed' ? 'Cancelled' : 'Frozen (renewal unpaid)'}</Cell>
                <Cell label="When">{formatDateTime(row.at)}</Cell>
                <Cell label="Reason">
                  <ChurnReason row={row} />
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Paged>
  );
}

function ChurnReason({ row }: { row: ChurnRow }) {
  // The seller's reason is one of the cancel form's codes: shown as the form words it.
  const said = row.sellerReason ? (UNSUBSCRIBE_REASON_LABELS[row.sellerReason as UnsubscribeReason] ?? row.sellerReason) : null;
  const seller = [said, row.sellerComment].filter(Boolean).join(': ');
  if (!seller && !row.staffReason) return <>–</>;
  return (
    <Stack gap={0}>
      {seller && <Text size="sm">Seller: {seller}</Text>}
      {row.staffReason && <Text size="sm">Filed by staff: {row.staffReason}</Text>}
    </Stack>
  );
}

function Refunds({ query, onPage }: { query: ListQuery; onPage: (page: number) => void }) {
  const result = useQuery(adminDashboardQueries.refunds(query));
  return (
    <Paged result={result} what={['refund', 'refunds']} onPage={onPage}>
      {(rows: RefundRow[]) => (
        <ResponsiveTable minWidth={760} striped aria-label="Refunds">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seller</Table.Th>
              <Table.Th>Credit note</Table.Th>
              <Table.Th>Invoice</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Settled</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Cell label="Seller" kind="main">
                  <SellerLink userId={row.userId} email={row.email} name={row.name} deleted={row.deleted} />
                </Cell>
                <Cell label="Credit note">{row.creditNoteNumber}</Cell>
                <Cell label="Invoice">{row.invoiceNumber}</Cell>
                <Cell label="Amount" ta="right">
                  {formatMoney(row.amount, row.currency)}
                </Cell>
                <Cell label="Settled">{formatDateTime(row.settledAt)}</Cell>
                <Cell label="Reason">{row.reason}</Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Paged>
  );
}
