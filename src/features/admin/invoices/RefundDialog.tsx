import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useRefundInvoice } from '~/api/admin/invoices';
import { serverFieldError } from '~/api/serverFieldError';
import { FormError } from '~/components/FormError';
import { MoneyInput } from '~/components/MoneyInput';
import { REFUND_REASON_MAX, adminInvoicesApi, type AdminInvoiceRow, type RefundReply } from '~/contract/admin/invoices';
import { formatMoney } from '~/contract/currencies';

/**
 * Refund all or part of a paid invoice. The amount starts at what is left and is checked on the
 * field against it before anything is sent; the reason is printed on the seller's credit note. One
 * Idempotency-Key per dialog: sending again after a lost reply gives the refund once.
 */
export function RefundDialog({ row, onClose }: { row: AdminInvoiceRow; onClose(): void }) {
  const refund = useRefundInvoice();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | null>(row.refundableCents);
  const [amountValid, setAmountValid] = useState(true);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<RefundReply | null>(null);
  const money = (cents: number) => formatMoney(cents, row.currency);
  const serverAmountError = serverFieldError(refund.error, ['amountCents'])?.message;
  const reasonError = tried && reason.trim() === '' ? 'Say why: it is printed on the seller’s credit note' : null;

  const submit = () => {
    setTried(true);
    if (!amountValid || amount === null || reason.trim() === '') return;
    refund.mutate({ invoiceId: row.id, amountCents: amount, reason: reason.trim(), idempotencyKey: key }, { onSuccess: setResult });
  };

  return (
    <Modal opened onClose={onClose} title={`Refund invoice ${row.number}`} size="lg">
      {result ? (
        <RefundResult result={result} money={money} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
          <Stack gap="sm">
            <Text size="sm">
              {row.sellerEmail} paid {money(row.totalCents)}
              {row.refundedCents > 0 ? `, of which ${money(row.refundedCents)} was refunded` : ''}. Up to <b>{money(row.refundableCents)}</b> can go back to
              the card that paid it.
            </Text>
            <MoneyInput
              currency={row.currency}
              rule={adminInvoicesApi.refund.body.shape.amountCents}
              max={row.refundableCents}
              label={`Amount (${row.currency})`}
              description="All that is left, or a part of it"
              withAsterisk
              data-autofocus
              value={amount}
              onChange={setAmount}
              onValidityChange={setAmountValid}
              error={serverAmountError ?? (tried && amount === null ? 'Enter the amount to refund' : undefined)}
            />
            <Textarea label="Reason" description="Printed on the seller’s credit note" withAsterisk autosize minRows={2} maxLength={REFUND_REASON_MAX} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={reasonError} />
            {refund.error && !serverAmountError ? <FormError error={refund.error} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={refund.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={refund.isPending}>
                Refund {amount !== null && amountValid ? money(amount) : ''}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function RefundResult({ result, money, onClose }: { result: RefundReply; money(cents: number): string; onClose(): void }) {
  const { refund, invoice } = result;
  return (
    <Stack gap="sm">
      {refund.state === 'SUCCEEDED' ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title="Refunded" role="status">
          {money(refund.amountCents)} went back to the seller’s card. Credit note {refund.creditNoteNumber} is on their billing history.{' '}
          {invoice.refundableCents > 0 ? `${money(invoice.refundableCents)} is left to refund.` : 'The invoice is fully refunded.'}
        </Alert>
      ) : refund.state === 'FAILED' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The refund was refused" role="alert">
          {refund.failureMessage} Nothing was refunded.
        </Alert>
      ) : (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Waiting for the processor" role="status">
          The processor has not answered yet. The amount is held; look at the invoice again in a moment.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
