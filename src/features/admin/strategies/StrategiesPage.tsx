import { ActionIcon, Anchor, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { strategyQueries, useCreateStrategy, useDeleteStrategy, useRenameStrategy } from '~/api/admin/strategies';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { Strategy } from '~/contract';
import { StrategyNameForm } from './StrategyNameForm';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** admin-panel/repricer-strategies: every strategy, with what is published of it. */
export function StrategiesPage() {
  const strategies = useQuery(strategyQueries.list());
  const create = useCreateStrategy();
  const rename = useRenameStrategy();
  const remove = useDeleteStrategy();
  const [renaming, setRenaming] = useState<Strategy | null>(null);
  const [deleting, setDeleting] = useState<Strategy | null>(null);

  return (
    <Stack>
      <Title order={2}>Repricer strategies</Title>
      <SectionCard title="New strategy">
        <StrategyNameForm key={create.data?.id ?? 0} submitLabel="Create strategy" pending={create.isPending} onSubmit={(name) => create.mutate(name)} />
      </SectionCard>
      <QueryStatus query={strategies} what="strategies" rows={4} />
      {strategies.data && strategies.data.length === 0 && <Text c="dimmed">No strategy yet.</Text>}
      {strategies.data && strategies.data.length > 0 && (
        <ResponsiveTable minWidth={600} striped aria-label="Strategies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Strategy</Table.Th>
              <Table.Th>Published groups</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {strategies.data.map((strategy) => (
              <Table.Tr key={strategy.id}>
                <Cell label="Strategy">
                  <Anchor renderRoot={(props) => <Link {...props} to="/admin-panel/repricer-strategies/$strategyId/groups" params={{ strategyId: strategy.id }} />}>
                    {strategy.name}
                  </Anchor>
                </Cell>
                <Cell label="Published groups">
                  {strategy.groups.filter((group) => group.publishedVersion !== null).length} of {strategy.groups.length}
                </Cell>
                <Cell label="Updated">{dateFormat.format(new Date(strategy.updatedAt))}</Cell>
                <Cell label="Actions">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Rename ${strategy.name}`} onClick={() => setRenaming(strategy)}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${strategy.name}`} onClick={() => setDeleting(strategy)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename strategy">
        {renaming && (
          <StrategyNameForm
            initial={renaming.name}
            submitLabel="Rename"
            pending={rename.isPending}
            onSubmit={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
            onCancel={() => setRenaming(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete strategy">
        {deleting && (
          <Stack>
            <Text>Delete {deleting.name}? Sellers following it go back to their own rules.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Keep it
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
                Delete strategy
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
