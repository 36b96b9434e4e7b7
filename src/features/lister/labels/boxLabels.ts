import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { plural } from '~/lib/plural';
import { code128Shape, drawBarcode, moduleWidth, pdf417Shape, type BarcodeShape } from './barcode';
import { boxContentPayload, type BoxItem } from '~/contract/lister/boxContent';
import { fromTenths } from './boxContent';
import { embedFonts, writeLine, type Fonts } from '~/lib/pdf/fonts';
import { BOX_LABEL, DOT } from './layouts';
import { sanitize } from '~/lib/pdf/text';

export interface BoxLabelBox {
  name: string;
  number: number;
  /** Inches, in tenths (spec 3.2). */
  width: number;
  height: number;
  length: number;
  /** Pounds, in tenths; null when the box is not weighed yet. */
  weight: number | null;
  items: BoxItem[];
}

export interface BoxLabelsInput {
  shipmentCode: string;
  /** The destination warehouse's code, e.g. "ABE8". */
  destination: string;
  /** The seller's name and address, one line each. */
  shipFrom: string[];
  boxes: BoxLabelBox[];
  /** Boxes in the shipment: the M of "Box N of M". */
  boxCount: number;
}

const MARGIN = 12;
const CONTENT = BOX_LABEL.width - 2 * MARGIN;
const black = rgb(0, 0, 0);

function rule(page: PDFPage, top: number) {
  page.drawLine({ start: { x: MARGIN, y: top }, end: { x: BOX_LABEL.width - MARGIN, y: top }, thickness: 0.75, color: black });
  return top - 6;
}

/** The PDF417 at the largest whole-dot module (2 or 3 dots) that fits; more columns when it is tall. */
function fitPdf417(payload: string, maxHeight: number): { shape: BarcodeShape; module: number } {
  const maxColumns = Math.floor((CONTENT / (2 * DOT) - 4 - 69) / 17);
  let best: { shape: BarcodeShape; module: number } | undefined;
  for (const columns of [0, Math.min(12, maxColumns), maxColumns]) {
    const shape = pdf417Shape(payload, columns);
    const byWidth = moduleWidth(shape.width + 2 * shape.quietZone, CONTENT, 3);
    const byHeight = moduleWidth(shape.height, maxHeight, 3);
    best = { shape, module: Math.min(byWidth, byHeight) };
    if (best.module >= 2 * DOT - 1e-9) break;
  }
  return best!;
}

/** The FNSKUs and units as small text: a person can check the box, and the text can be searched. */
function drawContents(page: PDFPage, fonts: Fonts, items: readonly BoxItem[], top: number, bottom: number) {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  top = writeLine(page, `Contents: ${plural(items.length, 'FNSKU')}, ${plural(units, 'unit')}`, { x: MARGIN, top, width: CONTENT, size: 7, font: fonts.bold });
  if (items.length === 0) return;
  const entries = items.map((item) => `${sanitize(item.fnsku, fonts.regular)}  x ${item.quantity}`);
  for (let size = 7; size >= 4; size -= 0.5) {
    const columnWidth = Math.max(...entries.map((entry) => fonts.regular.widthOfTextAtSize(entry, size))) + size * 2;
    const columns = Math.max(1, Math.floor(CONTENT / columnWidth));
    const rows = Math.floor((top - bottom) / (size * 1.18));
    if (rows * columns < entries.length && size > 4) continue;
    const shown = entries.slice(0, rows * columns);
    shown.forEach((entry, index) => {
      const column = Math.floor(index / rows);
      const row = index % rows;
      writeLine(page, entry, { x: MARGIN + column * columnWidth, top: top - row * size * 1.18, width: columnWidth, size, font: fonts.regular });
    });
    if (shown.length < entries.length) {
      writeLine(page, `and ${entries.length - shown.length} more: see the 2D barcode`, { x: MARGIN, top: bottom + 6, width: CONTENT, size: 5, font: fonts.bold });
    }
    return;
  }
}

function drawBoxLabel(page: PDFPage, fonts: Fonts, input: BoxLabelsInput, box: BoxLabelBox, shipmentShape: BarcodeShape, outline: boolean) {
  const { width, height } = BOX_LABEL;
  if (outline) page.drawRectangle({ x: 2, y: 2, width: width - 4, height: height - 4, borderColor: black, borderWidth: 0.5 });
  let top = height - MARGIN;

  // Ship from (left) and ship to (right).
  const fromWidth = CONTENT * 0.58;
  const toX = MARGIN + fromWidth + 8;
  const toWidth = BOX_LABEL.width - MARGIN - toX;
  let fromTop = writeLine(page, 'SHIP FROM:', { x: MARGIN, top, width: fromWidth, size: 7, font: fonts.bold });
  for (const line of input.shipFrom.slice(0, 5)) fromTop = writeLine(page, line, { x: MARGIN, top: fromTop, width: fromWidth, size: 8, font: fonts.regular });
  const toTop = writeLine(page, 'SHIP TO:', { x: toX, top, width: toWidth, size: 7, font: fonts.bold });
  const destination = sanitize(input.destination, fonts.bold);
  const destinationSize = Math.min(24, (toWidth / Math.max(1, fonts.bold.widthOfTextAtSize(destination, 24))) * 24);
  writeLine(page, destination, { x: toX, top: toTop - 2, width: toWidth, size: destinationSize, font: fonts.bold });
  top = rule(page, Math.min(fromTop, top - 62) - 2);

  // Box number, weight, dimensions.
  const numberWidth = CONTENT * 0.4;
  const numberTop = writeLine(page, `Box ${box.number} of ${input.boxCount}`, { x: MARGIN, top, width: numberWidth, size: 16, font: fonts.bold });
  if (box.name && box.name !== `Box ${box.number}`) writeLine(page, box.name, { x: MARGIN, top: numberTop, width: numberWidth, size: 8, font: fonts.regular });
  const weight = fromTenths(box.weight);
  const sides = [box.length, box.width, box.height].map(fromTenths);
  const dimensions = sides.every(Boolean) ? `${sides.join(' x ')} in` : '____ x ____ x ____ in';
  const detail = { x: MARGIN + numberWidth, width: CONTENT - numberWidth, font: fonts.regular, align: 'right' as const };
  let detailTop = writeLine(page, `Weight: ${weight ? `${weight} lb` : '______ lb'}`, { ...detail, top, size: 10 });
  detailTop = writeLine(page, `Dimensions: ${dimensions}`, { ...detail, top: detailTop - 2, size: 9 });
  top = rule(page, Math.min(detailTop, numberTop - 8) - 2);

  // The shipment code: three dots a module when it fits, quiet zones inside the label.
  const module = moduleWidth(shipmentShape.width + 2 * shipmentShape.quietZone, width - 2 * DOT, 3);
  drawBarcode(page, shipmentShape, (width - shipmentShape.width * module) / 2, top - 2, module, 56);
  top = writeLine(page, input.shipmentCode, { x: MARGIN, top: top - 60, width: CONTENT, size: 12, font: fonts.bold, align: 'center' });
  top = rule(page, top - 2);

  // The box content as PDF417, then as text, then the footer.
  const footerTop = MARGIN + 9;
  const inBox = box.items.filter((item) => item.quantity > 0);
  const pdf417 = fitPdf417(boxContentPayload(input.shipmentCode, inBox), (top - footerTop) * 0.6);
  const codeHeight = pdf417.shape.height * pdf417.module;
  drawBarcode(page, pdf417.shape, (width - pdf417.shape.width * pdf417.module) / 2, top, pdf417.module, codeHeight);
  drawContents(page, fonts, inBox, top - codeHeight - 6, footerTop + 4);
  writeLine(page, 'PLEASE LEAVE THIS LABEL UNCOVERED', { x: MARGIN, top: footerTop, width: CONTENT, size: 8, font: fonts.bold, align: 'center' });
}

/** Box labels as a PDF, one 4 x 6 in page a box. */
export async function makeBoxLabelsPdf(input: BoxLabelsInput, options: { outline?: boolean } = {}): Promise<Uint8Array> {
  if (input.boxes.length === 0) throw new Error('There are no boxes to print labels for.');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Box labels ${input.shipmentCode}`);
  pdf.setCreator('Folio');
  const fonts = await embedFonts(pdf);
  const shipmentShape = code128Shape(input.shipmentCode.trim());
  for (const box of input.boxes) {
    const page = pdf.addPage([BOX_LABEL.width, BOX_LABEL.height]);
    drawBoxLabel(page, fonts, input, box, shipmentShape, options.outline ?? false);
  }
  return pdf.save();
}
