import { Group, Input } from '@mantine/core';
import { z } from 'zod/mini';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { NumberField } from '~/components/NumberField';
import { TENTHS } from '~/lib/numberText';

export type RangeKind = 'percent' | 'money' | 'count';

/** A share in percent, to one decimal. */
function PercentInput(props: Parameters<typeof NumberField>[0] extends infer P ? Omit<P, 'kind'> : never) {
  return <NumberField kind={TENTHS} rightSection="%" {...props} />;
}

const FIELDS = { percent: PercentInput, money: MoneyInput, count: CountInput };

const RULES: Record<RangeKind, z.ZodMiniType> = {
  percent: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  money: z.nullable(z.int().check(z.minimum(0), z.maximum(100_000_000))),
  count: z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000))),
};

interface RangeFieldsProps {
  label: string;
  kind: RangeKind;
  low: number | undefined;
  high: number | undefined;
  onChange(low: number | undefined, high: number | undefined): void;
}

/** "From" and "to" of one figure, either left empty; a "to" below the "from" is pointed out. */
export function RangeFields({ label, kind, low, high, onChange }: RangeFieldsProps) {
  const Field = FIELDS[kind];
  const common = { rule: RULES[kind], onValidityChange: () => undefined, size: 'sm' as const, w: '50%' };
  const crossed = low !== undefined && high !== undefined && low > high;
  return (
    <Input.Wrapper label={label} error={crossed ? 'The "to" is below the "from"' : undefined}>
      <Group gap={6} wrap="nowrap">
        <Field {...common} aria-label={`${label} from`} placeholder="from" value={low ?? null} onChange={(value) => onChange(value ?? undefined, high)} />
        <Field {...common} aria-label={`${label} to`} placeholder="to" value={high ?? null} onChange={(value) => onChange(low, value ?? undefined)} />
      </Group>
    </Input.Wrapper>
  );
}
