import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogQueries } from '~/api/admin/catalog';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { CatalogPlan } from '~/contract/admin/catalog';
import { PlanNameCell, PlanSaleCells } from './PlanCells';
import { PricesDialog } from './PricesDialog';
import { SaleToggle } from './SaleToggle';

/** admin-panel/products: the nine products with their prices, each priced or taken off sale. */
export function ProductsPage() {
  const products = useQuery(catalogQueries.products());
  const [pricing, setPricing] = useState<CatalogPlan | null>(null);
  return (
    <Stack>
      <Title order={2}>Products</Title>
      <Text c="dimmed" size="sm">
        Each product is a plan sellers subscribe to monthly. A new price is what new subscriptions pay at once; running subscriptions pay it from their next
        renewal.
      </Text>
      <QueryStatus query={products} what="products" rows={9} />
      {products.data && (
        <ResponsiveTable minWidth={820} striped aria-label="Products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Monthly prices</Table.Th>
              <Table.Th>Subscribers</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.map((plan) => (
              <Table.Tr key={plan.id} aria-label={plan.name}>
                <PlanNameCell plan={plan} />
                <PlanSaleCells plan={plan} offSale="Off sale" />
                <Cell kind="actions">
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button size="xs" variant="light" onClick={() => setPricing(plan)} aria-label={`Edit prices of ${plan.name}`}>
                      Edit prices
                    </Button>
                    <SaleToggle plan={plan} />
                  </Group>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {pricing && <PricesDialog plan={pricing} onClose={() => setPricing(null)} />}
    </Stack>
  );
}
