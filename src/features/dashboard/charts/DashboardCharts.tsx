// The charts' own styles travel with them, in this lazily loaded chunk: the sign-in page never pays for them.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import type { Channel } from '~/contract';
import type { RepricingDay, SalesDay } from '~/contract/dashboard';
import { formatCount } from '~/lib/numberText';
import { shortDay } from '../dayWindow';
import { CHANNEL_COLORS, CHANNEL_LABELS, CHART_HEIGHT, REPRICING_SERIES, SALES_SERIES, type Series } from './chartSeries';

/**
 * The dashboard's charts (@mantine/charts over recharts), loaded only when one is drawn. Each is a
 * picture for sighted readers, hidden from assistive technology: recharts' keyboard layer is off,
 * and the card around it gives the same figures as a sentence and a table, and the legend.
 */

interface DayBarsProps<Day extends { date: string }> {
  days: readonly Day[];
  series: Series<string>[];
  stacked?: boolean;
}

function DayBars<Day extends { date: string }>({ days, series, stacked = false }: DayBarsProps<Day>) {
  return (
    <BarChart
      aria-hidden
      h={CHART_HEIGHT}
      data={days.map((day) => ({ ...day, day: shortDay(day.date) }))}
      dataKey="day"
      type={stacked ? 'stacked' : 'default'}
      series={series}
      tickLine="y"
      valueFormatter={formatCount}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      yAxisProps={{ allowDecimals: false, width: 48 }}
      accessibilityLayer={false}
      tooltipAnimationDuration={0}
    />
  );
}

export function RepricingChart({ days }: { days: readonly RepricingDay[] }) {
  return <DayBars days={days} series={REPRICING_SERIES} stacked />;
}

export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  return <DayBars days={days} series={SALES_SERIES} />;
}

/** Units by channel, the total in the middle; its legend is the card's (it wraps where recharts' would not). */
export function ChannelDonut({ units }: { units: { channel: Channel; units: number }[] }) {
  const total = units.reduce((sum, entry) => sum + entry.units, 0);
  return (
    <DonutChart
      aria-hidden
      size={150}
      thickness={22}
      data={units.map((entry) => ({ name: CHANNEL_LABELS[entry.channel], value: entry.units, color: CHANNEL_COLORS[entry.channel] }))}
      chartLabel={`${formatCount(total)} units`}
      valueFormatter={formatCount}
      accessibilityLayer={false}
      tooltipDataSource="segment"
      // recharts makes the pie itself focusable, which a hidden picture must not be.
      pieProps={{ rootTabIndex: -1 }}
      mx="auto"
    />
  );
}
