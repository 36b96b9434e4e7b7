import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveListerDefaults } from '~/api/nsession/mutations';
import { listerDefaultsQuery } from '~/api/nsession/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { useInvalidFields } from '~/components/useInvalidFields';
import type { NsessionSettings } from '~/contract/nsession';
import { minAboveMax } from '~/lib/numberRules';
import { PlanDefaultsFields } from '../plan/scanning/PlanDefaultsFields';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

/**
 * Lister listing settings (spec 2.1 lister/session/settings): what each book scanned into a new
 * plan starts with. A plan keeps its own copy, changed from its scan step.
 */
export function ListerSettingsPage() {
  const defaults = useQuery(listerDefaultsQuery());
  return (
    <Stack maw={720}>
      <Title order={2}>Listing settings</Title>
      <QueryStatus query={defaults} what="listing settings" rows={4} />
      {defaults.data && <DefaultsCard saved={defaults.data} />}
    </Stack>
  );
}

function DefaultsCard({ saved }: { saved: NsessionSettings }) {
  const [draft, setDraft] = useState(saved);
  const invalid = useInvalidFields();
  const save = useSaveListerDefaults();
  const pricesWrong = minAboveMax(draft.defaultMinPrice, draft.defaultMaxPrice);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="new-plan-defaults">
      <UnsavedChangesGuard dirty={changed} />
      <Title order={3} size="h4" id="new-plan-defaults">
        Each book scanned into a new plan
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Plans made from now on start with these; each plan can change its own on its scan step.
      </Text>
      <PlanDefaultsFields draft={draft} onChange={setDraft} invalid={invalid} pricesWrong={pricesWrong} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" disabled={!changed} onClick={() => setDraft(saved)}>
          Undo changes
        </Button>
        <Button disabled={!changed || pricesWrong || invalid.any} loading={save.isPending} onClick={() => save.mutate(draft)}>
          Save settings
        </Button>
      </Group>
    </Card>
  );
}
