import { Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGiveAddOn, userAccountQueries } from '~/api/admin/userAccount';
import { FormError } from '~/components/FormError';
import { QueryStatus } from '~/components/QueryStatus';
import { ADD_ON_MONTHS_MAX } from '~/contract';
import { formatDay } from './format';
import { DialogActions } from '~/components/DialogActions';

/**
 * Months of a plan without charge. A plan the seller holds gets the months before its next renewal;
 * another starts now and ends by itself after them, unless the seller resumes it to keep it.
 */
export function AddOnDialog({ userId, onClose }: { userId: number; onClose(): void }) {
  const plans = useQuery(userAccountQueries.addOnPlans(userId));
  const give = useGiveAddOn(userId);
  const [planId, setPlanId] = useState<string | null>(null);
  const [months, setMonths] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const chosen = plans.data?.find((plan) => String(plan.id) === planId);

  return (
    <Modal opened onClose={onClose} title="Give an add-on" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen || typeof months !== 'number') return;
          give.mutate({ planId: chosen.id, months, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <QueryStatus query={plans} what="plans" />
          {plans.data && (
            <Select
              label="Plan"
              placeholder="Choose a product or bundle"
              data={plans.data.map((plan) => ({ value: String(plan.id), label: plan.heldUntil ? `${plan.name} (held until ${formatDay(plan.heldUntil)})` : plan.name }))}
              value={planId}
              onChange={setPlanId}
              required
              data-autofocus
            />
          )}
          <NumberInput label="Months without charge" value={months} onChange={setMonths} min={1} max={ADD_ON_MONTHS_MAX} allowDecimal={false} required />
          <TextInput label="Why (kept in the account's activity)" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} />
          {chosen && (
            <Text size="sm" c="dimmed">
              {chosen.heldUntil
                ? 'The seller holds this plan: the months are added before its next renewal.'
                : 'The seller does not hold this plan: it starts now and ends by itself after these months, with no charge, unless the seller resumes it.'}
            </Text>
          )}
          <FormError error={give.error} />
          <DialogActions onCancel={onClose} pending={give.isPending} disabled={!chosen || typeof months !== 'number'} submitLabel="Give months" />
        </Stack>
      </form>
    </Modal>
  );
}
