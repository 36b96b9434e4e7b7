import type { Invoice } from '~/contract/payments';
import { saveFile } from '~/lib/saveFile';

/** The PDF maker loads with the first download: pdf-lib never weighs on the billing screen's first load. */
export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  const { invoiceFileName, makeInvoicePdf } = await import('~/lib/billingPdf/invoicePdf');
  const bytes = await makeInvoicePdf(invoice);
  saveFile(bytes as Uint8Array<ArrayBuffer>, invoiceFileName(invoice), 'application/pdf');
}
