import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice, InvoiceLine } from '~/contract/payments';
import { formatMoney, type Currency } from '~/contract/currencies';
import { embedFonts, writeLine, type Fonts } from '~/lib/pdf/fonts';
import { canShow, sanitize, wrapLines } from '~/lib/pdf/text';
import { formatDay } from '~/lib/dates';

/**
 * A billing document as a PDF (US Letter): an invoice or a credit note, one layout for both. Who
 * billed whom, the facts on the right, every line with its period, then the totals, all in the
 * document's own currency. invoicePdf.ts and creditNotePdf.ts say what goes in; screens load them
 * with import(), so pdf-lib stays out of their JavaScript.
 */

export interface BillingDocument {
  /** Invoice, Credit note. */
  title: string;
  number: string;
  issuedAt: string;
  /** Written under the title, right-aligned: number, day, status, currency. */
  facts: string[];
  billedTo: Invoice['billedTo'];
  currency: Currency;
  lines: InvoiceLine[];
  totals: { label: string; cents: number; bold?: boolean }[];
  /** A word across every page (DRAFT on a preview that was never issued). */
  watermark?: string;
}

const PAGE = { width: 612, height: 792, margin: 48 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.82, 0.84, 0.87);

/** The table's columns, left to right; the amounts align right. */
const COLUMNS = [
  { key: 'description', title: 'Description', width: 194, align: 'left' },
  // Wide enough for the widest month pair, "May 31, 2026 – May 31, 2027" (143 pt at 10 pt).
  { key: 'period', title: 'Period', width: 152, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 30, align: 'right' },
  { key: 'unit', title: 'Unit price', width: 70, align: 'right' },
  { key: 'amount', title: 'Amount', width: 70, align: 'right' },
] as const;
type Column = (typeof COLUMNS)[number]['key'];

/** The currency's sign where the font has it ($, €, £, ¥), its ISO code where not (INR 1,234.00). */
function money(amount: number, currency: Currency, font: PDFFont): string {
  const withSign = formatMoney(amount, currency);
  return canShow(withSign, font) ? withSign : formatMoney(amount, currency, 'code');
}

/** The period on one line, or its two ends on two lines where one would not fit: never cut short. */
function periodLines(line: InvoiceLine, font: PDFFont, size: number, width: number): string[] {
  if (!line.periodStart || !line.periodEnd) return [''];
  const [start, end] = [formatDay(line.periodStart), formatDay(line.periodEnd)];
  const whole = `${start} – ${end}`;
  return font.widthOfTextAtSize(sanitize(whole, font), size) <= width ? [whole] : [`${start} –`, end];
}

/** Writes the page's head: who, what and when. Returns where the table starts. */
function writeHead(page: PDFPage, document: BillingDocument, fonts: Fonts): number {
  const { margin } = PAGE;
  let top = PAGE.height - margin;
  writeLine(page, 'Folio', { x: margin, top, width: WIDTH / 2, size: 20, font: fonts.bold });
  top = writeLine(page, document.title, { x: margin + WIDTH / 2, top, width: WIDTH / 2, size: 20, font: fonts.bold, align: 'right' });
  let right = top - 6;
  for (const fact of document.facts) right = writeLine(page, fact, { x: margin + WIDTH / 2, top: right, width: WIDTH / 2, size: 10, font: fonts.regular, align: 'right' });

  let left = top - 6;
  left = writeLine(page, 'Billed to', { x: margin, top: left, width: WIDTH / 2, size: 9, font: fonts.bold });
  const { billedTo } = document;
  for (const line of [billedTo.name, billedTo.company, billedTo.email, ...billedTo.address]) {
    if (line) left = writeLine(page, line, { x: margin, top: left, width: WIDTH / 2 - 12, size: 10, font: fonts.regular });
  }
  return Math.min(left, right) - 24;
}

function writeTableHead(page: PDFPage, top: number, fonts: Fonts): number {
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    writeLine(page, column.title, { x, top, width: column.width - 6, size: 9, font: fonts.bold, align: column.align });
    x += column.width;
  }
  const below = top - 14;
  page.drawLine({ start: { x: PAGE.margin, y: below }, end: { x: PAGE.margin + WIDTH, y: below }, thickness: 0.75, color: RULE });
  return below - 6;
}

const CELL_SIZE = 10;
const cellWidth = (key: Column) => COLUMNS.find((column) => column.key === key)!.width - 6;

/** One line of the table, its description wrapped to two lines at most. Returns the next line's top. */
function writeRow(page: PDFPage, top: number, cells: Record<Column, string | string[]>, fonts: Fonts): number {
  const size = CELL_SIZE;
  const description = wrapLines(sanitize(String(cells.description), fonts.regular), fonts.regular, size, cellWidth('description'), 2);
  let x = PAGE.margin;
  let bottom = top;
  for (const column of COLUMNS) {
    const cell = cells[column.key];
    const texts = column.key === 'description' ? description : typeof cell === 'string' ? [cell] : cell;
    let lineTop = top;
    for (const text of texts) lineTop = writeLine(page, text, { x, top: lineTop, width: column.width - 6, size, font: fonts.regular, align: column.align });
    bottom = Math.min(bottom, lineTop);
    x += column.width;
  }
  return bottom - 6;
}

const ROW_ROOM = 36;
const TOTALS_ROOM = 110;

function writeTotals(page: PDFPage, top: number, document: BillingDocument, fonts: Fonts): void {
  const labelX = PAGE.margin + WIDTH - 250;
  page.drawLine({ start: { x: labelX, y: top + 4 }, end: { x: PAGE.margin + WIDTH, y: top + 4 }, thickness: 0.75, color: RULE });
  let rowTop = top - 4;
  for (const { label, cents, bold } of document.totals) {
    const font = bold ? fonts.bold : fonts.regular;
    writeLine(page, label, { x: labelX, top: rowTop, width: 150, size: 10, font });
    rowTop = writeLine(page, money(cents, document.currency, font), { x: labelX + 150, top: rowTop, width: 100 - 6, size: 10, font, align: 'right' }) - 4;
  }
}

function writeFooters(pages: PDFPage[], document: BillingDocument, fonts: Fonts): void {
  pages.forEach((page, index) => {
    const text = `${document.number} · page ${index + 1} of ${pages.length}`;
    writeLine(page, text, { x: PAGE.margin, top: PAGE.margin - 8, width: WIDTH, size: 8, font: fonts.regular, align: 'right' });
    page.drawText(sanitize('Amounts in the document’s currency, never converted.', fonts.regular), { x: PAGE.margin, y: PAGE.margin - 15, size: 8, font: fonts.regular, color: GREY });
    if (document.watermark) {
      page.drawText(document.watermark, { x: 150, y: 300, size: 96, font: fonts.bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.18, rotate: degrees(35) });
    }
  });
}

export async function makeDocumentPdf(document: BillingDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.number}`);
  pdf.setCreator('Folio');
  pdf.setProducer('Folio');
  pdf.setCreationDate(new Date(document.issuedAt));
  const fonts = await embedFonts(pdf);
  const pages = [pdf.addPage([PAGE.width, PAGE.height])];
  let page = pages[0]!;
  let top = writeTableHead(page, writeHead(page, document, fonts), fonts);
  for (const line of document.lines) {
    if (top - ROW_ROOM < PAGE.margin + 24) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      top = writeTableHead(page, PAGE.height - PAGE.margin, fonts);
    }
    const cell = (cents: number) => money(cents, document.currency, fonts.regular);
    const cells = { description: line.description, period: periodLines(line, fonts.regular, CELL_SIZE, cellWidth('period')), quantity: String(line.quantity), unit: cell(line.unitAmountCents), amount: cell(line.amountCents) };
    top = writeRow(page, top, cells, fonts);
  }
  if (top - TOTALS_ROOM < PAGE.margin) {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    top = PAGE.height - PAGE.margin;
  }
  writeTotals(page, top - 8, document, fonts);
  writeFooters(pages, document, fonts);
  return pdf.save();
}

/** The file a person saves: F-2026-000041.pdf, CN-2026-000003.pdf. */
export const documentFileName = (document: { number: string }) => `${document.number.replace(/[^\w.-]+/g, '-')}.pdf`;
