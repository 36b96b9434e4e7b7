import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { canShow, sanitize, truncate, wrapLines } from './text';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('sanitize', () => {
  it('keeps what WinAnsi has: accents, typographic quotes and dashes, (c)', () => {
    expect(sanitize('Café “Crème” — Müller © 2001', font)).toBe('Café “Crème” — Müller © 2001');
  });

  it('drops emoji, strips accents WinAnsi lacks and marks other scripts with one ?', () => {
    expect(sanitize('📚 Reading 👨‍👩‍👧 is fun ✨', font)).toBe('Reading is fun');
    expect(sanitize('Erdős Łódź', font)).toBe('Erdos ?ódz');
    expect(sanitize('吾輩は猫である: a novel', font)).toBe('?: a novel');
    expect(sanitize('tab\tand\nnewline', font)).toBe('tab and newline');
  });

  it('gives text pdf-lib can encode, whatever comes in', () => {
    const nasty = 'Ωμέγα 中文 العربية עברית 🏳️‍🌈 \u0000\u0007 \ud800 end';
    expect(() => font.encodeText(sanitize(nasty, font))).not.toThrow();
  });
});

describe('wrapLines and truncate', () => {
  it('wraps on words into at most two lines, the last cut with an ellipsis', () => {
    const lines = wrapLines('The quick brown fox jumps over the lazy dog again and again and again', font, 8, 100, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 8)).toBeLessThanOrEqual(100);
    expect(lines[0]).toBe('The quick brown fox jumps');
    expect(lines[1]).toMatch(/…$/);
  });

  it('cuts a word longer than the line and leaves short text alone', () => {
    expect(wrapLines('Short', font, 8, 100, 2)).toEqual(['Short']);
    const [first = ''] = wrapLines('Supercalifragilisticexpialidocious-and-more words', font, 8, 60, 2);
    expect(font.widthOfTextAtSize(first, 8)).toBeLessThanOrEqual(60);
    expect(truncate('abc', font, 8, 1)).toBe('');
  });
});

describe('canShow', () => {
  it('tells a currency sign the font has from one it lacks', () => {
    expect(canShow('€1,234.00 £5 ¥900 $3', font)).toBe(true);
    expect(canShow('₹1,234.00', font)).toBe(false);
  });
});
