import { Alert, Button, Group, Paper, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useGenerateInvoice } from '~/api/admin/invoices';
import { FormError } from '~/components/FormError';
import { NumberField } from '~/components/NumberField';
import { CURRENCIES } from '~/contract/constants';
import { generateInvoiceBody } from '~/contract/admin/invoices';
import { formatMoney, type Currency } from '~/contract/currencies';
import type { Invoice } from '~/contract/payments';
import { saveFile } from '~/lib/saveFile';
import { showToast } from '~/lib/toast';
import { SellerLink } from '../SellerLink';
import { completeLines, draftInvoice, newLine, totalsOf, type Draft } from './generatorDraft';
import { GeneratorLines } from './GeneratorLines';
import { SellerPicker } from '../SellerPicker';

const PERCENT = { decimals: 2 as const };
const emptyDraft = (): Draft => ({ seller: null, currency: 'USD', taxRateBasisPoints: null, lines: [newLine()], status: 'PENDING' });

/** Makes the PDF with the seller's invoice code (loaded on first use) and saves it. */
async function savePdf(invoice: Invoice, draft: boolean) {
  const { invoiceFileName, makeInvoicePdf } = await import('~/lib/billingPdf/invoicePdf');
  const bytes = await makeInvoicePdf(invoice, { draft });
  saveFile(bytes as Uint8Array<ArrayBuffer>, draft ? 'invoice-draft.pdf' : invoiceFileName(invoice), 'application/pdf');
}
const pdfFailed = (error: unknown) => showToast(`The PDF could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error');

/**
 * admin-panel/invoice-generator: an invoice for any seller, line by line. The preview is a DRAFT
 * PDF with no number; issuing makes it a real invoice in the seller's F- series, on their billing
 * history (unpaid, or paid outside Folio), printed by the same code as every seller's invoice.
 */
export function InvoiceGeneratorPage() {
  const generate = useGenerateInvoice();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [issued, setIssued] = useState<Invoice | null>(null);
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const onValidity = (field: string, valid: boolean) =>
    setInvalid((current) => {
      const next = new Set(current);
      if (valid) next.delete(field);
      else next.add(field);
      return next;
    });
  const lines = completeLines(draft);
  const totals = totalsOf(lines, draft.taxRateBasisPoints);
  const ready = draft.seller !== null && lines.length === draft.lines.length && invalid.size === 0;
  const money = (cents: number) => formatMoney(cents, draft.currency);

  const preview = () => {
    setTried(true);
    if (ready) savePdf(draftInvoice(draft, draft.seller!), true).catch(pdfFailed);
  };
  const issue = () => {
    setTried(true);
    if (!ready) return;
    generate.mutate(
      { userId: draft.seller!.id, currency: draft.currency, taxRateBasisPoints: draft.taxRateBasisPoints, lines, status: draft.status, idempotencyKey: key },
      { onSuccess: setIssued },
    );
  };
  const startAgain = () => {
    setDraft(emptyDraft());
    setKey(crypto.randomUUID());
    setTried(false);
    setIssued(null);
    generate.reset();
  };

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={2}>Invoice generator</Title>
        <Text size="sm" c="dimmed">
          An invoice for any seller with lines you write. Preview it as a draft; issuing it gives it the next invoice number and puts it on the seller’s billing history.
        </Text>
      </div>
      {issued ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title={`Invoice ${issued.number} issued`} role="status">
          <Stack gap="xs">
            <Text size="sm">
              {formatMoney(issued.totalCents, issued.currency)}, {issued.status === 'PAID' ? 'marked paid outside Folio' : 'owed by the seller'}. It is on their billing history now.
            </Text>
            {draft.seller && <SellerLink userId={draft.seller.id} email={draft.seller.email} name={draft.seller.companyName ?? draft.seller.name} />}
            <Group gap="xs">
              <Button leftSection={<IconDownload size={16} />} onClick={() => savePdf(issued, false).catch(pdfFailed)}>
                Download {issued.number}
              </Button>
              <Button variant="default" onClick={startAgain}>
                Write another invoice
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => (event.preventDefault(), issue())}>
          <Stack gap="md">
            <SellerPicker value={draft.seller} onChange={(seller) => change({ seller })} error={tried && !draft.seller ? 'Pick the seller to bill' : null} />
            <Group gap="sm" align="flex-start">
              <Select label="Currency" w={120} allowDeselect={false} data={[...CURRENCIES]} value={draft.currency} onChange={(currency) => currency && change({ currency: currency as Currency })} />
              <NumberField
                kind={PERCENT}
                label="Tax rate (%)"
                description="Empty for no tax line"
                rule={generateInvoiceBody.shape.taxRateBasisPoints}
                value={draft.taxRateBasisPoints}
                onChange={(taxRateBasisPoints) => change({ taxRateBasisPoints })}
                onValidityChange={(valid) => onValidity('tax', valid)}
                w={160}
              />
            </Group>
            <GeneratorLines key={draft.currency} lines={draft.lines} currency={draft.currency} tried={tried} onChange={(next) => change({ lines: next })} onValidity={onValidity} />
            <Radio.Group label="Payment" value={draft.status} onChange={(status) => change({ status: status as Draft['status'] })}>
              <Stack gap={6} mt={6}>
                <Radio value="PENDING" label="Unpaid: the seller owes it" />
                <Radio value="PAID" label="Paid outside Folio (a bank transfer, a cheque)" />
              </Stack>
            </Radio.Group>
            <Paper withBorder p="sm" radius="md" aria-label="Totals">
              <Group justify="space-between" gap="md">
                <Text size="sm">Subtotal {money(totals.subtotalCents)}</Text>
                {draft.taxRateBasisPoints !== null && <Text size="sm">Tax {money(totals.taxCents)}</Text>}
                <Text size="sm" fw={700}>
                  Total {money(totals.totalCents)}
                </Text>
              </Group>
            </Paper>
            <FormError error={generate.error} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" leftSection={<IconEye size={16} />} onClick={preview}>
                Preview PDF
              </Button>
              <Button type="submit" loading={generate.isPending}>
                Issue invoice
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
