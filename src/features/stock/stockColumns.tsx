import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { VirtualColumn } from '~/components/virtualTable';
import type { StockColumn, StockSku, StockSortField } from '~/contract';
import { formatCount, formatNumber, MONEY } from '~/lib/numberText';
import { BoundCell } from './BoundCell';

export const money = (cents: number | null) => (cents === null ? '—' : formatNumber(cents, MONEY));
const count = (value: number | null) => (value === null ? '—' : formatCount(value));

export const CONDITION_LABELS: Record<string, string> = {
  new: 'New',
  used: 'Used',
  collectible: 'Collectible',
  likenew: 'Like new',
  verygood: 'Very good',
  good: 'Good',
  acceptable: 'Acceptable',
};
export const conditionOf = (row: Pick<StockSku, 'condition' | 'subCondition'>) =>
  row.condition === 'new' ? 'New' : `${CONDITION_LABELS[row.condition]} – ${CONDITION_LABELS[row.subCondition]}`;

type Column = VirtualColumn<StockSku> & { key: StockColumn; sortField?: StockSortField };

/**
 * Every column the table can show, in the order it shows them; the settings pick which show. What a
 * seller prices by (price, bounds, age, sales, rank) comes right after the SKU and title, so it is
 * in view without scrolling sideways at 1024 px and wider. Widths are fixed: each row is a grid of
 * its own, so a flexible track would size differently in each row and in the header.
 */
export const STOCK_TABLE_COLUMNS: readonly Column[] = [
  {
    key: 'sku',
    header: 'SKU',
    width: '120px',
    render: (row) => (
      <Anchor size="sm" renderRoot={(props) => <Link {...props} from="/my-pricer" to="/my-pricer" search={(previous) => ({ ...previous, sku: row.sku })} />}>
        {row.sku}
      </Anchor>
    ),
  },
  { key: 'title', header: 'Title', width: '195px', render: (row) => <span title={row.title}>{row.title}</span> },
  { key: 'price', header: 'Price', width: '85px', align: 'right', sortField: 'Price', render: (row) => money(row.price) },
  { key: 'minPrice', header: 'Min', width: '110px', render: (row) => <BoundCell row={row} bound="minPrice" /> },
  { key: 'maxPrice', header: 'Max', width: '110px', render: (row) => <BoundCell row={row} bound="maxPrice" /> },
  { key: 'ageDays', header: 'Age (days)', width: '125px', align: 'right', sortField: 'Age', render: (row) => count(row.ageDays) },
  { key: 'soldDays', header: 'Sold days', width: '120px', align: 'right', sortField: 'Sold Days', render: (row) => count(row.soldDays) },
  { key: 'salesRank', header: 'ASR', width: '105px', align: 'right', sortField: 'ASR', render: (row) => count(row.salesRank) },
  { key: 'activeQty', header: 'Active', width: '90px', align: 'right', sortField: 'Quantity', render: (row) => count(row.activeQty) },
  { key: 'condition', header: 'Condition', width: '150px', render: conditionOf },
  { key: 'channel', header: 'Channel', width: '90px', render: (row) => row.channel },
  { key: 'asin', header: 'ASIN', width: '120px', render: (row) => row.asin },
  { key: 'isbn13', header: 'ISBN', width: '130px', render: (row) => row.isbn13 },
  { key: 'inboundQty', header: 'Inbound', width: '90px', align: 'right', render: (row) => count(row.inboundQty) },
  { key: 'reservedQty', header: 'Reserved', width: '100px', align: 'right', render: (row) => count(row.reservedQty) },
  { key: 'listPrice', header: 'List price', width: '100px', align: 'right', render: (row) => money(row.listPrice) },
  { key: 'note', header: 'Note', width: '160px', render: (row) => row.note ?? '' },
  { key: 'location', header: 'Location', width: '110px', render: (row) => row.location ?? '' },
];

export const COLUMN_LABELS = Object.fromEntries(STOCK_TABLE_COLUMNS.map((column) => [column.key, column.header])) as Record<StockColumn, string>;

/** Sales figures are not shown to accounts with the hide-sales flag (spec 3.1). */
export const SALES_COLUMNS: readonly StockColumn[] = ['soldDays'];

export function visibleColumns(chosen: readonly StockColumn[], salesHidden: boolean) {
  return STOCK_TABLE_COLUMNS.filter((column) => chosen.includes(column.key) && !(salesHidden && SALES_COLUMNS.includes(column.key)));
}
