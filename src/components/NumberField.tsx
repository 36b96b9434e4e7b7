import { TextInput, type TextInputProps } from '@mantine/core';
import type { NumberKind } from '~/lib/numberText';
import { useNumberText, type NumberTextOptions } from './useNumberText';

export interface NumberFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type' | 'onBlur'>,
    Omit<NumberTextOptions, 'kind'> {}

/**
 * A number typed as text and kept exactly as typed, read strictly and checked against the
 * contract's rule, with the reason on the field when it is not a value (useNumberText).
 * Mantine's NumberInput drops the characters it does not accept, so "1e9" became 19: this field
 * drops nothing.
 */
export function NumberField({ kind, rule, min, max, zeroMeansNone, value, onChange, onValidityChange, error, onBlur, ...props }: NumberFieldProps & { kind: NumberKind }) {
  const field = useNumberText({ kind, rule, min, max, zeroMeansNone, value, onChange, onValidityChange, onBlur });
  return (
    <TextInput
      inputMode={field.inputMode}
      autoComplete="off"
      {...props}
      value={field.text}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error ?? error}
    />
  );
}
