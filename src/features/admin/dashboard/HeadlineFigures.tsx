import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminDashboard } from '~/contract/admin/dashboard';
import { formatMoney } from '~/contract/currencies';
import { formatCount } from '~/lib/numberText';
import { plural } from '~/lib/plural';

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail: ReactNode }) {
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={label}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={24} fw={700} lh={1.2} data-testid={`figure-${label}`} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value));
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The range in five numbers; money in each currency it came in, never converted. */
export function HeadlineFigures({ dashboard }: { dashboard: AdminDashboard }) {
  const { totals, money } = dashboard;
  const churned = totals.unsubscribed + totals.frozen;
  const moneyLines = (pick: 'revenue' | 'refunds') => money.filter((entry, index) => index === 0 || entry[pick] > 0).map((entry) => formatMoney(entry[pick], entry.currency)).join(' · ');
  const paidInvoices = money.reduce((sum, entry) => sum + entry.paidInvoices, 0);
  const refundCount = money.reduce((sum, entry) => sum + entry.refundCount, 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
      <Figure label="Sign-ups" value={formatCount(totals.signUps)} detail="Accounts created" />
      <Figure
        label="Active subscriptions"
        value={formatCount(totals.activeAtEnd)}
        detail={`${signed(totals.activeAtEnd - totals.activeAtStart)} from ${formatCount(totals.activeAtStart)} at the start`}
      />
      <Figure label="Revenue" value={moneyLines('revenue')} detail={`${plural(paidInvoices, 'invoice')} paid`} />
      <Figure label="Refunds" value={moneyLines('refunds')} detail={plural(refundCount, 'refund')} />
      <Figure
        label="Churn"
        value={formatCount(churned)}
        detail={`${formatCount(totals.unsubscribed)} cancelled, ${formatCount(totals.frozen)} frozen${totals.activeAtStart > 0 ? `; ${percent.format(churned / totals.activeAtStart)} of those active at the start` : ''}`}
      />
    </SimpleGrid>
  );
}
