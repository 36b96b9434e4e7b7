import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToUnits, unitsToCents } from '~/lib/money';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Cents; null shows an empty field. */
  value: number | null;
  onChange(cents: number | null): void;
}

/**
 * A dollar amount typed as units with two decimals and handed on as whole cents (spec 5); an
 * empty field means none. A decimal keypad on phones.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      inputMode="decimal"
      hideControls
      {...props}
      value={value === null ? '' : centsToUnits(value)}
      onChange={(next) => onChange(next === '' || typeof next !== 'number' ? null : unitsToCents(next))}
    />
  );
}
