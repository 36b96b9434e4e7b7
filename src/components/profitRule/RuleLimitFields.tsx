import { Alert, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import type { useInvalidFields } from '~/components/useInvalidFields';
import { triggerRuleFields, type TriggerLimits } from '~/contract/bookzy';
import { ChannelField } from './ChannelField';
import { priceSourceOptions, withChannel } from './ruleLimits';

type LimitField = 'minProfit' | 'minPrice' | 'maxSalesRank' | 'maxOffers';

interface RuleLimitFieldsProps<T extends TriggerLimits> {
  form: UseFormReturnType<T>;
  /** Number fields report text that is not a value yet here; the form sends nothing meanwhile. */
  invalid: ReturnType<typeof useInvalidFields>;
}

/**
 * The limits a book is judged on (channel, price source, profit, price, rank, offers), as a Bookzy
 * trigger and a sorter rule both have them. Each number field keeps what was typed and shows why
 * it is not a value; an empty limit is "no limit" (null).
 */
export function RuleLimitFields<T extends TriggerLimits>({ form, invalid }: RuleLimitFieldsProps<T>) {
  // Set when a channel switch changed the price source the seller had: they did not pick it.
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const values = form.values;
  const priceSourceInput = form.getInputProps('priceSource');

  // Mantine's form types paths loosely for a generic T: these fields exist on every TriggerLimits.
  const setField = (field: keyof TriggerLimits, value: unknown) => form.setFieldValue(field as never, value as never);
  const limitProps = (field: LimitField) => ({
    size: 'md' as const,
    rule: triggerRuleFields[field],
    value: values[field],
    onChange: (next: number | null) => setField(field, next),
    onValidityChange: invalid.track(field),
    error: form.errors[field],
  });

  return (
    <>
      <ChannelField
        value={values.channel}
        onChange={(channel) => {
          const next = withChannel(values, channel);
          setField('channel', next.values.channel);
          setField('priceSource', next.values.priceSource);
          setPriceNotice(next.notice);
        }}
        error={form.errors.channel}
      />
      <Select
        label="Price source"
        description="The price the book would sell at"
        size="md"
        allowDeselect={false}
        {...priceSourceInput}
        data={priceSourceOptions(values.channel, values.priceSource)}
        onChange={(value) => {
          priceSourceInput.onChange(value);
          setPriceNotice(null);
        }}
      />
      {priceNotice && (
        <Alert color="blue" variant="light" role="status" data-testid="price-source-notice">
          {priceNotice}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MoneyInput label="Min profit" description="Empty: any profit" {...limitProps('minProfit')} />
        <MoneyInput label="Min price" description="Empty: any price" {...limitProps('minPrice')} />
        <CountInput label="Max sales rank" description="Empty: any rank" grouped {...limitProps('maxSalesRank')} />
        <CountInput label="Max offers" description="Empty: any number of offers" {...limitProps('maxOffers')} />
      </SimpleGrid>
    </>
  );
}
