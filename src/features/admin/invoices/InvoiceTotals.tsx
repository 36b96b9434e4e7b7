import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '~/contract/currencies';
import type { AdminInvoiceMeta, InvoiceCurrencyTotals } from '~/contract';
import { plural } from '~/lib/plural';

const FIGURES: { key: keyof Omit<InvoiceCurrencyTotals, 'currency' | 'count'>; label: string }[] = [
  { key: 'billedCents', label: 'Billed' },
  { key: 'paidCents', label: 'Paid' },
  { key: 'refundedCents', label: 'Refunded' },
  { key: 'failedCents', label: 'Failed' },
];

/** The filtered invoices' totals, one card per currency: amounts of two currencies are never added. */
export function InvoiceTotals({ meta }: { meta: AdminInvoiceMeta }) {
  if (meta.currencies.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(meta.currencies.length, 3) }} spacing="sm" aria-label="Totals of the invoices shown">
      {meta.currencies.map((totals) => (
        <Paper key={totals.currency} withBorder p="sm" radius="md" aria-label={`Totals in ${totals.currency}`}>
          <Text size="sm" fw={700}>
            {totals.currency} · {plural(totals.count, 'invoice')}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt={4}>
            {FIGURES.map(({ key, label }) => (
              <div key={key}>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                  {label}
                </Text>
                <Text size="md" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(totals[key], totals.currency)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
