import type { PDFFont } from 'pdf-lib';

/** Text on the PDFs Folio makes in the browser (labels, packing slips, invoices), with pdf-lib's standard fonts. */

// Emoji and the invisible characters that glue them together: dropped, a '?' for them says nothing.
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/u;
const CHARSETS = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let charset = CHARSETS.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    CHARSETS.set(font, charset);
  }
  return charset;
}

/** Whether the font shows every character of `text` as it is, with nothing dropped or replaced. */
export function canShow(text: string, font: PDFFont): boolean {
  const known = charsetOf(font);
  return [...text].every((char) => /\s/.test(char) || known.has(char.codePointAt(0)!));
}

/**
 * Text the standard PDF fonts can show: they only know WinAnsi (Western European), and pdf-lib
 * throws on anything else. Accents come off where that helps (e.g. "ő" becomes "o"), and any other
 * run of unknown characters (a Japanese title) becomes one '?'.
 */
export function sanitize(text: string, font: PDFFont): string {
  const known = charsetOf(font);
  const fits = (char: string) => known.has(char.codePointAt(0)!);
  let out = '';
  let unknownRun = false;
  for (const char of text.replace(/\s+/g, ' ')) {
    // Checked after fits(): (c) and (R) are pictographs too, and WinAnsi has them.
    if (!fits(char) && EMOJI.test(char)) continue;
    let shown = fits(char) ? char : char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (shown && ![...shown].every(fits)) shown = '';
    if (shown) {
      out += shown;
      unknownRun = false;
    } else if (!unknownRun) {
      out += '?';
      unknownRun = true;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

const ELLIPSIS = '\u2026';

/** Cuts a line to `width`, ending it with an ellipsis when something was cut. */
export function truncate(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(text.slice(0, end).trimEnd() + ELLIPSIS, size) > width) end -= 1;
  return end > 0 ? text.slice(0, end).trimEnd() + ELLIPSIS : '';
}

/** Word-wraps already sanitised text into at most `maxLines` lines; the last one is truncated. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const fitsWidth = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let rest = text.trim();
  while (rest && lines.length < maxLines - 1) {
    const words = rest.split(' ');
    let line = words[0]!;
    // A word longer than the line is cut where it stops fitting.
    if (!fitsWidth(line)) {
      let end = line.length;
      while (end > 1 && !fitsWidth(line.slice(0, end))) end -= 1;
      line = line.slice(0, end);
    } else {
      for (const word of words.slice(1)) {
        if (!fitsWidth(`${line} ${word}`)) break;
        line = `${line} ${word}`;
      }
    }
    lines.push(line);
    rest = rest.slice(line.length).trim();
  }
  if (rest) lines.push(truncate(rest, font, size, width));
  return lines;
}
