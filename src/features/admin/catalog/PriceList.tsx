import { Group, Text } from '@mantine/core';
import { formatMoney } from '~/contract/currencies';
import type { PlanPrice } from '~/contract/payments';

/** A plan's prices side by side, each kept whole where the row wraps. */
export function PriceList({ prices }: { prices: PlanPrice[] }) {
  return (
    <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 2 }}>
      {prices.map((price) => (
        <Text key={price.currency} component="li" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(price.amountCents, price.currency)}
        </Text>
      ))}
    </Group>
  );
}
