import { TENTHS } from '~/lib/numberText';
import { NumberField, type NumberFieldProps } from './NumberField';

/**
 * A box size or weight typed in inches or pounds and handed on as whole tenths (spec 9); an empty
 * field means none where the rule allows it. A decimal keypad on tablets and phones.
 */
export function TenthsInput(props: NumberFieldProps) {
  return <NumberField kind={TENTHS} {...props} />;
}
