/** Scanners type a whole code in a few milliseconds per key; people need 80 ms and more. */
export const WEDGE_MAX_KEY_GAP_MS = 40;
/** The shortest code a scanner sends (EAN-8, UPC-E); shorter fast bursts are key rollover. */
export const WEDGE_MIN_LENGTH = 8;
/**
 * After this many fast keys in a row the burst is taken for a scanner and its keys are swallowed,
 * so that the rest of the code and its Enter do not press a focused button or submit a form. In a
 * focused text field the hook lets them land and takes them back out at the scan's Enter: the
 * price of needing no hidden input (which would open the phone's keyboard) and of never eating a
 * person's typing.
 */
export const WEDGE_SWALLOW_AFTER = 4;

const MODIFIERS = new Set(['Shift', 'CapsLock']);

export type WedgeKeyVerdict =
  /** Not (yet) a scanner: let the key through. */
  | { kind: 'pass' }
  /** Part of a recognised scanner burst: stop it reaching the page. */
  | { kind: 'swallow' }
  /** The Enter that ends a scanner burst: here is the code it typed. */
  | { kind: 'code'; text: string };

/**
 * Tells a keyboard-wedge scanner from a person by timing alone. Pure: fed keys with their
 * timestamps (KeyboardEvent.key, event.timeStamp), it never touches the DOM, so tests drive it
 * with made-up times.
 */
export class WedgeBurstDetector {
  private buffer = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly maxGapMs = WEDGE_MAX_KEY_GAP_MS,
    private readonly minLength = WEDGE_MIN_LENGTH,
  ) {}

  key(key: string, at: number): WedgeKeyVerdict {
    const fast = at - this.lastAt <= this.maxGapMs;
    this.lastAt = at;
    if (key === 'Enter') {
      const text = this.buffer;
      this.buffer = '';
      return fast && text.length >= this.minLength ? { kind: 'code', text } : { kind: 'pass' };
    }
    // Scanners press Shift for an ISBN's X: it keeps the burst going without being part of it.
    if (MODIFIERS.has(key)) return this.buffer.length >= WEDGE_SWALLOW_AFTER ? { kind: 'swallow' } : { kind: 'pass' };
    // Only printable characters make a code; anything else (arrows, Tab, Backspace) ends the burst.
    if (key.length !== 1) {
      this.buffer = '';
      return { kind: 'pass' };
    }
    this.buffer = fast ? this.buffer + key : key;
    return this.buffer.length >= WEDGE_SWALLOW_AFTER ? { kind: 'swallow' } : { kind: 'pass' };
  }

  /**
   * Characters in the burst so far: 1 right after a key that starts a new one, which is when the
   * hook notes the focused field as it was before the burst.
   */
  get burstLength(): number {
    return this.buffer.length;
  }

  /** Forget a half-seen burst, e.g. when the hook is switched off. */
  reset(): void {
    this.buffer = '';
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}
