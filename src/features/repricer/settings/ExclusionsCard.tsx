import { ActionIcon, Button, Group, Modal, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoveExclusion } from '~/api/repricer/mutations';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { SellerExclusionView } from '~/contract/repricer/views';
import { ExclusionForm } from './ExclusionForm';

/** Sellers the repricer never follows (spec 7.8 seller exclusions). */
export function ExclusionsCard() {
  const exclusions = useQuery(repricerQueries.exclusions());
  const remove = useRemoveExclusion();
  // undefined: no dialog; null: adding; a row: editing it.
  const [editing, setEditing] = useState<SellerExclusionView | null | undefined>(undefined);
  return (
    <SectionCard title="Excluded sellers" description="Their offers are left out of the competition in every group.">
      <QueryStatus query={exclusions} what="excluded sellers" />
      {exclusions.data && exclusions.data.length === 0 && <Text size="sm" c="dimmed">No seller is excluded.</Text>}
      {exclusions.data && exclusions.data.length > 0 && (
        <ResponsiveTable minWidth={520} aria-label="Excluded sellers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seller</Table.Th>
              <Table.Th>Seller id</Table.Th>
              <Table.Th>Note</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exclusions.data.map((exclusion) => (
              <Table.Tr key={exclusion.id}>
                <Cell label="Seller">{exclusion.sellerName}</Cell>
                <Cell label="Seller id">{exclusion.sellerId ?? '–'}</Cell>
                <Cell label="Note">{exclusion.note ?? ''}</Cell>
                <Cell label="Actions">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${exclusion.sellerName}`} onClick={() => setEditing(exclusion)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Stop excluding ${exclusion.sellerName}`} loading={remove.isPending && remove.variables === exclusion.id} onClick={() => remove.mutate(exclusion.id)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
        Exclude a seller
      </Button>
      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit ${editing.sellerName}` : 'Exclude a seller'}>
        {editing !== undefined && <ExclusionForm editing={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
    </SectionCard>
  );
}
