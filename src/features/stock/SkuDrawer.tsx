import { Badge, Drawer, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { MARKETPLACE_SELLER_ID, referencePriceOf, type StockDetail } from '~/contract';
import { stockQueries } from '~/api/stock/queries';
import { CONDITION_LABELS, conditionOf, money } from './stockColumns';
import { PriceHistoryChart } from './PriceHistoryChart';
import { ReferencePriceField } from './ReferencePriceField';

const days = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'day' : 'days'}`;

interface SkuDrawerProps {
  /** The SKU named by the address; the drawer is closed without one. */
  sku: string | undefined;
  salesHidden: boolean;
  onClose(): void;
}

/** One SKU's figures, the offers on its book now and its price history, over the table. */
export function SkuDrawer({ sku, salesHidden, onClose }: SkuDrawerProps) {
  return (
    <Drawer opened={sku !== undefined} onClose={onClose} position="right" size="xl" title={sku ? `SKU ${sku}` : 'SKU'}>
      {sku !== undefined && <SkuDetail sku={sku} salesHidden={salesHidden} />}
    </Drawer>
  );
}

function SkuDetail({ sku, salesHidden }: { sku: string; salesHidden: boolean }) {
  const detail = useQuery(stockQueries.detail(sku));
  if (!detail.data) return <QueryStatus query={detail} what="SKU" missing={{ record: `SKU ${sku}`, backTo: '/my-pricer', backLabel: 'Back to the stock' }} />;
  const { sku: row, offers } = detail.data;
  const hideSales = salesHidden || detail.data.salesHidden;
  const figures: [string, string][] = [
    ['Title', row.title],
    ['ASIN / ISBN', `${row.asin} / ${row.isbn13}`],
    ['Channel', row.channel],
    ['Condition', conditionOf(row)],
    ['Price', money(row.price)],
    ['Min / max', `${money(row.minPrice)} / ${money(row.maxPrice)}`],
    ['Reference price', `${money(referencePriceOf(row))}${row.referencePrice === null ? ' (the price now, until the repricer first moves it)' : ''}`],
    ['Active / inbound / reserved', `${row.activeQty} / ${row.inboundQty} / ${row.reservedQty}`],
    ['Age', days(row.ageDays)],
    ...(hideSales ? [] : [['Sold days', row.soldDays === null ? 'Never sold' : `${days(row.soldDays)} ago`] as [string, string]]),
    ['ASR (sales rank)', row.salesRank === null ? '—' : row.salesRank.toLocaleString('en-US')],
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <ReferencePriceField key={`${row.sku}:${row.referencePrice}`} row={row} />
      <PriceHistoryChart sku={row} />
      <Title order={3} size="h5">
        Offers now ({offers.length})
      </Title>
      <OffersTable offers={offers} />
    </Stack>
  );
}

function OffersTable({ offers }: { offers: StockDetail['offers'] }) {
  if (offers.length === 0) return <Text size="sm">No offers on this book right now.</Text>;
  return (
    <ResponsiveTable minWidth={480} aria-label="Offers now" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Seller</Table.Th>
          <Table.Th>Channel</Table.Th>
          <Table.Th>Condition</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Shipping</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offers.map((offer, index) => (
          <Table.Tr key={`${offer.sellerId}-${index}`} data-buy-box={offer.buyBox || undefined}>
            <Cell label="Seller" kind="main">
              {offer.sellerId === MARKETPLACE_SELLER_ID ? 'Marketplace' : offer.sellerName}{' '}
              {offer.buyBox && <Badge size="xs" color="green">Buy box</Badge>}
            </Cell>
            <Cell label="Channel">{offer.channel}</Cell>
            <Cell label="Condition">{offer.condition === 'new' ? 'New' : `${CONDITION_LABELS[offer.condition]} – ${CONDITION_LABELS[offer.subCondition]}`}</Cell>
            <Cell label="Price" ta="right">{money(offer.price)}</Cell>
            <Cell label="Shipping" ta="right">{money(offer.shipping)}</Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
