import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddCard } from '~/api/billing/paymentMethodMutations';
import { ProcessorError } from '~/api/billing/processor';
import type { PaymentMethod } from '~/contract/payments';
import { cardOf, emptyCard, groupCardNumber, validateCard, type CardFormValues } from './cardForm';
import { ProcessorRefusal } from './ProcessorRefusal';
import { TestCardsHelp } from './TestCardsHelp';

const capitalised = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, message.charAt(0).toUpperCase() + message.slice(1)]));

interface CardFormProps {
  /** Offer to make the new card the main one: only when the seller already has a card. */
  offerMain: boolean;
  submitLabel?: string;
  onAdded?(method: PaymentMethod): void;
  onCancel?(): void;
}

/**
 * A new card: every field is checked where it is typed, and nothing leaves the page until all of
 * them pass. The card goes to the processor; Folio gets the processor's token.
 */
export function CardForm({ offerMain, submitLabel = 'Add card', onAdded, onCancel }: CardFormProps) {
  const add = useAddCard();
  const form = useForm<CardFormValues & { makeMain: boolean }>({
    initialValues: { ...emptyCard, makeMain: false },
    validate: (values) => validateCard(values),
    validateInputOnBlur: true,
    // A refusal is about the card as it was sent: once the seller edits it, it no longer applies.
    onValuesChange: () => {
      if (add.error) add.reset();
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { card: cardOf(values), makeMain: !offerMain || values.makeMain },
      {
        onSuccess: (method) => (form.reset(), onAdded?.(method)),
        // What the processor found wrong shows beside the field too, as the form's own checks do.
        onError: (error) => error instanceof ProcessorError && form.setErrors(capitalised(error.fields)),
      },
    ),
  );
  const numberProps = form.getInputProps('number');
  return (
    <form onSubmit={submit} noValidate aria-label="New card">
      <Stack gap="sm">
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          {...numberProps}
          onChange={(event) => form.setFieldValue('number', groupCardNumber(event.currentTarget.value))}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput label="Expiry month" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" maxLength={2} {...form.getInputProps('expMonth')} />
          <TextInput label="Expiry year" inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" maxLength={4} {...form.getInputProps('expYear')} />
          <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...form.getInputProps('cvc')} />
        </Group>
        <TextInput label="Name on the card" autoComplete="cc-name" maxLength={120} {...form.getInputProps('holderName')} />
        {offerMain && <Checkbox label="Make it my main card (renewals and retries charge it)" {...form.getInputProps('makeMain', { type: 'checkbox' })} />}
        <TestCardsHelp onUse={(number) => form.setFieldValue('number', number)} />
        <ProcessorRefusal error={add.error} />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={add.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
