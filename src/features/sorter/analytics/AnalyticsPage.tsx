import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { REPORT_PERIOD_LABELS, REPORT_PERIODS } from '~/contract/sorter';
import { presetRange } from './dateRange';
import { DateRangeBar } from './DateRangeBar';
import { GateReport } from './GateReport';
import { PeriodReport } from './PeriodReport';

/** What the sorter sorted: the gate report and the period reports, over one date range. */
export function AnalyticsPage() {
  const [range, setRange] = useState(() => presetRange('last7'));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          Sorter analytics
        </Title>
        <Anchor component={Link} to="/sorter" size="sm">
          Scan screen
        </Anchor>
      </Group>
      <DateRangeBar range={range} onChange={setRange} />
      <Tabs defaultValue="gates" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="gates">Gate report</Tabs.Tab>
          {REPORT_PERIODS.map((period) => (
            <Tabs.Tab key={period} value={period}>
              {REPORT_PERIOD_LABELS[period]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="gates" pt="md">
          <GateReport range={range} />
        </Tabs.Panel>
        {REPORT_PERIODS.map((period) => (
          <Tabs.Panel key={period} value={period} pt="md">
            <PeriodReport range={range} period={period} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
