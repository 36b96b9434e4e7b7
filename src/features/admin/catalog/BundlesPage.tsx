import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogQueries, useRetireBundle } from '~/api/admin/catalog';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { CatalogPlan } from '~/contract/admin/catalog';
import { BundleDialog } from './BundleDialog';
import { PlanNameCell, PlanSaleCells } from './PlanCells';
import { productNames } from './catalogText';
import { SaleToggle } from './SaleToggle';

/** admin-panel/product-bundles: several products at one price, which sellers subscribe to from their Plans card. */
export function BundlesPage() {
  const bundles = useQuery(catalogQueries.bundles());
  const retire = useRetireBundle();
  const [editing, setEditing] = useState<CatalogPlan | 'new' | null>(null);
  const [retiring, setRetiring] = useState<CatalogPlan | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Product bundles</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New bundle
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        A bundle gives several products at one monthly price. Sellers subscribe to the bundles on sale from their Plans card; a retired bundle keeps renewing for its
        subscribers.
      </Text>
      <QueryStatus query={bundles} what="bundles" rows={4} />
      {bundles.data && bundles.data.length === 0 && <Text c="dimmed">No bundle yet: make the first one.</Text>}
      {bundles.data && bundles.data.length > 0 && (
        <ResponsiveTable minWidth={900} striped aria-label="Bundles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bundle</Table.Th>
              <Table.Th>Products</Table.Th>
              <Table.Th>Monthly prices</Table.Th>
              <Table.Th>Subscribers</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bundles.data.map((bundle) => (
              <Table.Tr key={bundle.id} aria-label={bundle.name}>
                <PlanNameCell plan={bundle} />
                <Cell label="Products">{productNames(bundle.products)}</Cell>
                <PlanSaleCells plan={bundle} offSale="Retired" />
                <Cell kind="actions">
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button size="xs" variant="light" onClick={() => setEditing(bundle)} aria-label={`Edit ${bundle.name}`}>
                      Edit
                    </Button>
                    {bundle.onSale ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRetiring(bundle)} aria-label={`Retire ${bundle.name}`}>
                        Retire
                      </Button>
                    ) : (
                      <SaleToggle plan={bundle} />
                    )}
                  </Group>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {editing && <BundleDialog bundle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {retiring && (
        <ConfirmDialog
          title={`Retire ${retiring.name}?`}
          confirmLabel="Retire bundle"
          cancelLabel="Keep it on sale"
          pending={retire.isPending}
          error={retire.error?.message ?? null}
          onConfirm={() => retire.mutate(retiring.id, { onSuccess: () => setRetiring(null) })}
          onClose={() => setRetiring(null)}
        >
          Sellers will no longer be able to subscribe to {retiring.name}. Its {retiring.subscribers} subscriber{retiring.subscribers === 1 ? '' : 's'} keep it and keep
          renewing. You can put it back on sale later.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
