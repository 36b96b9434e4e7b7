import { Grid, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '~/api/dashboard/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { InventoryAverage } from '~/contract/dashboard';
import { formatCount } from '~/lib/numberText';
import { plural } from '~/lib/plural';
import { ChartFrame } from './charts/ChartFrame';
import { CHANNEL_COLORS, CHANNEL_LABELS } from './charts/chartSeries';
import { ChannelDonut } from './charts/lazyCharts';
import { SeriesLegend } from './charts/SeriesLegend';
import { figuresShown, figureText } from './inventoryFigures';

function AverageTiles({ data }: { data: InventoryAverage }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="inventory-averages">
      {figuresShown(data.salesHidden).map((figure) => (
        <Paper key={figure.key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={650} size="lg">
            {figureText(figure, data.all)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The same averages per channel: the figures of the donut, and the table a screen reader reads. */
function ChannelTable({ data }: { data: InventoryAverage }) {
  const figures = figuresShown(data.salesHidden);
  return (
    <ResponsiveTable minWidth={620} aria-label="Stock averages by channel">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Channel</Table.Th>
          <Table.Th>SKUs</Table.Th>
          <Table.Th>Units</Table.Th>
          {figures.map((figure) => (
            <Table.Th key={figure.key}>{figure.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.byChannel.map((row) => (
          <Table.Tr key={row.channel}>
            <Cell kind="main" label="Channel">
              {CHANNEL_LABELS[row.channel]}
            </Cell>
            <Cell label="SKUs">{formatCount(row.skus)}</Cell>
            <Cell label="Units">{formatCount(row.units)}</Cell>
            {figures.map((figure) => (
              <Cell key={figure.key} label={figure.label}>
                {figureText(figure, row)}
              </Cell>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** inventory/average: what the seller's stock looks like on average, in all and per channel. */
export function InventoryCard() {
  const inventory = useQuery(dashboardQueries.inventoryAverage());
  const data = inventory.data;
  return (
    <SectionCard
      title="Your stock on average"
      description={
        data && data.all.skus > 0 ? `Over the ${plural(data.all.skus, 'SKU')} that hold units, ${plural(data.all.units, 'unit')} in all.` : undefined
      }
    >
      <QueryStatus query={inventory} what="stock averages" rows={4} />
      {data?.all.skus === 0 && (
        <Text size="sm" c="dimmed">
          No stock yet. Your books show here once they are on the marketplace.
        </Text>
      )}
      {data && data.all.skus > 0 && (
        <>
          <Grid gap="md" align="center">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <AverageTiles data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Stack gap="xs">
                <ChartFrame height={150}>
                  <ChannelDonut units={data.byChannel} />
                </ChartFrame>
                <SeriesLegend
                  series={data.byChannel.map((row) => ({ label: `${CHANNEL_LABELS[row.channel]}: ${plural(row.units, 'unit')}`, color: CHANNEL_COLORS[row.channel] }))}
                />
              </Stack>
            </Grid.Col>
          </Grid>
          <ChannelTable data={data} />
        </>
      )}
    </SectionCard>
  );
}
