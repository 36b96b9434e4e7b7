import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdoptStrategy } from '~/api/repricer/mutations';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import type { GroupSection } from '~/contract';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Follow a strategy staff published for this group type, or go back to the group's own rules. */
export function StrategyAdoption({ group }: { group: GroupSection }) {
  const strategies = useQuery(repricerQueries.strategiesFor(group.groupType));
  const adopt = useAdoptStrategy(group.groupId);
  const [chosen, setChosen] = useState<string | null>(null);
  const following = group.strategy;

  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="priced-by">
        {following
          ? `Priced by the strategy ${following.name} (version ${following.version}, published ${dateFormat.format(new Date(following.publishedAt))}). Saving your own rules stops following it.`
          : 'Priced by your own rules.'}
      </Text>
      <QueryStatus query={strategies} what="strategies" rows={1} />
      {strategies.data && strategies.data.length === 0 && <Text size="sm" c="dimmed">No strategy is published for this group type yet.</Text>}
      {strategies.data && strategies.data.length > 0 && (
        <Group gap="xs" align="flex-end">
          <Select
            label="Published strategies"
            placeholder="Choose a strategy"
            data={strategies.data.map((strategy) => ({ value: String(strategy.strategyId), label: `${strategy.name} (v${strategy.version})` }))}
            value={chosen}
            onChange={setChosen}
            w={280}
          />
          <Button onClick={() => chosen && adopt.mutate(Number(chosen))} disabled={!chosen} loading={adopt.isPending && adopt.variables !== null}>
            Adopt strategy
          </Button>
        </Group>
      )}
      {following && (
        <Button variant="default" w="fit-content" onClick={() => adopt.mutate(null)} loading={adopt.isPending && adopt.variables === null}>
          Back to my own rules
        </Button>
      )}
    </Stack>
  );
}
