import { describe, expect, it } from 'vitest';
import { WedgeBurstDetector, type WedgeKeyVerdict } from './wedgeDetector';

/** Feeds keys with the given gap between them and returns every verdict. */
function type(detector: WedgeBurstDetector, keys: string[], gapMs: number, startAt = 1000): WedgeKeyVerdict[] {
  return keys.map((key, index) => detector.key(key, startAt + index * gapMs));
}

const scan = (code: string) => [...code.split(''), 'Enter'];

describe('WedgeBurstDetector', () => {
  it('reads a code typed at scanner speed and ended by Enter', () => {
    const verdicts = type(new WedgeBurstDetector(), scan('9780140013993'), 8);
    expect(verdicts.at(-1)).toEqual({ kind: 'code', text: '9780140013993' });
  });

  it('lets the first keys through and swallows the rest of a burst, its Enter included', () => {
    const kinds = type(new WedgeBurstDetector(), scan('96385074'), 12).map((verdict) => verdict.kind);
    expect(kinds).toEqual(['pass', 'pass', 'pass', 'swallow', 'swallow', 'swallow', 'swallow', 'swallow', 'code']);
  });

  it('never captures a person typing at normal speed', () => {
    const verdicts = type(new WedgeBurstDetector(), scan('9780140013993'), 120);
    expect(verdicts.every((verdict) => verdict.kind === 'pass')).toBe(true);
  });

  it('ignores a fast burst shorter than a code (key rollover)', () => {
    const verdicts = type(new WedgeBurstDetector(), scan('12345'), 10);
    expect(verdicts.at(-1)).toEqual({ kind: 'pass' });
  });

  it('starts again when one gap is slow, so typed keys never prefix a scanned code', () => {
    const detector = new WedgeBurstDetector();
    detector.key('5', 0);
    const verdicts = type(detector, scan('9780140013993'), 10, 500);
    expect(verdicts.at(-1)).toEqual({ kind: 'code', text: '9780140013993' });
  });

  it('refuses a burst whose Enter comes late (a person pressing Enter after a paste-like burst)', () => {
    const detector = new WedgeBurstDetector();
    type(detector, '9780140013993'.split(''), 10, 0);
    expect(detector.key('Enter', 130 + 400)).toEqual({ kind: 'pass' });
  });

  it('keeps the X of an ISBN-10 typed with Shift', () => {
    const verdicts = type(new WedgeBurstDetector(), [...'080442957'.split(''), 'Shift', 'X', 'Enter'], 5);
    expect(verdicts.at(-1)).toEqual({ kind: 'code', text: '080442957X' });
  });

  it('drops a burst broken by a non-character key, and reads the next one', () => {
    const detector = new WedgeBurstDetector();
    const broken = type(detector, ['9', '7', '8', 'ArrowLeft', ...scan('0140013993')], 5, 0);
    expect(broken.at(-1)).toEqual({ kind: 'code', text: '0140013993' });
    expect(type(detector, scan('96385074'), 5, 5000).at(-1)).toEqual({ kind: 'code', text: '96385074' });
  });
});
