import { ActionIcon, Group, Select } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { COMPARISONS, FLAG_FIELDS, NUMBER_FIELDS, numberConditionSchema, type Condition, type FlagField } from '~/contract';
import { NumberField } from '~/components/NumberField';
import { WHOLE } from '~/lib/numberText';
import { FIELD_LABELS } from './lineWords';

interface ConditionRowProps {
  condition: Condition;
  /** For labels: "Line 2, condition 1". */
  name: string;
  onChange(condition: Condition): void;
  onRemove(): void;
  onValidityChange(valid: boolean): void;
}

const FIELD_OPTIONS = [...NUMBER_FIELDS, ...FLAG_FIELDS].map((field) => ({ value: field, label: FIELD_LABELS[field]! }));
const isFlag = (field: string): field is FlagField => (FLAG_FIELDS as readonly string[]).includes(field);

/** One "figure compared with a number" or "flag is yes/no" of a rule line. */
export function ConditionRow({ condition, name, onChange, onRemove, onValidityChange }: ConditionRowProps) {
  const changeField = (field: string | null) => {
    if (!field || field === condition.field) return;
    onValidityChange(true);
    onChange(isFlag(field) ? { field, op: '=', value: true } : { field: field as typeof NUMBER_FIELDS[number], op: '<=', value: 0 });
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select label="Figure" aria-label={`${name}: figure`} data={FIELD_OPTIONS} value={condition.field} onChange={changeField} allowDeselect={false} w={220} />
      {condition.op === '=' && typeof condition.value === 'boolean' ? (
        <Select
          label="Is"
          aria-label={`${name}: is`}
          data={[{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]}
          value={condition.value ? 'yes' : 'no'}
          onChange={(value) => onChange({ ...condition, value: value === 'yes' } as Condition)}
          allowDeselect={false}
          w={90}
        />
      ) : (
        <>
          <Select
            label="Compared"
            aria-label={`${name}: comparison`}
            data={[...COMPARISONS]}
            value={condition.op}
            onChange={(op) => op && onChange({ ...condition, op } as Condition)}
            allowDeselect={false}
            w={90}
          />
          <NumberField
            kind={WHOLE}
            label="Value"
            aria-label={`${name}: value`}
            rule={numberConditionSchema.shape.value}
            value={condition.value as number}
            onChange={(value) => value !== null && onChange({ ...condition, value } as Condition)}
            onValidityChange={onValidityChange}
            w={140}
          />
        </>
      )}
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${name}`} onClick={onRemove} mb={4}>
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
