import { WHOLE } from '~/lib/numberText';
import { NumberField, type NumberFieldProps } from './NumberField';

const GROUPED = { ...WHOLE, grouped: true };

/**
 * A count (copies, pallets, offers, a sales rank): a whole number, "2.5" refused rather than read
 * as 25. `grouped` shows thousands commas, for ranks in the millions. A number keypad on phones.
 */
export function CountInput({ grouped, ...props }: NumberFieldProps & { grouped?: boolean }) {
  return <NumberField kind={grouped ? GROUPED : WHOLE} {...props} />;
}
