import { MONEY } from '~/lib/numberText';
import { NumberField, type NumberFieldProps } from './NumberField';

/**
 * A dollar amount typed as units ("12.50", "$1,250") and handed on as whole cents (spec 5: a third
 * decimal rounds); an empty field means none where the rule allows it. A decimal keypad on phones.
 */
export function MoneyInput(props: NumberFieldProps) {
  return <NumberField kind={MONEY} {...props} />;
}
