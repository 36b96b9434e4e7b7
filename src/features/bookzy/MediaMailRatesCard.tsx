import { Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { useInvalidFields } from '~/components/useInvalidFields';
import { DEFAULT_MEDIA_MAIL_RATES, mediaMailRatesSchema, type MediaMailRates } from '~/contract/bookzy';
import { zodFormValidator } from '~/lib/zodForm';
import { useMediaMailRates } from './useBookzyData';
import { saveBookzyChange } from './useBookzyWrite';
import { UnsavedChangesGuard } from '~/components/unsavedChanges/UnsavedChangesGuard';

type MoneyField = Exclude<keyof MediaMailRates, 'breakPoint' | 'lowPriceEnabled'>;

function RatesForm({ rates }: { rates: MediaMailRates }) {
  const form = useForm<MediaMailRates>({ initialValues: rates, validate: zodFormValidator(mediaMailRatesSchema) });
  const invalid = useInvalidFields();
  const money = (field: MoneyField, label: string) => (
    <MoneyInput
      label={label}
      rule={mediaMailRatesSchema.shape[field]}
      value={form.values[field]}
      onChange={(cents) => cents !== null && form.setFieldValue(field, cents)}
      onValidityChange={invalid.track(field)}
      error={form.errors[field]}
      size="md"
    />
  );
  const save = form.onSubmit((values) => {
    if (invalid.any) return;
    void saveBookzyChange('rates.saveMediaMail', { body: values }, 'Media mail rates').then((saved) => {
      if (saved) form.resetDirty(values);
    });
  });
  return (
    <form onSubmit={save} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {money('baseRate', 'Base rate (first pound)')}
          <CountInput
            label="Break point (pounds)"
            rule={mediaMailRatesSchema.shape.breakPoint}
            value={form.values.breakPoint}
            onChange={(pounds) => pounds !== null && form.setFieldValue('breakPoint', pounds)}
            onValidityChange={invalid.track('breakPoint')}
            error={form.errors.breakPoint}
            size="md"
          />
          {money('additionInitialTier', 'Each extra pound up to the break point')}
          {money('additionLaterTier', 'Each pound past the break point')}
        </SimpleGrid>
        <Switch size="md" label="Cheaper shipping for low-priced books" {...form.getInputProps('lowPriceEnabled', { type: 'checkbox' })} />
        {form.values.lowPriceEnabled && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {money('lowPriceActivatePoint', 'Books priced under')}
            {money('lowPriceReduceAmount', 'Ship for less by')}
          </SimpleGrid>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => form.setValues(DEFAULT_MEDIA_MAIL_RATES)}>
            Use the defaults
          </Button>
          <Button type="submit" disabled={!form.isDirty() || invalid.any}>
            Save rates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Media mail rates: what shipping a book yourself costs, used by merchant-fulfilled triggers. */
export function MediaMailRatesCard() {
  const { query, rates } = useMediaMailRates();
  return (
    <SectionCard
      title="Media mail rates"
      icon={<IconMail size={20} aria-hidden />}
      description="Used to work out the profit of triggers that sell merchant-fulfilled."
    >
      <QueryStatus query={query} what="media mail rates" />
      {rates && <RatesForm key={JSON.stringify(rates)} rates={rates} />}
    </SectionCard>
  );
}
