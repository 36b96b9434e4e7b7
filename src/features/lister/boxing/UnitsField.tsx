import { NumberInput } from '@mantine/core';

interface UnitsFieldProps {
  label: string;
  max: number;
  value: number | string;
  valid: boolean;
  onChange(value: number | string): void;
  /** Enter does the row's action, as its button would. */
  onEnter(): void;
}

/** How many units a row's action takes: whole, from 1 to what the row holds. */
export function UnitsField({ label, max, value, valid, onChange, onEnter }: UnitsFieldProps) {
  return (
    <NumberInput
      aria-label={label}
      size="sm"
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      inputMode="numeric"
      value={value}
      onChange={onChange}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onEnter();
        }
      }}
      error={!valid}
    />
  );
}
