import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconListDetails, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LatestResultsCard } from '~/components/repricerResults/LatestResultsCard';
import { GroupsCard } from './GroupsCard';
import { RunCard } from './RunCard';
import { SummaryCard } from './SummaryCard';

/** automation-rules: the groups, the latest run and what it did. */
export function RepricerDashboardPage() {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Repricer</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconListDetails size={18} />} renderRoot={(props) => <Link {...props} to="/automation-rules/repricing-results" />}>
            Results
          </Button>
          <Button variant="default" leftSection={<IconSettings size={18} />} renderRoot={(props) => <Link {...props} to="/automation-rules/repricer-global-settings" />}>
            Global settings
          </Button>
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            <GroupsCard />
            <LatestResultsCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <RunCard />
            <SummaryCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
