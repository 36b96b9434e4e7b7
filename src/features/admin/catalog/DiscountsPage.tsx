import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogQueries, useRetireDiscount, useSaveDiscount } from '~/api/admin/catalog';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import type { Discount } from '~/contract/admin/discounts';
import { discountProducts, offLabel, periodsLabel } from './catalogText';
import { DiscountDialog } from './DiscountDialog';

/** admin-panel/discounts: what staff can give sellers, percent or amount off, for some products, for some periods. */
export function DiscountsPage() {
  const discounts = useQuery(catalogQueries.discounts());
  const retire = useRetireDiscount();
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Discount | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Discounts</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New discount
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Assign a discount to a seller on Assigned discounts: their next charge, a new subscription or a renewal, carries it as a line of its own. Of several that
        fit one charge, the one taking most off applies.
      </Text>
      <QueryStatus query={discounts} what="discounts" rows={4} />
      {discounts.data && discounts.data.length === 0 && <Text c="dimmed">No discount yet: make the first one.</Text>}
      {discounts.data && discounts.data.length > 0 && (
        <ResponsiveTable minWidth={860} striped aria-label="Discounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Discount</Table.Th>
              <Table.Th>Takes off</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Lasts</Table.Th>
              <Table.Th>Held by</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {discounts.data.map((discount) => (
              <Table.Tr key={discount.id} aria-label={discount.name}>
                <Cell kind="main">
                  <Text fw={600}>{discount.name}</Text>
                </Cell>
                <Cell label="Takes off">{offLabel(discount.off)}</Cell>
                <Cell label="For">{discountProducts(discount.products)}</Cell>
                <Cell label="Lasts">{periodsLabel(discount.periods)}</Cell>
                <Cell label="Held by">
                  {discount.assignedCount} seller{discount.assignedCount === 1 ? '' : 's'}
                </Cell>
                <Cell label="Status">
                  <Badge variant="light" color={discount.active ? 'green' : 'gray'}>
                    {discount.active ? 'Active' : 'Retired'}
                  </Badge>
                </Cell>
                <Cell kind="actions">
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button size="xs" variant="light" onClick={() => setEditing(discount)} aria-label={`Edit ${discount.name}`}>
                      Edit
                    </Button>
                    {discount.active ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRetiring(discount)} aria-label={`Retire ${discount.name}`}>
                        Retire
                      </Button>
                    ) : (
                      <Reactivate discount={discount} />
                    )}
                  </Group>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {editing && <DiscountDialog discount={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {retiring && (
        <ConfirmDialog
          title={`Retire ${retiring.name}?`}
          confirmLabel="Retire discount"
          cancelLabel="Keep it active"
          pending={retire.isPending}
          error={retire.error?.message ?? null}
          onConfirm={() => retire.mutate(retiring.id, { onSuccess: () => setRetiring(null) })}
          onClose={() => setRetiring(null)}
        >
          It can no longer be assigned. The {retiring.assignedCount} seller{retiring.assignedCount === 1 ? ' who holds' : 's who hold'} it keep it until it is used up or
          unassigned.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** A retired discount made active again, as it stands. */
function Reactivate({ discount }: { discount: Discount }) {
  const save = useSaveDiscount();
  const body = { name: discount.name, off: discount.off, products: discount.products, periods: discount.periods, active: true };
  return (
    <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate({ id: discount.id, body })} aria-label={`Make active: ${discount.name}`}>
      Make active
    </Button>
  );
}
