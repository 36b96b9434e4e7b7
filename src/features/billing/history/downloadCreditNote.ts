import type { QueryClient } from '@tanstack/react-query';
import { billingQueries } from '~/api/billing/queries';
import { saveFile } from '~/lib/saveFile';

/** Reads the seller's credit note, then makes its PDF with the invoices' PDF code (loaded on first use). */
export async function downloadCreditNotePdf(queryClient: QueryClient, id: number): Promise<void> {
  const [note, { creditNoteFileName, makeCreditNotePdf }] = await Promise.all([
    queryClient.fetchQuery(billingQueries.creditNote(id)),
    import('~/lib/billingPdf/creditNotePdf'),
  ]);
  const bytes = await makeCreditNotePdf(note);
  saveFile(bytes as Uint8Array<ArrayBuffer>, creditNoteFileName(note), 'application/pdf');
}
