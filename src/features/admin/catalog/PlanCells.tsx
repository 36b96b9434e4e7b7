import { Badge, Group, Text } from '@mantine/core';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import type { CatalogPlan } from '~/contract/admin/catalog';
import { formatMoney } from '~/contract/currencies';
import type { PlanPrice } from '~/contract/payments';

/** A product's or a bundle's name with its description, the row's main cell. */
export function PlanNameCell({ plan }: { plan: CatalogPlan }) {
  return (
    <Cell kind="main">
      <Text fw={600}>{plan.name}</Text>
      <Text size="xs" c="dimmed">
        {plan.description}
      </Text>
    </Cell>
  );
}

/** Its monthly prices, subscribers and whether it is on sale, as products and bundles list them. */
export function PlanSaleCells({
  plan,
  offSale,
}: {
  plan: CatalogPlan;
  /** What "not on sale" is called: "Off sale" for a product, "Retired" for a bundle. */ offSale: string;
}) {
  return (
    <>
      <Cell label="Monthly prices">
        <PriceList prices={plan.prices} />
      </Cell>
      <Cell label="Subscribers">{plan.subscribers}</Cell>
      <Cell label="Status">
        <Badge variant="light" color={plan.onSale ? 'green' : 'gray'}>
          {plan.onSale ? 'On sale' : offSale}
        </Badge>
      </Cell>
    </>
  );
}

/** A plan's prices side by side, each kept whole where the row wraps. */
function PriceList({ prices }: { prices: PlanPrice[] }) {
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
