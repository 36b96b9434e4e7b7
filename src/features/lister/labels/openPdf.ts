/**
 * Hands a PDF to the browser as a download named `fileName`: for printing from the seller's PDF
 * reader, which honours "actual size" more reliably than the browser's own viewer (printPdf opens
 * the browser's print dialog instead).
 */
export function openPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
