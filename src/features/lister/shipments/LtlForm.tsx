import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useSaveLtl } from '~/api/lister/shipmentMutations';
import { CountInput } from '~/components/CountInput';
import { MoneyInput } from '~/components/MoneyInput';
import { useInvalidFields } from '~/components/useInvalidFields';
import { ltlDetailsInputSchema, type LtlDetailsInput, type Shipment } from '~/contract/lister';
import { formatCents } from '~/lib/money';
import { NUMBER_MESSAGES } from '~/lib/numberRules';
import { MONEY } from '~/lib/numberText';
import { zodFormValidator } from '~/lib/zodForm';
import { plural } from '~/lib/plural';

type LtlValues = Omit<LtlDetailsInput, 'declaredValue'> & { declaredValue: number | null };

const today = () => new Date().toISOString().slice(0, 10);
const validateWithContract = zodFormValidator(ltlDetailsInputSchema);
const { palletCount: palletRule, declaredValue: declaredValueRule } = ltlDetailsInputSchema.shape;

/** The contract's checks, with a declared value not yet typed asked for in words ("whole number of cents" was no help). */
function validate(values: LtlValues) {
  const errors = validateWithContract({ ...values, declaredValue: values.declaredValue ?? undefined });
  return values.declaredValue === null ? { ...errors, declaredValue: NUMBER_MESSAGES.required(MONEY) } : errors;
}

/** The partnered carrier's quote, when one was asked for. */
export function LtlQuote({ sessionId, shipment }: { sessionId: number; shipment: Shipment }) {
  const ltl = useQuery(listerQueries.ltl(sessionId, shipment.id));
  if (!ltl.data) return null;
  return (
    <Alert color="blue" title="LTL freight quote" aria-label={`LTL freight quote for ${shipment.name}`}>
      <Text size="sm">
        {ltl.data.carrier}: {formatCents(ltl.data.estimate)} for {plural(ltl.data.palletCount, 'pallet')}, pickup {ltl.data.pickupDate} (ready{' '}
        {ltl.data.freightReadyDate}).
      </Text>
    </Alert>
  );
}

/** Spec 4: LTL freight with the marketplace-partnered carrier only; the reply is its quote. */
export function LtlForm({ sessionId, shipment, onDone }: { sessionId: number; shipment: Shipment; onDone(): void }) {
  const save = useSaveLtl();
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = useInvalidFields();
  const form = useForm<LtlValues>({
    initialValues: { freightReadyDate: today(), palletCount: 1, declaredValue: null, contactName: '', contactPhone: '', contactEmail: '' },
    validate,
  });
  const submit = form.onSubmit((values) => {
    if (invalid.any || values.declaredValue === null) return;
    setFailure(null);
    save.mutate(
      { sessionId, shipmentId: shipment.id, details: { ...values, declaredValue: values.declaredValue } },
      { onSuccess: onDone, onError: (error) => setFailure(error.message) },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`LTL freight for ${shipment.name}`}>
      <Stack gap="sm">
        <Radio.Group label="Carrier" value="partnered">
          <Group gap="md" mt={4}>
            <Radio value="partnered" label="Marketplace-partnered carrier" />
            <Radio value="own" label="Other carrier" disabled />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput type="date" label="Freight ready date" min={today()} {...form.getInputProps('freightReadyDate')} />
          <CountInput
            label="Pallets"
            rule={palletRule}
            value={form.values.palletCount}
            onChange={(count) => count !== null && form.setFieldValue('palletCount', count)}
            onValidityChange={invalid.track('palletCount')}
            error={form.errors.palletCount}
          />
          <MoneyInput
            label="Declared value"
            rule={declaredValueRule}
            value={form.values.declaredValue}
            onChange={(cents) => form.setFieldValue('declaredValue', cents)}
            onValidityChange={invalid.track('declaredValue')}
            error={form.errors.declaredValue}
          />
          <TextInput label="Contact name" {...form.getInputProps('contactName')} />
          <TextInput label="Contact phone" type="tel" {...form.getInputProps('contactPhone')} />
          <TextInput label="Contact e-mail" type="email" {...form.getInputProps('contactEmail')} />
        </SimpleGrid>
        {failure && (
          <Alert color="red" title="The carrier was not booked">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={save.isPending} disabled={invalid.any}>
            Ask for a quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
