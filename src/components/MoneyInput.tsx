import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToUnits, unitsToCents } from '~/lib/money';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Cents; null shows an empty field. */
  value: number | null;
  onChange(cents: number | null): void;
}

/**
 * Mantine hands on a number, or a string while the text is not one yet: with fixed decimals a
 * typed "1" arrives as "1.00". Anything that reads as a number is one; an empty field is none.
 */
function toCents(next: number | string): number | null {
  if (typeof next === 'number') return unitsToCents(next);
  const text = next.replace(/[$,\s]/g, '');
  return text === '' || !Number.isFinite(Number(text)) ? null : unitsToCents(Number(text));
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
      onChange={(next) => onChange(toCents(next))}
    />
  );
}
