import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { PRODUCT_LABELS, type StockPercentage, type SubscriptionStatus, type UserListRow, type UserSortField } from '~/contract';
import { SellerLink } from '../../SellerLink';
import { formatDay, money } from '../format';
import { SortButton, SortHeader, type Sorting } from './SortHeader';

const STATUS_COLORS: Record<SubscriptionStatus, string> = { ACTIVE: 'teal', FROZEN: 'blue', UNSUBSCRIBED: 'gray' };
const STATUS_WORDS: Record<SubscriptionStatus, string> = { ACTIVE: 'active', FROZEN: 'frozen', UNSUBSCRIBED: 'cancelled' };

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);

const STOCK_COLUMNS = [
  { field: 'NON_BOOK', short: 'Non-book', key: 'nonBook' },
  { field: 'FBA_BOOK', short: 'FBA', key: 'fbaBook' },
  { field: 'USED_BOOK', short: 'Used', key: 'usedBook' },
  { field: 'GLOBAL_MIN_REACHED', short: 'At min', key: 'globalMinReached' },
] as const satisfies readonly { field: UserSortField; short: string; key: StockPercentage }[];
const STOCK_SORTS: readonly UserSortField[] = STOCK_COLUMNS.map(({ field }) => field);

/** The four shares of the latest repricing run: non-books of all SKUs; FBA and used of books; at the global minimum of all. */
function Stock({ row }: { row: UserListRow }) {
  if (row.stockSkus === null) return <Text size="xs" c="dimmed">No repricing run yet</Text>;
  return (
    <Stack gap={0} title={`Of ${row.stockSkus.toLocaleString('en-US')} SKUs at the latest run`}>
      {STOCK_COLUMNS.map(({ key, short }) => (
        <Group key={key} justify="space-between" gap={4} wrap="nowrap">
          <Text span c="dimmed" size="xs">
            {short}
          </Text>
          <Text span size="xs">
            {percent(row.percentages[key])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Products({ row }: { row: UserListRow }) {
  if (row.products.length === 0) return <Text size="xs" c="dimmed">Never subscribed</Text>;
  return (
    <Group gap={4}>
      {row.paymentFailed && (
        <Badge color="red" variant="filled" size="sm">
          Payment failed
        </Badge>
      )}
      {row.products.map(({ product, status }) => (
        <Badge key={product} color={STATUS_COLORS[status]} variant="light" size="sm" title={`${PRODUCT_LABELS[product]}: ${STATUS_WORDS[status]}`}>
          {PRODUCT_LABELS[product]}
          {status === 'ACTIVE' ? '' : ` · ${STATUS_WORDS[status]}`}
        </Badge>
      ))}
    </Group>
  );
}

/** What else staff look for at a glance: affiliate, do-not-contact, calls noted, who referred them, care. */
function Flags({ row }: { row: UserListRow }) {
  const care = [row.agent && `Agent ${row.agent.value}`, row.community?.value, row.simpleAddress?.value].filter(Boolean).join(' · ');
  return (
    <Stack gap={2}>
      <Group gap={4}>
        {row.isAffiliate && <Badge size="sm" color="grape" variant="light">Affiliate</Badge>}
        {row.doNotContact && <Badge size="sm" color="orange" variant="light">Do not contact</Badge>}
        {row.interactions > 0 && <Badge size="sm" color="gray" variant="outline">{row.interactions} noted</Badge>}
      </Group>
      <Text size="xs" c="dimmed">
        Sessions {row.fbaSessions} FBA · {row.fbmSessions} FBM
      </Text>
      {row.referrer && <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>Referred by {row.referrer.email}</Text>}
      {care && <Text size="xs" c="dimmed">{care}</Text>}
      {row.unsubscribeReason && <Text size="xs" c="dimmed">Left: {row.unsubscribeReason}</Text>}
    </Stack>
  );
}

/** One page of sellers; each header sorts, each seller opens their page. */
export function UsersTable({ rows, sorting }: { rows: UserListRow[]; sorting: Sorting }) {
  return (
    <ResponsiveTable minWidth={960} verticalSpacing="xs" highlightOnHover aria-label="Sellers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={210} aria-sort={['EMAIL', 'NAME', 'COMPANY'].includes(sorting.field) ? (sorting.direction === 'ASC' ? 'ascending' : 'descending') : undefined}>
            <Group gap={6} wrap="wrap">
              <SortButton field="EMAIL" sorting={sorting}>Seller</SortButton>
              <SortButton field="NAME" sorting={sorting}>Name</SortButton>
              <SortButton field="COMPANY" sorting={sorting}>Company</SortButton>
            </Group>
          </Table.Th>
          <SortHeader field="REGISTERED" sorting={sorting}>Registered</SortHeader>
          <Table.Th w={200}>Products</Table.Th>
          <SortHeader field="INVOICE_QTY" sorting={sorting} ta="right">Invoices</SortHeader>
          <SortHeader field="LAST_MONTH" sorting={sorting} ta="right">Last month</SortHeader>
          <Table.Th w={160} aria-sort={STOCK_SORTS.includes(sorting.field) ? (sorting.direction === 'ASC' ? 'ascending' : 'descending') : undefined}>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              {STOCK_COLUMNS.map(({ field, short }) => (
                <SortButton key={field} field={field} sorting={sorting}>
                  {short}
                </SortButton>
              ))}
            </SimpleGrid>
          </Table.Th>
          <Table.Th w={180}>Notes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="user-row">
            <Cell label="Seller" kind="main">
              <SellerLink userId={row.id} email={row.email} name={[`${row.firstName} ${row.lastName}`, row.companyName].filter(Boolean).join(' · ')} />
            </Cell>
            <Cell label="Registered">{formatDay(row.registeredAt)}</Cell>
            <Cell label="Products">
              <Products row={row} />
            </Cell>
            <Cell label="Paid invoices" ta="right">
              {row.invoiceQty}
            </Cell>
            <Cell label="Paid last month" ta="right">
              {row.lastMonthCurrency ? money(row.lastMonth, row.lastMonthCurrency) : '—'}
            </Cell>
            <Cell label="Stock at the latest run">
              <Stock row={row} />
            </Cell>
            <Cell label="Notes">
              <Flags row={row} />
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
