import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { catalogQueries, useAssignDiscount } from '~/api/admin/catalog';
import { serverFieldError } from '~/api/serverFieldError';
import { QueryStatus } from '~/components/QueryStatus';
import { SellerPicker, type PickedSeller } from '../SellerPicker';
import { discountProducts, offLabel, periodsLabel } from './catalogText';
import { DialogActions } from '~/components/DialogActions';

/**
 * A discount given to a seller, found by e-mail, name or company. The seller's next charge, a new
 * subscription or a renewal, carries it.
 */
export function AssignDialog({ onClose }: { onClose(): void }) {
  const discounts = useQuery(catalogQueries.discounts());
  const assign = useAssignDiscount();
  const [discountId, setDiscountId] = useState<string | null>(null);
  const [seller, setSeller] = useState<PickedSeller | null>(null);
  const [tried, setTried] = useState(false);
  const active = (discounts.data ?? []).filter((discount) => discount.active);
  const picked = active.find((discount) => String(discount.id) === discountId);
  const fromServer = serverFieldError(assign.error, ['discountId', 'userId'] as const);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!picked || !seller) return;
    assign.mutate({ discountId: picked.id, userId: seller.id }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Assign a discount" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <QueryStatus query={discounts} what="discounts" rows={1} />
          <Select
            label="Discount"
            placeholder={active.length === 0 && discounts.data ? 'No active discount' : 'Pick a discount'}
            data={active.map((discount) => ({ value: String(discount.id), label: `${discount.name}: ${offLabel(discount.off)}` }))}
            value={discountId}
            onChange={setDiscountId}
            error={(tried && !picked ? 'Pick a discount' : null) ?? (fromServer?.field === 'discountId' ? fromServer.message : null)}
            searchable
            required
          />
          {picked && (
            <Text size="sm" c="dimmed">
              {discountProducts(picked.products)}, {periodsLabel(picked.periods).toLowerCase()}.
            </Text>
          )}
          <SellerPicker
            value={seller}
            onChange={setSeller}
            error={(tried && !seller ? 'Pick the seller' : null) ?? (fromServer?.field === 'userId' ? fromServer.message : null)}
          />
          {assign.error && !fromServer && (
            <Alert color="red" role="alert">
              {assign.error.message}
            </Alert>
          )}
          <DialogActions onCancel={onClose} pending={assign.isPending} submitLabel="Assign discount" />
        </Stack>
      </form>
    </Modal>
  );
}
