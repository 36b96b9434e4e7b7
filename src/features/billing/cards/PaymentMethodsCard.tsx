import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callFailure } from '~/api/errors';
import { useMakeMainPaymentMethod, useRemovePaymentMethod } from '~/api/billing/paymentMethodMutations';
import { CARD_BRAND_LABELS, cardExpiry, cardName } from '~/lib/cardNames';
import { billingQueries } from '~/api/billing/queries';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { OwnerOnly } from '~/components/OwnerOnly';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { PaymentMethod } from '~/contract/payments';
import { CardForm } from './CardForm';

/** The seller's cards: the main one first, the one renewals and retries charge. */
export function PaymentMethodsCard() {
  const query = useQuery(billingQueries.paymentMethods());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const methods = query.data;
  const showForm = adding || methods?.length === 0;
  return (
    <SectionCard
      title="Payment methods"
      icon={<IconCreditCard size={20} />}
      description="Folio keeps only what the card processor returns: the brand, the last four digits and the expiry date."
    >
      <QueryStatus query={query} what="payment methods" />
      <OwnerOnly what="cards">
      {methods && methods.length > 0 && <MethodsTable methods={methods} onRemove={setRemoving} />}
      {methods && showForm && (
        <CardForm
          offerMain={methods.length > 0}
          onAdded={() => setAdding(false)}
          onCancel={methods.length > 0 ? () => setAdding(false) : undefined}
        />
      )}
      {methods && !showForm && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add a card
          </Button>
        </Group>
      )}
      </OwnerOnly>
      {removing && <RemoveCardDialog method={removing} onClose={() => setRemoving(null)} />}
    </SectionCard>
  );
}

function MethodsTable({ methods, onRemove }: { methods: PaymentMethod[]; onRemove(method: PaymentMethod): void }) {
  const makeMain = useMakeMainPaymentMethod();
  return (
    <ResponsiveTable minWidth={560} aria-label="Payment methods">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Card</Table.Th>
          <Table.Th>Name on the card</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {methods.map((method) => (
          <Table.Tr key={method.id} aria-label={cardName(method)}>
            <Cell kind="main">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} span>
                  {CARD_BRAND_LABELS[method.brand]} •••• {method.last4}
                </Text>
                {method.main && <Badge size="sm">Main</Badge>}
              </Group>
            </Cell>
            <Cell label="Name on the card">{method.holderName}</Cell>
            <Cell label="Expires">{cardExpiry(method)}</Cell>
            <Cell kind="actions">
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {!method.main && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={makeMain.isPending && makeMain.variables.id === method.id}
                    onClick={() => makeMain.mutate(method)}
                    aria-label={`Make main: ${cardName(method)}`}
                  >
                    Make main
                  </Button>
                )}
                <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(method)} aria-label={`Remove ${cardName(method)}`}>
                  Remove
                </Button>
              </Group>
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

function RemoveCardDialog({ method, onClose }: { method: PaymentMethod; onClose(): void }) {
  const remove = useRemovePaymentMethod();
  return (
    <ConfirmDialog
      title={`Remove ${cardName(method)}?`}
      confirmLabel="Remove card"
      pending={remove.isPending}
      error={remove.error ? callFailure(remove.error, 'The card could not be removed. Try again.') : null}
      onConfirm={() => remove.mutate(method, { onSuccess: onClose })}
      onClose={onClose}
    >
      {method.main
        ? 'It is your main card: renewals and payment retries charge it. Make another card main first if a subscription is running.'
        : 'Folio will no longer be able to charge it.'}
    </ConfirmDialog>
  );
}
