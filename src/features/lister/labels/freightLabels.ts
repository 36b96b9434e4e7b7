import { PDFDocument, rgb } from 'pdf-lib';
import { code128Shape, drawBarcode, moduleWidth } from './barcode';
import { embedFonts, writeLine } from '~/lib/pdf/fonts';
import { BOX_LABEL, DOT, inches } from './layouts';

/** What an LTL shipment's pallet labels and bill of lading carry. */
export interface FreightShipment {
  confirmationId: string;
  destination: string;
  shipFrom: string[];
}

const MARGIN = 12;

/** One 4 x 6 in label a pallet: the shipment's id as a barcode, the warehouse, "Pallet N of M". */
export async function makePalletLabelsPdf(shipment: FreightShipment, pallets: readonly { number: number; of: number }[]): Promise<Uint8Array> {
  if (pallets.length === 0) throw new Error('There are no pallets to print labels for.');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Pallet labels ${shipment.confirmationId}`);
  pdf.setCreator('Folio');
  const fonts = await embedFonts(pdf);
  const shape = code128Shape(shipment.confirmationId);
  const content = BOX_LABEL.width - 2 * MARGIN;
  for (const pallet of pallets) {
    const page = pdf.addPage([BOX_LABEL.width, BOX_LABEL.height]);
    let top = BOX_LABEL.height - MARGIN;
    top = writeLine(page, 'SHIP FROM:', { x: MARGIN, top, width: content, size: 7, font: fonts.bold });
    for (const line of shipment.shipFrom.slice(0, 4)) top = writeLine(page, line, { x: MARGIN, top, width: content, size: 8, font: fonts.regular });
    top = writeLine(page, 'SHIP TO:', { x: MARGIN, top: top - 6, width: content, size: 7, font: fonts.bold });
    top = writeLine(page, shipment.destination, { x: MARGIN, top, width: content, size: 28, font: fonts.bold });
    top = writeLine(page, `PALLET ${pallet.number} OF ${pallet.of}`, { x: MARGIN, top: top - 10, width: content, size: 22, font: fonts.bold, align: 'center' });
    const module = moduleWidth(shape.width + 2 * shape.quietZone, BOX_LABEL.width - 2 * DOT, 3);
    drawBarcode(page, shape, (BOX_LABEL.width - shape.width * module) / 2, top - 12, module, 70);
    writeLine(page, shipment.confirmationId, { x: MARGIN, top: top - 88, width: content, size: 14, font: fonts.bold, align: 'center' });
    writeLine(page, 'One label on each side of the pallet', { x: MARGIN, top: MARGIN + 10, width: content, size: 8, font: fonts.regular, align: 'center' });
  }
  return pdf.save();
}

export interface BillOfLading {
  carrier: string;
  freightClass: string;
  pallets: number;
  /** Pounds, in tenths. */
  weight: number;
  readyToShip: string;
  proNumber: string;
}

/** The LTL shipment's bill of lading, one Letter page, for the partnered carrier's driver to sign. */
export async function makeBillOfLadingPdf(shipment: FreightShipment, bill: BillOfLading): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bill of lading ${shipment.confirmationId}`);
  pdf.setCreator('Folio');
  const fonts = await embedFonts(pdf);
  const page = pdf.addPage([inches(8.5), inches(11)]);
  const left = inches(0.75);
  const width = inches(7);
  let top = inches(10.25);
  top = writeLine(page, 'STRAIGHT BILL OF LADING', { x: left, top, width, size: 18, font: fonts.bold });
  top = writeLine(page, `Shipment ${shipment.confirmationId} · PRO ${bill.proNumber}`, { x: left, top: top - 4, width, size: 11, font: fonts.regular });
  const rows: [string, string][] = [
    ['Ship from', shipment.shipFrom.join(', ')],
    ['Ship to', `Fulfillment center ${shipment.destination}`],
    ['Carrier', bill.carrier],
    ['Ready to ship', bill.readyToShip],
    ['Handling units', `${bill.pallets} pallet${bill.pallets === 1 ? '' : 's'}`],
    ['Weight', `${(bill.weight / 10).toFixed(1)} lb`],
    ['Freight class', bill.freightClass],
    ['Commodity', 'Printed books'],
  ];
  top -= 16;
  for (const [label, value] of rows) {
    page.drawLine({ start: { x: left, y: top + 4 }, end: { x: left + width, y: top + 4 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    writeLine(page, label, { x: left, top: top - 2, width: inches(2), size: 10, font: fonts.bold });
    top = writeLine(page, value, { x: left + inches(2.1), top: top - 2, width: width - inches(2.1), size: 10, font: fonts.regular }) - 6;
  }
  top -= 30;
  for (const signer of ['Shipper', 'Carrier']) {
    page.drawLine({ start: { x: left, y: top }, end: { x: left + inches(3.2), y: top }, thickness: 0.75, color: rgb(0, 0, 0) });
    writeLine(page, `${signer} signature and date`, { x: left, top: top - 4, width: inches(3.2), size: 9, font: fonts.regular });
    top -= 50;
  }
  return pdf.save();
}
