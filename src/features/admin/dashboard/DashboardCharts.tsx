import { Grid, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminDashboard } from '~/contract/admin/dashboard';
import { formatMoney, minorToMajor, type Currency } from '~/contract/currencies';
import { DayChartCard, type DayRow } from './DayChartCard';

/** Colours for the plans' series, in order; Mantine names, drawn at shade 7 (3:1 on white). */
const PLAN_COLORS = ['blue', 'teal', 'violet', 'orange', 'cyan', 'grape', 'indigo', 'pink', 'lime', 'red', 'green', 'yellow'];

/** The dashboard's charts: sign-ups, churn, active subscriptions per plan, and money per currency. */
export function DashboardCharts({ dashboard, stale }: { dashboard: AdminDashboard; stale: boolean }) {
  const [chosenCurrency, setCurrency] = useState<Currency>('USD');
  const money = dashboard.money.find((entry) => entry.currency === chosenCurrency) ?? dashboard.money[0]!;
  const planSeries = dashboard.plans.map((plan, index) => ({ name: `plan${plan.id}`, label: plan.name, color: PLAN_COLORS[index % PLAN_COLORS.length]! }));
  const activeDays: DayRow[] = dashboard.days.map((day) => ({
    date: day.date,
    ...Object.fromEntries(dashboard.plans.map((plan, index) => [`plan${plan.id}`, day.active[index] ?? 0])),
  }));
  const formatAmount = (value: number) => formatMoney(value, money.currency);
  const major = (value: number) => minorToMajor(value, money.currency);
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DayChartCard
            title="Sign-ups by day"
            description="Accounts created each UTC day."
            days={dashboard.days}
            series={[{ name: 'signUps', label: 'Sign-ups', color: 'blue' }]}
            empty="No account was created in these days."
            stale={stale}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DayChartCard
            title="Churn by day"
            description="Subscriptions that stopped being active: cancelled, or frozen for an unpaid renewal."
            days={dashboard.days}
            series={[
              { name: 'unsubscribed', label: 'Cancelled', color: 'red' },
              { name: 'frozen', label: 'Frozen', color: 'orange' },
            ]}
            empty="No subscription ended in these days."
            stale={stale}
          />
        </Grid.Col>
      </Grid>
      <DayChartCard
        title="Active subscriptions by plan"
        description="Subscriptions active at the end of each UTC day, per product or bundle."
        days={activeDays}
        series={planSeries}
        empty="No subscription was active in these days."
        stale={stale}
      />
      {dashboard.money.length > 1 && (
        <SegmentedControl
          aria-label="Currency"
          value={money.currency}
          onChange={(value) => setCurrency(value as Currency)}
          data={dashboard.money.map((entry) => entry.currency)}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DayChartCard
            title={`Revenue by day (${money.currency})`}
            description="Invoices paid each UTC day, tax included, before refunds."
            days={money.days}
            series={[{ name: 'revenue', label: 'Revenue', color: 'teal' }]}
            format={formatAmount}
            scale={major}
            empty={`No invoice was paid in ${money.currency} in these days.`}
            stale={stale}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DayChartCard
            title={`Refunds by day (${money.currency})`}
            description="Refunds the payment processor confirmed each UTC day."
            days={money.days}
            series={[{ name: 'refunds', label: 'Refunds', color: 'grape' }]}
            format={formatAmount}
            scale={major}
            empty={`No refund in ${money.currency} in these days.`}
            stale={stale}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
