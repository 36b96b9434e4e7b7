import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import type { useInvalidFields } from '~/components/useInvalidFields';
import type { ListingCondition } from '~/contract/lister';
import { nsessionSettingsSchema, type NsessionSettings } from '~/contract/nsession';
import { NUMBER_MESSAGES } from '~/lib/numberRules';
import { CONDITION_OPTIONS } from '../../conditions';

const rules = nsessionSettingsSchema.shape;

interface PlanDefaultsFieldsProps {
  draft: NsessionSettings;
  onChange(next: NsessionSettings): void;
  invalid: ReturnType<typeof useInvalidFields>;
  pricesWrong: boolean;
}

/** A plan's defaults for each book scanned: the plan's own (its dialog) or new plans' (the settings page). */
export function PlanDefaultsFields({ draft, onChange: setDraft, invalid, pricesWrong }: PlanDefaultsFieldsProps) {
  return (
    <Stack>
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
    </Stack>
  );
}
