import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { conditionWords, type PackingSlip, type PackingSlipLine } from '~/contract/inventory';
import { embedFonts, writeLine, type Fonts } from '~/lib/pdf/fonts';

/**
 * A shipment's packing slip, US Letter: the shipment at the top, then one row a SKU in shelf order
 * (location, SKU, title, condition, units, boxes), the column heads again on every page, and the
 * totals after the last row. Real text (Helvetica), so it can be searched and read back.
 */

const POINTS_PER_INCH = 72;
const PAGE = { width: 8.5 * POINTS_PER_INCH, height: 11 * POINTS_PER_INCH };
const MARGIN = 0.5 * POINTS_PER_INCH;
const ROW = 15;
const SIZE = 9;

interface Column {
  head: string;
  width: number;
  align?: 'right';
  text: (line: PackingSlipLine) => string;
}

const boxesText = (line: PackingSlipLine) =>
  line.boxes.length === 0 ? '' : line.boxes.map((box) => (line.boxes.length === 1 ? `${box.number}` : `${box.number} (${box.quantity})`)).join(', ');

const COLUMNS: Column[] = [
  { head: 'Location', width: 64, text: (line) => line.location ?? '' },
  { head: 'SKU', width: 92, text: (line) => line.sku },
  { head: 'Title', width: 180, text: (line) => line.title },
  { head: 'Condition', width: 84, text: (line) => conditionWords(line.condition) },
  { head: 'Qty', width: 24, align: 'right', text: (line) => String(line.quantity) },
  { head: 'Boxes', width: 64, text: boxesText },
];
const GAP = (PAGE.width - 2 * MARGIN - COLUMNS.reduce((sum, column) => sum + column.width, 0)) / (COLUMNS.length - 1);

function writeRow(page: PDFPage, top: number, cells: string[], font: Fonts['regular']) {
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    writeLine(page, cells[index]!, { x, top, width: column.width, size: SIZE, font, ...(column.align ? { align: column.align } : {}) });
    x += column.width + GAP;
  });
}

function rule(page: PDFPage, y: number, thickness = 0.5) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness, color: rgb(0.55, 0.55, 0.55) });
}

function heading(page: PDFPage, slip: PackingSlip, fonts: Fonts, first: boolean): number {
  const width = PAGE.width - 2 * MARGIN;
  const { shipment } = slip;
  let top = PAGE.height - MARGIN;
  if (first) {
    top = writeLine(page, 'PACKING SLIP', { x: MARGIN, top, width, size: 18, font: fonts.bold });
    top = writeLine(page, `${shipment.name} · ${shipment.shipmentCode}`, { x: MARGIN, top: top - 2, width, size: 12, font: fonts.bold });
    const facts = [`Session ${shipment.sessionName} (${shipment.channel})`, `To ${shipment.destination}`, `Status ${shipment.status}`];
    top = writeLine(page, facts.join(' · '), { x: MARGIN, top, width, size: 10, font: fonts.regular });
    top = writeLine(page, `${shipment.skus} SKUs · ${shipment.units} units · ${shipment.boxes} boxes`, { x: MARGIN, top, width, size: 10, font: fonts.regular });
    top -= 10;
  } else {
    top = writeLine(page, `Packing slip ${shipment.shipmentCode} (continued)`, { x: MARGIN, top, width, size: 10, font: fonts.bold }) - 6;
  }
  writeRow(page, top, COLUMNS.map((column) => column.head), fonts.bold);
  top -= ROW;
  rule(page, top + 3, 0.75);
  return top;
}

export async function makePackingSlipPdf(slip: PackingSlip, printedAt = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing slip ${slip.shipment.shipmentCode}`);
  pdf.setCreator('Folio');
  const fonts = await embedFonts(pdf);
  const pages: PDFPage[] = [];
  const newPage = () => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    return { page, top: heading(page, slip, fonts, pages.length === 1) };
  };
  let { page, top } = newPage();
  for (const line of slip.lines) {
    if (top - ROW < MARGIN + 2 * ROW) ({ page, top } = newPage());
    writeRow(page, top, COLUMNS.map((column) => column.text(line)), fonts.regular);
    top -= ROW;
    rule(page, top + 3);
  }
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = slip.lines.length === 0 ? 'This shipment holds no books.' : `Total: ${slip.lines.length} SKUs, ${units} units`;
  writeLine(page, totals, { x: MARGIN, top: top - 6, width: PAGE.width - 2 * MARGIN, size: 10, font: fonts.bold });
  const stamp = `Printed ${printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  pages.forEach((each, index) => {
    const footer = `${stamp} · Page ${index + 1} of ${pages.length}`;
    writeLine(each, footer, { x: MARGIN, top: MARGIN - 6, width: PAGE.width - 2 * MARGIN, size: 8, font: fonts.regular, align: 'right' });
  });
  return pdf.save();
}
