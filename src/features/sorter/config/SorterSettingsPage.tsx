import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sorterConfigQueries } from '~/api/sorter/config';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { FallbacksForm } from './FallbacksForm';
import { GateCard } from './GateCard';
import { fullGateDestination } from './gateWords';
import { MachineKeys } from './MachineKeys';
import { SorterSettingsForm } from './SorterSettingsForm';

/** The sorter's gates, fallback scenarios, costs and machine keys (spec 2.1 sorter/settings). */
export function SorterSettingsPage() {
  const gates = useQuery(sorterConfigQueries.gates());
  const fallbacks = useQuery(sorterConfigQueries.fallbacks());
  const settings = useQuery(sorterConfigQueries.settings());

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Sorter settings</Title>
        <Text size="sm" mt={4}>
          What each of the 11 gates is for, where books go when no rule can place them, and what a rule’s profit counts.
        </Text>
      </div>
      <SectionCard title="Gates" description="Numbered along the conveyor. Save each gate on its own.">
        <QueryStatus query={gates} what="gates" rows={4} />
        {gates.data && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {gates.data.map((gate) => (
              <GateCard
                key={gate.gate}
                gate={gate}
                whenFull={fallbacks.data ? fullGateDestination(gate.gate, gates.data, fallbacks.data) : null}
              />
            ))}
          </SimpleGrid>
        )}
      </SectionCard>
      <SectionCard title="Fallback scenarios" description="The gate for each book no rule’s gate can take, saved all at once.">
        <QueryStatus query={fallbacks} what="fallback scenarios" />
        {fallbacks.data && gates.data && <FallbacksForm key={JSON.stringify(fallbacks.data)} saved={fallbacks.data} gates={gates.data} />}
      </SectionCard>
      <SectionCard title="Costs and lookup">
        <QueryStatus query={settings} what="sorter settings" />
        {settings.data && <SorterSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
      </SectionCard>
      <SectionCard title="Machine keys" description="A sorter’s controller asks Folio which gate a book goes to, signed with one of these keys.">
        <MachineKeys />
      </SectionCard>
    </Stack>
  );
}
