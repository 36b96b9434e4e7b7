import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSaveNsessionSettings } from '~/api/nsession/mutations';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import type { ListingCondition } from '~/contract/lister';
import { nsessionSettingsSchema, type NsessionSettings } from '~/contract/nsession';
import { minAboveMax, NUMBER_MESSAGES } from '~/lib/numberRules';
import { CONDITION_OPTIONS } from '../../conditions';

const rules = nsessionSettingsSchema.shape;

/** The plan's defaults for each book scanned: condition, note, min and max price, units per scan. */
export function PlanDefaultsDialog({ sessionId, settings, onClose }: { sessionId: number; settings: NsessionSettings; onClose(): void }) {
  const save = useSaveNsessionSettings(sessionId);
  const [draft, setDraft] = useState(settings);
  const invalid = useInvalidFields();
  const pricesWrong = minAboveMax(draft.defaultMinPrice, draft.defaultMaxPrice);
  const submit = () => {
    if (invalid.any || pricesWrong) return;
    save.mutate(draft, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Defaults for each book scanned" centered size="lg">
      <Stack>
        <Text size="sm" c="dimmed">They apply to books scanned from now on; books already in the plan keep theirs.</Text>
        <Select
          label="Condition"
          data={CONDITION_OPTIONS}
          value={draft.defaultCondition}
          allowDeselect={false}
          onChange={(value) => value && setDraft({ ...draft, defaultCondition: value as ListingCondition })}
        />
        <Textarea
          label="Condition note"
          value={draft.defaultConditionNote ?? ''}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(event) => setDraft({ ...draft, defaultConditionNote: event.currentTarget.value || null })}
        />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <MoneyInput
            label="Min price"
            rule={rules.defaultMinPrice}
            value={draft.defaultMinPrice}
            onChange={(defaultMinPrice) => setDraft({ ...draft, defaultMinPrice })}
            onValidityChange={invalid.track('defaultMinPrice')}
            error={pricesWrong ? NUMBER_MESSAGES.minAboveMax : undefined}
          />
          <MoneyInput
            label="Max price"
            rule={rules.defaultMaxPrice}
            value={draft.defaultMaxPrice}
            onChange={(defaultMaxPrice) => setDraft({ ...draft, defaultMaxPrice })}
            onValidityChange={invalid.track('defaultMaxPrice')}
          />
          <CountInput
            label="Units per scan"
            rule={rules.defaultQuantity}
            value={draft.defaultQuantity}
            onChange={(defaultQuantity) => defaultQuantity !== null && setDraft({ ...draft, defaultQuantity })}
            onValidityChange={invalid.track('defaultQuantity')}
          />
        </SimpleGrid>
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
