import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCancelSubscription } from '~/api/billing/subscriptionMutations';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { UNSUBSCRIBE_REASON_LABELS, UNSUBSCRIBE_REASONS, type Subscription, type UnsubscribeReason } from '~/contract/payments';
import { formatDay } from '~/lib/dates';

const REASON_OPTIONS = UNSUBSCRIBE_REASONS.map((reason) => ({ value: reason, label: UNSUBSCRIBE_REASON_LABELS[reason] }));
const COMMENT_MAX = 1000;

/** Cancelling asks why (spec 4's reasons, and the seller's own words if they like) and says what it means. */
export function CancelDialog({ subscription, onClose }: { subscription: Subscription; onClose(): void }) {
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState<UnsubscribeReason>('NONE');
  const [comment, setComment] = useState('');
  const { plan, paidThrough } = subscription;
  const confirm = () => void cancel.run({ id: subscription.id, reason, comment }).then((done) => done && onClose());
  return (
    <ConfirmDialog title={`Cancel ${plan.name}?`} confirmLabel="Cancel subscription" cancelLabel="Keep subscription" pending={cancel.isPending} error={null} onConfirm={confirm} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">
          {paidThrough
            ? `You have paid through ${formatDay(paidThrough)}: ${plan.name} stays usable until then, and nothing more is charged. You can resume before then at no cost.`
            : `${plan.name} stops, and nothing more is charged.`}
        </Text>
        <Select
          label="Why are you cancelling?"
          data={REASON_OPTIONS}
          value={reason}
          onChange={(value) => value && setReason(value as UnsubscribeReason)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          label="Anything you would like to add (optional)"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={COMMENT_MAX}
          rows={3}
        />
      </Stack>
    </ConfirmDialog>
  );
}
