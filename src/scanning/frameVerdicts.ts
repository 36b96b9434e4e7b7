/** The same code is not reported again within this window: a book held under the camera scans once. */
export const DUPLICATE_WINDOW_MS = 2500;

/**
 * Turns per-frame decoder readings into reported codes. A code counts only when two consecutive
 * decoded frames both hold it: both decoders make rare valid-checksum misreads (clean UPC-A photos
 * included), and a single misread frame must never become a verdict. Pure and clock-free, so tests
 * feed it frames with made-up times.
 */
export class FrameVerdicts {
  private previousFrame = new Set<string>();
  private readonly lastReported = new Map<string, number>();

  constructor(private readonly duplicateWindowMs = DUPLICATE_WINDOW_MS) {}

  /**
   * One decoded frame: the normalised codes it held (none when the decoder found nothing, which
   * breaks any agreement in progress). Returns the codes to report now.
   */
  frame(codes: readonly string[], at: number): string[] {
    const current = new Set(codes);
    const agreed = [...current].filter((code) => this.previousFrame.has(code));
    this.previousFrame = current;
    const fresh = agreed.filter((code) => at - (this.lastReported.get(code) ?? Number.NEGATIVE_INFINITY) >= this.duplicateWindowMs);
    for (const code of fresh) this.lastReported.set(code, at);
    this.forgetOlderThan(at);
    return fresh;
  }

  /** A new session (camera restarted, another device): nothing carries over. */
  reset(): void {
    this.previousFrame.clear();
    this.lastReported.clear();
  }

  private forgetOlderThan(at: number) {
    for (const [code, reportedAt] of this.lastReported) {
      if (at - reportedAt >= this.duplicateWindowMs) this.lastReported.delete(code);
    }
  }
}
