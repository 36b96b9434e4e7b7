import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSetProductPrices } from '~/api/admin/catalog';
import { useInvalidFields } from '~/components/useInvalidFields';
import type { CatalogPlan } from '~/contract/admin/catalog';
import { PricesEditor, pricesProblem, pricesToSend, type PriceDraft } from './PricesEditor';
import { DialogActions } from '~/components/DialogActions';

/** A product's prices changed: new subscriptions pay them at once, running ones from their next renewal. */
export function PricesDialog({ plan, onClose }: { plan: CatalogPlan; onClose(): void }) {
  const save = useSetProductPrices();
  const invalid = useInvalidFields();
  const [prices, setPrices] = useState<PriceDraft[]>(plan.prices);
  const [tried, setTried] = useState(false);
  const problem = pricesProblem(prices);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || invalid.any) return;
    save.mutate({ id: plan.id, prices: pricesToSend(prices) }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={`Prices of ${plan.name}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            New subscriptions pay the new prices at once. The {plan.subscribers} running subscription{plan.subscribers === 1 ? '' : 's'} keep their price until
            their next renewal, which charges the new one.
          </Text>
          <PricesEditor prices={prices} onChange={setPrices} invalid={invalid} error={tried ? problem : null} />
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <DialogActions onCancel={onClose} pending={save.isPending} submitLabel="Save prices" />
        </Stack>
      </form>
    </Modal>
  );
}
