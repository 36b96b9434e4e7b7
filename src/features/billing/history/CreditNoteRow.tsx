import { Badge, Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreditNoteSummary } from '~/contract/payments';
import { formatMoney } from '~/contract/currencies';
import { Cell } from '~/components/responsiveTable/ResponsiveTable';
import { formatDay } from '~/lib/dates';
import { showToast } from '~/lib/toast';
import { downloadCreditNotePdf } from './downloadCreditNote';

/** A refund under the invoice it gave money back from: the amount, and its credit note as a PDF. */
export function CreditNoteRow({ note }: { note: CreditNoteSummary }) {
  const queryClient = useQueryClient();
  const [making, setMaking] = useState(false);
  const download = () => {
    setMaking(true);
    downloadCreditNotePdf(queryClient, note.id)
      .catch((error: unknown) => showToast(`The credit note PDF could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error'))
      .finally(() => setMaking(false));
  };
  return (
    <Table.Tr aria-label={`Refund ${note.number}`}>
      <Cell kind="main">
        <Text size="sm" fw={500} pl="md">
          Refund · credit note {note.number}
        </Text>
        <Text size="xs" c="dimmed" pl="md">
          Given back against {note.invoiceNumber}
        </Text>
      </Cell>
      <Cell label="Issued" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(note.issuedAt)}
      </Cell>
      <Cell label="Status">
        <Badge color="grape" variant="light">
          Refund
        </Badge>
      </Cell>
      <Cell label="Total" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {formatMoney(-note.amountCents, note.currency)}
      </Cell>
      <Cell kind="actions">
        <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} />} loading={making} onClick={download} aria-label={`Download credit note ${note.number} as PDF`}>
          PDF
        </Button>
      </Cell>
    </Table.Tr>
  );
}
