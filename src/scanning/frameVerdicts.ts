/**
 * A reported code is not reported again until it has been out of sight this long: a book held
 * under the camera scans once, however long it stays there; taken away and shown again, it scans
 * again (a second copy of the same title).
 */
export const DUPLICATE_WINDOW_MS = 2500;

/**
 * Turns per-frame decoder readings into reported codes. A code counts only when two consecutive
 * decoded frames both hold it: both decoders make rare valid-checksum misreads (clean UPC-A photos
 * included), and a single misread frame must never become a verdict. Pure and clock-free, so tests
 * feed it frames with made-up times.
 */
export class FrameVerdicts {
  private previousFrame = new Set<string>();
  /** Reported codes and when each was last seen in a frame. */
  private readonly lastSeen = new Map<string, number>();

  constructor(private readonly duplicateWindowMs = DUPLICATE_WINDOW_MS) {}

  /**
   * One decoded frame: the normalised codes it held (none when the decoder found nothing, which
   * breaks any agreement in progress). Returns the codes to report now.
   */
  frame(codes: readonly string[], at: number): string[] {
    this.forgetOlderThan(at);
    const current = new Set(codes);
    const agreed = [...current].filter((code) => this.previousFrame.has(code));
    this.previousFrame = current;
    const fresh = agreed.filter((code) => !this.lastSeen.has(code));
    for (const code of current) if (fresh.includes(code) || this.lastSeen.has(code)) this.lastSeen.set(code, at);
    return fresh;
  }

  /** A new session (camera restarted, another device): nothing carries over. */
  reset(): void {
    this.previousFrame.clear();
    this.lastSeen.clear();
  }

  private forgetOlderThan(at: number) {
    for (const [code, seenAt] of this.lastSeen) {
      if (at - seenAt >= this.duplicateWindowMs) this.lastSeen.delete(code);
    }
  }
}
