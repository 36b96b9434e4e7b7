import { Alert, Button, Group, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import { useSaveLtl } from '~/api/lister/shipmentMutations';
import { MoneyInput } from '~/components/MoneyInput';
import { ltlDetailsInputSchema, type LtlDetailsInput, type Shipment } from '~/contract/lister';
import { formatCents } from '~/lib/money';
import { zodFormValidator } from '~/lib/zodForm';
import { plural } from '~/lib/plural';

type LtlValues = Omit<LtlDetailsInput, 'declaredValue' | 'palletCount'> & { declaredValue: number | null; palletCount: number | string };

const today = () => new Date().toISOString().slice(0, 10);
const validate = zodFormValidator(ltlDetailsInputSchema);

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
  const form = useForm<LtlValues>({
    initialValues: { freightReadyDate: today(), palletCount: 1, declaredValue: null, contactName: '', contactPhone: '', contactEmail: '' },
    validate: (values) => validate({ ...values, declaredValue: values.declaredValue ?? undefined }),
  });
  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      { sessionId, shipmentId: shipment.id, details: { ...values, palletCount: Number(values.palletCount), declaredValue: values.declaredValue ?? 0 } },
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
          <NumberInput label="Pallets" min={1} max={26} allowDecimal={false} allowNegative={false} {...form.getInputProps('palletCount')} />
          <MoneyInput
            label="Declared value"
            value={form.values.declaredValue}
            onChange={(cents) => form.setFieldValue('declaredValue', cents)}
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
          <Button type="submit" loading={save.isPending}>
            Ask for a quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
