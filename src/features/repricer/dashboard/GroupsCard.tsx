import { Anchor, Badge, Switch, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSetGroupActive } from '~/api/repricer/mutations';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import { GROUP_TYPE_LABELS } from '~/contract';

/** The seller's groups: which are repriced, what prices each, and the way into its rules. */
export function GroupsCard() {
  const settings = useQuery(repricerQueries.settings());
  const setActive = useSetGroupActive();
  return (
    <SectionCard title="Rule groups" description="Each channel and condition of your stock is priced by its own group of rules.">
      <QueryStatus query={settings} what="rule groups" rows={6} />
      {settings.data && (
        <ResponsiveTable minWidth={560} aria-label="Rule groups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Group</Table.Th>
              <Table.Th>Active</Table.Th>
              <Table.Th>Priced by</Table.Th>
              <Table.Th ta="right">Lines</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.data.groups.map((group) => (
              <Table.Tr key={group.id}>
                <Cell label="Group">
                  <Anchor renderRoot={(props) => <Link {...props} to="/automation-rules/$group" params={{ group: group.groupType }} />}>
                    {GROUP_TYPE_LABELS[group.groupType]}
                  </Anchor>
                </Cell>
                <Cell label="Active">
                  <Switch
                    aria-label={`Reprice ${GROUP_TYPE_LABELS[group.groupType]}`}
                    checked={group.active}
                    disabled={setActive.isPending && setActive.variables?.groupId === group.id}
                    onChange={(event) => setActive.mutate({ groupId: group.id, active: event.currentTarget.checked })}
                  />
                </Cell>
                <Cell label="Priced by">
                  {group.strategy ? (
                    <Badge variant="light" color="violet">
                      Strategy {group.strategy.name} v{group.strategy.version}
                    </Badge>
                  ) : (
                    <Text size="sm">Own rules: {group.sectionName}</Text>
                  )}
                </Cell>
                <Cell label="Lines" ta="right">
                  {group.lineCount}
                </Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionCard>
  );
}
