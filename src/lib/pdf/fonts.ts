import { StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { sanitize, truncate } from './text';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Helvetica is built into every PDF reader: nothing to embed, and the text stays real text. */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  return { regular, bold };
}

export type Align = 'left' | 'center' | 'right';

/**
 * Writes one line whose top is at `top` and returns the top of the next line. The text is
 * sanitised and cut to `width`.
 */
export function writeLine(page: PDFPage, text: string, options: { x: number; top: number; width: number; size: number; font: PDFFont; align?: Align }): number {
  const { x, top, width, size, font, align = 'left' } = options;
  const line = truncate(sanitize(text, font), font, size, width);
  const lineWidth = font.widthOfTextAtSize(line, size);
  const left = align === 'left' ? x : align === 'center' ? x + (width - lineWidth) / 2 : x + width - lineWidth;
  // Helvetica's capitals reach 0.72 of the size above the baseline.
  if (line) page.drawText(line, { x: left, y: top - size * 0.78, size, font });
  return top - size * 1.18;
}
