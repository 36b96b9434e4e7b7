import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice, InvoiceLine, InvoiceStatus } from '~/contract/payments';
import { cardName } from '~/lib/cardNames';
import { formatMoney } from '~/contract/currencies';
import { embedFonts, writeLine, type Fonts } from '~/lib/pdf/fonts';
import { canShow, sanitize, wrapLines } from '~/lib/pdf/text';
import { formatDay } from '~/lib/dates';

/**
 * An invoice as a PDF (US Letter), made in the browser from the invoice the server answered:
 * who billed whom, every line with its period, the tax where one is set, and the total, all in
 * the invoice's own currency. Screens load this module with import(): pdf-lib stays out of
 * their JavaScript.
 */

const PAGE = { width: 612, height: 792, margin: 48 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.82, 0.84, 0.87);

/** The table's columns, left to right; the amounts align right. */
const COLUMNS = [
  { key: 'description', title: 'Description', width: 212, align: 'left' },
  { key: 'period', title: 'Period', width: 134, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 30, align: 'right' },
  { key: 'unit', title: 'Unit price', width: 70, align: 'right' },
  { key: 'amount', title: 'Amount', width: 70, align: 'right' },
] as const;
type Column = (typeof COLUMNS)[number]['key'];

const STATUS_WORDS: Record<InvoiceStatus, string> = { PAID: 'Paid', FAILED: 'Payment failed', PENDING: 'Payment pending', REFUNDED: 'Refunded' };

/** The currency's sign where the font has it ($, €, £, ¥), its ISO code where not (INR 1,234.00). */
function money(amount: number, invoice: Invoice, font: PDFFont): string {
  const withSign = formatMoney(amount, invoice.currency);
  return canShow(withSign, font) ? withSign : formatMoney(amount, invoice.currency, 'code');
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 });

function period(line: InvoiceLine): string {
  if (!line.periodStart || !line.periodEnd) return '';
  return `${formatDay(line.periodStart)} – ${formatDay(line.periodEnd)}`;
}

function statusLine(invoice: Invoice): string {
  if (invoice.status === 'PAID' && invoice.paidAt) {
    return `Paid ${formatDay(invoice.paidAt)}${invoice.paidWith ? ` with ${cardName(invoice.paidWith)}` : ''}`;
  }
  return STATUS_WORDS[invoice.status];
}

/** Writes the page's head: the seller's copy of who, what and when. Returns where the table starts. */
function writeHead(page: PDFPage, invoice: Invoice, fonts: Fonts): number {
  const { margin } = PAGE;
  let top = PAGE.height - margin;
  writeLine(page, 'Folio', { x: margin, top, width: WIDTH / 2, size: 20, font: fonts.bold });
  top = writeLine(page, 'Invoice', { x: margin + WIDTH / 2, top, width: WIDTH / 2, size: 20, font: fonts.bold, align: 'right' });
  const facts = [`Number ${invoice.number}`, `Issued ${formatDay(invoice.issuedAt)}`, statusLine(invoice), `Currency ${invoice.currency}`];
  let right = top - 6;
  for (const fact of facts) right = writeLine(page, fact, { x: margin + WIDTH / 2, top: right, width: WIDTH / 2, size: 10, font: fonts.regular, align: 'right' });

  let left = top - 6;
  left = writeLine(page, 'Billed to', { x: margin, top: left, width: WIDTH / 2, size: 9, font: fonts.bold });
  const { billedTo } = invoice;
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

/** One line of the table, its description wrapped to two lines at most. Returns the next line's top. */
function writeRow(page: PDFPage, top: number, cells: Record<Column, string>, fonts: Fonts): number {
  const size = 10;
  const description = wrapLines(sanitize(cells.description, fonts.regular), fonts.regular, size, COLUMNS[0].width - 6, 2);
  let x = PAGE.margin;
  let bottom = top;
  for (const column of COLUMNS) {
    const texts = column.key === 'description' ? description : [cells[column.key]];
    let lineTop = top;
    for (const text of texts) lineTop = writeLine(page, text, { x, top: lineTop, width: column.width - 6, size, font: fonts.regular, align: column.align });
    bottom = Math.min(bottom, lineTop);
    x += column.width;
  }
  return bottom - 6;
}

const ROW_ROOM = 36;
const TOTALS_ROOM = 110;

function writeTotals(page: PDFPage, top: number, invoice: Invoice, fonts: Fonts): void {
  const labelX = PAGE.margin + WIDTH - 250;
  const rows: [string, string, PDFFont][] = [['Subtotal', money(invoice.subtotalCents, invoice, fonts.regular), fonts.regular]];
  if (invoice.taxRateBasisPoints !== null) {
    rows.push([`Tax (${percent.format(invoice.taxRateBasisPoints / 10_000)})`, money(invoice.taxCents, invoice, fonts.regular), fonts.regular]);
  }
  rows.push([`Total (${invoice.currency})`, money(invoice.totalCents, invoice, fonts.bold), fonts.bold]);
  if (invoice.refundedCents > 0) rows.push(['Refunded', money(-invoice.refundedCents, invoice, fonts.regular), fonts.regular]);
  page.drawLine({ start: { x: labelX, y: top + 4 }, end: { x: PAGE.margin + WIDTH, y: top + 4 }, thickness: 0.75, color: RULE });
  let rowTop = top - 4;
  for (const [label, amount, font] of rows) {
    writeLine(page, label, { x: labelX, top: rowTop, width: 150, size: 10, font });
    rowTop = writeLine(page, amount, { x: labelX + 150, top: rowTop, width: 100 - 6, size: 10, font, align: 'right' }) - 4;
  }
}

function writeFooters(pages: PDFPage[], invoice: Invoice, fonts: Fonts): void {
  pages.forEach((page, index) => {
    const text = `${invoice.number} · page ${index + 1} of ${pages.length}`;
    writeLine(page, text, { x: PAGE.margin, top: PAGE.margin - 8, width: WIDTH, size: 8, font: fonts.regular, align: 'right' });
    page.drawText(sanitize('Amounts in the invoice’s currency, never converted.', fonts.regular), { x: PAGE.margin, y: PAGE.margin - 15, size: 8, font: fonts.regular, color: GREY });
  });
}

export async function makeInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setCreator('Folio');
  pdf.setProducer('Folio');
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const fonts = await embedFonts(pdf);
  const pages = [pdf.addPage([PAGE.width, PAGE.height])];
  let page = pages[0]!;
  let top = writeTableHead(page, writeHead(page, invoice, fonts), fonts);
  for (const line of invoice.lines) {
    if (top - ROW_ROOM < PAGE.margin + 24) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      top = writeTableHead(page, PAGE.height - PAGE.margin, fonts);
    }
    top = writeRow(
      page,
      top,
      {
        description: line.description,
        period: period(line),
        quantity: String(line.quantity),
        unit: money(line.unitAmountCents, invoice, fonts.regular),
        amount: money(line.amountCents, invoice, fonts.regular),
      },
      fonts,
    );
  }
  if (top - TOTALS_ROOM < PAGE.margin) {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    top = PAGE.height - PAGE.margin;
  }
  writeTotals(page, top - 8, invoice, fonts);
  writeFooters(pages, invoice, fonts);
  return pdf.save();
}

/** The file the seller saves: F-2026-000041.pdf. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) => `${invoice.number.replace(/[^\w.-]+/g, '-')}.pdf`;
