/** The frame of the last print: kept while its dialog may be open, replaced by the next print. */
let lastPrint: { frame: HTMLIFrameElement; url: string } | undefined;

/**
 * Opens the browser's print dialog for a PDF the app made. The PDF goes into a hidden frame of
 * this page (a blob: URL, which the CSP's frame-src allows, so the frame is this origin's and can
 * be told to print); where the browser will not print a PDF frame, the PDF opens in a new tab,
 * whose viewer prints it.
 */
export function printPdf(bytes: Uint8Array): Promise<void> {
  if (lastPrint) {
    lastPrint.frame.remove();
    URL.revokeObjectURL(lastPrint.url);
  }
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.title = 'Labels to print';
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none: a frame that is not laid out does not load its PDF viewer, and prints blank.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  lastPrint = { frame, url };
  return new Promise((resolve) => {
    frame.addEventListener('load', () => {
      try {
        frame.contentWindow!.focus();
        frame.contentWindow!.print();
      } catch {
        window.open(url, '_blank', 'noopener');
      }
      resolve();
    });
    frame.src = url;
    document.body.append(frame);
  });
}
