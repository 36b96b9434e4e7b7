import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSaveNsessionSettings } from '~/api/nsession/mutations';
import { useInvalidFields } from '~/components/useInvalidFields';
import type { NsessionSettings } from '~/contract/nsession';
import { minAboveMax } from '~/lib/numberRules';
import { PlanDefaultsFields } from './PlanDefaultsFields';

/** The plan's defaults for each book scanned: condition, note, min and max price, units per scan. */
export function PlanDefaultsDialog({ sessionId, settings, onClose }: { sessionId: number; settings: NsessionSettings; onClose(): void }) {
  const save = useSaveNsessionSettings(sessionId);
  const [draft, setDraft] = useState(settings);
  // "From now on" is read as the next plans too: kept for them unless the seller says otherwise.
  const [forNewPlans, setForNewPlans] = useState(true);
  const invalid = useInvalidFields();
  const pricesWrong = minAboveMax(draft.defaultMinPrice, draft.defaultMaxPrice);
  const submit = () => {
    if (invalid.any || pricesWrong) return;
    save.mutate({ ...draft, forNewPlans }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Defaults for each book scanned" centered size="lg">
      <Stack>
        <Text size="sm" c="dimmed">They apply to books scanned from now on; books already in the plan keep theirs.</Text>
        <PlanDefaultsFields draft={draft} onChange={setDraft} invalid={invalid} pricesWrong={pricesWrong} />
        <Checkbox
          label="Also for the plans I make from now on"
          description="Listing settings keep them; each plan can still change its own."
          checked={forNewPlans}
          onChange={(event) => setForNewPlans(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={pricesWrong || invalid.any}>
            Save defaults
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
