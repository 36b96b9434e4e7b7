import { saveFile } from '~/lib/saveFile';

/**
 * Hands a PDF to the browser as a download named `fileName`: for printing from the seller's PDF
 * reader, which honours "actual size" more reliably than the browser's own viewer (printPdf opens
 * the browser's print dialog instead).
 */
export function openPdf(bytes: Uint8Array, fileName: string): void {
  saveFile(bytes as Uint8Array<ArrayBuffer>, fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf`, 'application/pdf');
}
