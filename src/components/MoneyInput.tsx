import { Text } from '@mantine/core';
import { minorUnitDigits, type Currency } from '~/contract/currencies';
import { MONEY, type NumberKind } from '~/lib/numberText';
import { NumberField, type NumberFieldProps } from './NumberField';

/** A currency other than the dollar: its own minor unit, its code beside the field instead of "$". */
function kindOf(currency: Currency): NumberKind {
  return currency === 'USD' ? MONEY : { decimals: minorUnitDigits(currency) === 0 ? 0 : 2, grouped: true };
}

/**
 * A dollar amount typed as units ("12.50", "$1,250") and handed on as whole cents (spec 5: a third
 * decimal rounds); an empty field means none where the rule allows it. A decimal keypad on phones.
 * Given another currency, the amount is in that currency's minor unit and its code stands beside it.
 */
export function MoneyInput({ currency, ...props }: NumberFieldProps & { currency?: Currency }) {
  if (!currency || currency === 'USD') return <NumberField kind={MONEY} {...props} />;
  return (
    <NumberField
      kind={kindOf(currency)}
      leftSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {currency}
        </Text>
      }
      {...props}
    />
  );
}
