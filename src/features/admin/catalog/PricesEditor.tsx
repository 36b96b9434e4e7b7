import { ActionIcon, Button, Group, Input, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MoneyInput } from '~/components/MoneyInput';
import type { InvalidFields } from '~/components/useInvalidFields';
import { planPriceAmount } from '~/contract/admin/catalog';
import { CURRENCIES } from '~/contract/constants';
import type { Currency } from '~/contract/currencies';

/** A price row as it is edited: the amount is null while the field is empty. */
export interface PriceDraft {
  currency: Currency;
  amountCents: number | null;
}

/** The five currencies sellers use most come first in the picker (spec 9). */
const CURRENCY_CHOICES = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** What is wrong with the prices as a whole, before anything is sent; null when they can be saved. */
export function pricesProblem(prices: PriceDraft[]): string | null {
  if (prices.length === 0) return 'Add a price in at least one currency';
  if (prices.some((price) => price.amountCents === null)) return 'Enter an amount for every currency, or remove it';
  return null;
}

interface PricesEditorProps {
  prices: PriceDraft[];
  onChange(prices: PriceDraft[]): void;
  invalid: InvalidFields;
  /** Shown once the form was submitted. */
  error: string | null;
}

/** A plan's monthly price per currency: each currency once, an amount in its own minor unit. */
export function PricesEditor({ prices, onChange, invalid, error }: PricesEditorProps) {
  const unused = CURRENCIES.filter((currency) => !prices.some((price) => price.currency === currency));
  const set = (index: number, change: Partial<PriceDraft>) => onChange(prices.map((price, at) => (at === index ? { ...price, ...change } : price)));
  return (
    <Stack gap="xs" role="group" aria-label="Monthly prices">
      <Input.Label>Monthly prices, before tax</Input.Label>
      {prices.map((price, index) => (
        <Group key={price.currency} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={`Currency of price ${index + 1}`}
            data={CURRENCY_CHOICES.filter((choice) => choice.value === price.currency || unused.includes(choice.value))}
            value={price.currency}
            onChange={(value) => value && set(index, { currency: value as Currency })}
            allowDeselect={false}
            searchable
            w={100}
          />
          <MoneyInput
            aria-label={`Price in ${price.currency}`}
            currency={price.currency}
            rule={planPriceAmount}
            value={price.amountCents}
            onChange={(amountCents) => set(index, { amountCents })}
            onValidityChange={invalid.track(`price-${price.currency}`)}
            style={{ flex: 1 }}
          />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove the ${price.currency} price`} onClick={() => onChange(prices.filter((_, at) => at !== index))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {unused.length > 0 && (
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...prices, { currency: unused[0]!, amountCents: null }])} w="fit-content">
          Add a currency
        </Button>
      )}
    </Stack>
  );
}

/** The drafts as the contract takes them, once pricesProblem says they are complete. */
export const pricesToSend = (prices: PriceDraft[]) => prices.map((price) => ({ currency: price.currency, amountCents: price.amountCents! }));
