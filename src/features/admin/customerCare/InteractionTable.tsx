import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { INTERACTION_KIND_LABELS, type Interaction } from '~/contract';
import { formatDateTime } from '~/lib/dates';
import { SellerLink } from '../SellerLink';

interface InteractionTableProps {
  items: Interaction[];
  /** False on a seller's own page, where every row is theirs. */
  showSeller?: boolean;
  onEdit(interaction: Interaction): void;
  onDelete(interaction: Interaction): void;
}

/** Calls and e-mails, newest noted first: a table on a desk, cards on a phone. */
export function InteractionTable({ items, showSeller = true, onEdit, onDelete }: InteractionTableProps) {
  return (
    <ResponsiveTable minWidth={showSeller ? 820 : 560} striped aria-label="Interactions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          {showSeller && <Table.Th>Seller</Table.Th>}
          <Table.Th>Kind</Table.Th>
          <Table.Th>Contact</Table.Th>
          <Table.Th>Note</Table.Th>
          <Table.Th>Noted by</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-testid="interaction-row">
            <Cell kind="main" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(item.happenedAt)}
            </Cell>
            {showSeller && (
              <Cell label="Seller" style={{ minWidth: '13rem', flexBasis: '100%' }}>
                <SellerLink userId={item.userId} email={item.seller.email} name={[item.seller.name, item.seller.companyName].filter(Boolean).join(', ')} />
              </Cell>
            )}
            <Cell label="Kind">
              <Badge variant="light" color={item.kind === 'CALL' ? 'blue' : 'grape'}>
                {INTERACTION_KIND_LABELS[item.kind]}
              </Badge>
            </Cell>
            <Cell label="Contact">{item.contact || <Text span c="dimmed" size="sm">the seller</Text>}</Cell>
            <Cell label="Note" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 420, flexBasis: '100%' }}>
              {item.text}
            </Cell>
            <Cell label="Noted by">{item.notedBy ?? <Text span c="dimmed" size="sm">former staff</Text>}</Cell>
            <Cell kind="actions">
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon variant="subtle" aria-label={`Edit the ${INTERACTION_KIND_LABELS[item.kind].toLowerCase()} of ${formatDateTime(item.happenedAt)}`} onClick={() => onEdit(item)}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete the ${INTERACTION_KIND_LABELS[item.kind].toLowerCase()} of ${formatDateTime(item.happenedAt)}`} onClick={() => onDelete(item)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
