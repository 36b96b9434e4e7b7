import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { repricerQueries } from '~/api/repricer/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { ExclusionsCard } from './ExclusionsCard';
import { GlobalSettingsForm } from './GlobalSettingsForm';

/** automation-rules/repricer-global-settings: what applies to every group. */
export function GlobalSettingsPage() {
  const settings = useQuery(repricerQueries.settings());
  return (
    <Stack maw={900}>
      <Anchor renderRoot={(props) => <Link {...props} to="/automation-rules" />} size="sm">
        ← Repricer
      </Anchor>
      <Title order={2}>Repricer global settings</Title>
      <QueryStatus query={settings} what="repricer settings" rows={6} />
      {settings.data && <GlobalSettingsForm key={JSON.stringify(settings.data.settings)} view={settings.data} />}
      <ExclusionsCard />
    </Stack>
  );
}
