import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stockQueries } from '~/api/stock/queries';
import { StepLineChart, type Guide } from '~/components/charts/StepLineChart';
import { QueryStatus } from '~/components/QueryStatus';
import { PRICE_HISTORY_DEFAULT_DAYS, referencePriceOf, type StockSku } from '~/contract';
import { money } from './stockColumns';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_MS = 86_400_000;

/**
 * A SKU's price over the last days (spec 7.7 price history), with its min, max and reference price
 * (what percentage default bounds rest on) as guide lines;
 * the last price holds until the history was read. With no change in that time the price held
 * all along, so the chart shows it flat rather than nothing.
 */
export function PriceHistoryChart({ sku }: { sku: Pick<StockSku, 'sku' | 'price' | 'minPrice' | 'maxPrice' | 'referencePrice'> }) {
  const history = useQuery(stockQueries.history(sku.sku));
  const guides: Guide[] = [];
  if (sku.minPrice !== null) guides.push({ label: 'Min', value: sku.minPrice, color: 'orange' });
  if (sku.maxPrice !== null) guides.push({ label: 'Max', value: sku.maxPrice, color: 'grape' });
  guides.push({ label: 'Reference', value: referencePriceOf(sku), color: 'teal' });
  const readAt = history.dataUpdatedAt;
  const changes = history.data?.points.map((point) => ({ at: Date.parse(point.at), value: point.price })) ?? [];
  const points = changes.length > 0 ? changes : [{ at: readAt - PRICE_HISTORY_DEFAULT_DAYS * DAY_MS, value: sku.price }];
  return (
    <section aria-label="Price history" data-testid="price-history">
      <Title order={3} size="h5" mb="xs">
        Price history, last {PRICE_HISTORY_DEFAULT_DAYS} days
      </Title>
      {!history.data ? (
        <QueryStatus query={history} what="price history" />
      ) : (
        <>
          {changes.length === 0 && (
            <Text size="sm" mb="xs">
              No price changes in this time: the price held at {money(sku.price)}.
            </Text>
          )}
          <StepLineChart
            title={`Price of ${sku.sku} over time`}
            points={points}
            guides={guides}
            formatValue={money}
            formatTime={(at) => dateFormat.format(at)}
            until={readAt}
          />
        </>
      )}
    </section>
  );
}
