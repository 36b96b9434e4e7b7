import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { strategyQueries, usePublishStrategy } from '~/api/admin/strategies';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { GROUP_TYPE_LABELS } from '~/contract';

/** admin-panel/repricer-strategies/:strategyId/groups: each group type's section, and publishing. */
export function StrategyGroupsPage({ strategyId }: { strategyId: number }) {
  const strategies = useQuery(strategyQueries.list());
  const publish = usePublishStrategy(strategyId);
  const strategy = strategies.data?.find((candidate) => candidate.id === strategyId);
  const publishable = strategy?.groups.filter((group) => group.drafted && group.unpublishedChanges) ?? [];

  return (
    <Stack>
      <Anchor renderRoot={(props) => <Link {...props} to="/admin-panel/repricer-strategies" />} size="sm">
        ← Strategies
      </Anchor>
      <QueryStatus query={strategies} what="strategy" rows={6} />
      {strategies.data && !strategy && <Text>This strategy does not exist (it may have been deleted).</Text>}
      {strategy && (
        <>
          <Group justify="space-between">
            <Title order={2}>{strategy.name}: group types</Title>
            <Button leftSection={<IconUpload size={18} />} disabled={publishable.length === 0} loading={publish.isPending && publish.variables === null} onClick={() => publish.mutate(null)}>
              Publish all changes
            </Button>
          </Group>
          <ResponsiveTable minWidth={640} aria-label="Group types">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Group type</Table.Th>
                <Table.Th>Section</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Publish</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {strategy.groups.map((group) => (
                <Table.Tr key={group.groupType}>
                  <Cell label="Group type">
                    <Anchor renderRoot={(props) => <Link {...props} to="/admin-panel/repricer-strategies/$strategyId/groups/$groupType" params={{ strategyId, groupType: group.groupType }} />}>
                      {GROUP_TYPE_LABELS[group.groupType]}
                    </Anchor>
                  </Cell>
                  <Cell label="Section">
                    {!group.drafted ? (
                      <Badge color="gray" variant="light">Not written</Badge>
                    ) : group.unpublishedChanges ? (
                      <Badge color="yellow" variant="light" autoContrast>Unpublished changes</Badge>
                    ) : (
                      <Badge color="green" variant="light">Up to date</Badge>
                    )}
                  </Cell>
                  <Cell label="Published">{group.publishedVersion === null ? 'Never' : `Version ${group.publishedVersion}, ${new Date(group.publishedAt!).toLocaleDateString()}`}</Cell>
                  <Cell label="Publish">
                    <Button
                      size="compact-sm"
                      variant="light"
                      disabled={!group.drafted || !group.unpublishedChanges}
                      loading={publish.isPending && publish.variables === group.groupType}
                      onClick={() => publish.mutate(group.groupType)}
                      aria-label={`Publish ${GROUP_TYPE_LABELS[group.groupType]}`}
                    >
                      Publish
                    </Button>
                  </Cell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </>
      )}
    </Stack>
  );
}
