import { Badge, Button, Group, Pagination, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogQueries, useUnassignDiscount } from '~/api/admin/catalog';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SearchField } from '~/components/SearchField';
import { ASSIGNED_PAGE_SIZE, type AssignedDiscount, type AssignedDiscountQuery } from '~/contract/admin/discounts';
import { AssignDialog } from './AssignDialog';
import { offLabel, shortDate } from './catalogText';

type State = NonNullable<AssignedDiscountQuery['state']>;

const periodsLeft = (assigned: AssignedDiscount) =>
  assigned.periodsLeft === null ? 'For ever' : `${assigned.periodsLeft} period${assigned.periodsLeft === 1 ? '' : 's'} left`;

function status(assigned: AssignedDiscount) {
  if (assigned.endReason === 'USED_UP') return { label: 'Used up', color: 'gray' };
  if (assigned.endReason === 'UNASSIGNED') return { label: 'Unassigned', color: 'gray' };
  return { label: 'Live', color: 'green' };
}

/** admin-panel/assigned-discounts: which sellers hold which discount, how many periods are left; assign and unassign. */
export function AssignedDiscountsPage() {
  const [query, setQuery] = useState<AssignedDiscountQuery>({ page: 0, state: 'LIVE' });
  const assigned = useQuery(catalogQueries.assigned(query));
  const discounts = useQuery(catalogQueries.discounts());
  const unassign = useUnassignDiscount();
  const [assigning, setAssigning] = useState(false);
  const [ending, setEnding] = useState<AssignedDiscount | null>(null);
  const refine = (change: Partial<AssignedDiscountQuery>) => setQuery((current) => ({ ...current, ...change, page: 0 }));
  const pages = Math.max(1, Math.ceil((assigned.data?.total ?? 0) / ASSIGNED_PAGE_SIZE));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Assigned discounts</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAssigning(true)}>
          Assign a discount
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        <SearchField value={query.searchText} placeholder="E-mail or name" onSearch={(searchText) => refine({ searchText })} />
        <Select
          label="Discount"
          placeholder="Any discount"
          data={(discounts.data ?? []).map((discount) => ({ value: String(discount.id), label: discount.name }))}
          value={query.discountId === undefined ? null : String(query.discountId)}
          onChange={(value) => refine({ discountId: value === null ? undefined : Number(value) })}
          clearable
          searchable
          w={{ base: '100%', sm: 220 }}
        />
        <SegmentedControl
          aria-label="Which assignments"
          value={query.state ?? 'LIVE'}
          onChange={(state) => refine({ state: state as State })}
          data={[
            { value: 'LIVE', label: 'Live' },
            { value: 'ENDED', label: 'Ended' },
            { value: 'ALL', label: 'All' },
          ]}
        />
      </Group>
      <QueryStatus query={assigned} what="assigned discounts" rows={5} />
      {assigned.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {assigned.data.total} assignment{assigned.data.total === 1 ? '' : 's'}
        </Text>
      )}
      {assigned.data && assigned.data.items.length === 0 && <Text c="dimmed">No discount is assigned that matches.</Text>}
      {assigned.data && assigned.data.items.length > 0 && (
        <ResponsiveTable minWidth={960} striped aria-label="Assigned discounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seller</Table.Th>
              <Table.Th>Discount</Table.Th>
              <Table.Th>Periods left</Table.Th>
              <Table.Th>Invoices discounted</Table.Th>
              <Table.Th>Assigned</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assigned.data.items.map((item) => {
              const shown = status(item);
              return (
                <Table.Tr key={item.id} aria-label={`${item.discount.name} for ${item.user.email}`}>
                  <Cell kind="main">
                    <Text fw={600}>{item.user.name || item.user.email}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.user.email}
                    </Text>
                  </Cell>
                  <Cell label="Discount">
                    {item.discount.name}
                    <Text size="xs" c="dimmed">
                      {offLabel(item.discount.off)}
                    </Text>
                  </Cell>
                  <Cell label="Periods left">{periodsLeft(item)}</Cell>
                  <Cell label="Invoices discounted">{item.invoicesDiscounted}</Cell>
                  <Cell label="Assigned">
                    {shortDate(item.assignedAt)}
                    {item.assignedBy && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        by {item.assignedBy}
                      </Text>
                    )}
                  </Cell>
                  <Cell label="Status">
                    <Badge variant="light" color={shown.color}>
                      {shown.label}
                    </Badge>
                    {item.endedAt && (
                      <Text size="xs" c="dimmed">
                        {shortDate(item.endedAt)}
                      </Text>
                    )}
                  </Cell>
                  <Cell kind="actions">
                    {item.endedAt === null && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setEnding(item)} aria-label={`Unassign ${item.discount.name} from ${item.user.email}`}>
                        Unassign
                      </Button>
                    )}
                  </Cell>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={(query.page ?? 0) + 1} onChange={(page) => setQuery((current) => ({ ...current, page: page - 1 }))} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
      )}
      {assigning && <AssignDialog onClose={() => setAssigning(false)} />}
      {ending && (
        <ConfirmDialog
          title="Unassign this discount?"
          confirmLabel="Unassign"
          cancelLabel="Keep it"
          pending={unassign.isPending}
          error={unassign.error?.message ?? null}
          onConfirm={() => unassign.mutate(ending.id, { onSuccess: () => setEnding(null) })}
          onClose={() => setEnding(null)}
        >
          {ending.user.email} loses {ending.discount.name} ({periodsLeft(ending).toLowerCase()}): their charges from now on are at the full price. An invoice already
          issued keeps its discount.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
