import { NumberInput, type NumberInputProps } from '@mantine/core';

interface TenthsInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Tenths (of an inch, of a pound); null shows an empty field. */
  value: number | null;
  onChange(tenths: number | null): void;
}

/** Shifting the decimal point in text avoids binary drift: 1.15 * 10 is 11.499999... */
function unitsToTenths(units: number): number {
  const text = String(units);
  return Math.round(text.includes('e') ? units * 10 : Number(`${text}e1`));
}

/**
 * Mantine hands on a number, or a string while the text is not one yet: with fixed decimals a
 * typed "1" arrives as "1.0". Anything that reads as a number is one; an empty field is none.
 */
function toTenths(next: number | string): number | null {
  if (typeof next === 'number') return unitsToTenths(next);
  const text = next.replace(/[,\s]/g, '');
  return text === '' || !Number.isFinite(Number(text)) ? null : unitsToTenths(Number(text));
}

/**
 * A box size or weight typed in inches or pounds with one decimal and handed on as whole tenths
 * (spec 9); an empty field means none. A decimal keypad on tablets and phones.
 */
export function TenthsInput({ value, onChange, ...props }: TenthsInputProps) {
  return (
    <NumberInput
      decimalScale={1}
      fixedDecimalScale
      allowNegative={false}
      inputMode="decimal"
      hideControls
      {...props}
      value={value === null ? '' : value / 10}
      onChange={(next) => onChange(toTenths(next))}
    />
  );
}
