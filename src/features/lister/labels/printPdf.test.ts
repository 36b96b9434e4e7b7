// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPdf } from './printPdf';

const frames = () => [...document.querySelectorAll('iframe')];

/** The frame printPdf added, loaded: jsdom does not load blob: URLs, so the test fires its load. */
function loadLastFrame(print: () => void) {
  const frame = frames().at(-1)!;
  Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
  frame.dispatchEvent(new Event('load'));
  return frame;
}

describe('printPdf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const frame of frames()) frame.remove();
  });

  it('opens the print dialog of a hidden frame holding the PDF, and clears the last one on the next print', async () => {
    let urls = 0;
    const createObjectURL = vi.fn((_blob: Blob) => `blob:folio/${++urls}`);
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const print = vi.fn();

    const printed = printPdf(new Uint8Array([37, 80, 68, 70]));
    const frame = loadLastFrame(print);
    await printed;
    expect(print).toHaveBeenCalledOnce();
    expect(frame.src).toBe('blob:folio/1');
    expect(frame.style.width).toBe('0px');
    expect(frame.style.display).not.toBe('none');
    expect(createObjectURL.mock.calls[0]![0].type).toBe('application/pdf');
    // The dialog may still be open: the frame stays until the next print.
    expect(frame.isConnected).toBe(true);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    const again = printPdf(new Uint8Array([37, 80, 68, 70]));
    loadLastFrame(print);
    await again;
    expect(print).toHaveBeenCalledTimes(2);
    expect(frame.isConnected).toBe(false);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:folio/1');
    expect(frames()).toHaveLength(1);
  });

  it('opens the PDF in a new tab when the browser will not print the frame', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:folio/9', revokeObjectURL: vi.fn() }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const printed = printPdf(new Uint8Array([37]));
    loadLastFrame(() => {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    });
    await printed;
    expect(open).toHaveBeenCalledWith('blob:folio/9', '_blank', 'noopener');
  });
});
