import { Group, Select } from '@mantine/core';
import { defaultBoundSchema, type DefaultBound } from '~/contract';
import { MoneyInput } from '~/components/MoneyInput';
import { NumberField } from '~/components/NumberField';

interface BoundFieldProps {
  label: string;
  bound: DefaultBound;
  onChange(bound: DefaultBound): void;
  onValidityChange(valid: boolean): void;
}

/** Percent of price is kept in basis points (15000 is 150%), typed as "150". */
const PERCENT = { decimals: 2 } as const;

/**
 * A default bound: a fixed amount, or a percent of the SKU's reference price (the price it was
 * listed at or the seller set, which the repricer never moves: see referencePriceOf).
 */
export function BoundField({ label, bound, onChange, onValidityChange }: BoundFieldProps) {
  const rule = defaultBoundSchema.shape.amount;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={`${label} as`}
        data={[{ value: 'PERCENT_OF_PRICE', label: 'Percent of reference price' }, { value: 'CENTS', label: 'Fixed amount' }]}
        value={bound.unit}
        onChange={(unit) => {
          if (!unit || unit === bound.unit) return;
          onValidityChange(true);
          onChange(unit === 'CENTS' ? { unit, amount: 500 } : { unit: 'PERCENT_OF_PRICE', amount: 10000 });
        }}
        allowDeselect={false}
        w={180}
      />
      {bound.unit === 'CENTS' ? (
        <MoneyInput key="cents" label={label} rule={rule} value={bound.amount} onChange={(amount) => amount !== null && onChange({ ...bound, amount })} onValidityChange={onValidityChange} w={140} />
      ) : (
        <NumberField key="percent" kind={PERCENT} label={`${label} (% of reference price)`} rule={rule} value={bound.amount} onChange={(amount) => amount !== null && onChange({ ...bound, amount })} onValidityChange={onValidityChange} w={180} />
      )}
    </Group>
  );
}
