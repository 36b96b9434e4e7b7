// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from './openPdf';

describe('openPdf', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the PDF under its file name through a Blob URL, revoked later', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:folio/1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openPdf(new Uint8Array([37, 80, 68, 70]), 'box-labels');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('box-labels.pdf');
    expect(clicked[0]!.href).toBe('blob:folio/1');
    expect(clicked[0]!.isConnected).toBe(false);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:folio/1');
  });
});
