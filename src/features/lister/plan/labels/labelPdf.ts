import type { LabelPageType, ShipmentLabels } from '~/contract/nsession';

/** The labels module loads with the print: pdf-lib and the barcode writer stay out of the screen's JavaScript. */
const loadLabels = () => import('../../labels');

const PER_LETTER_PAGE = { LETTER_2: 2, LETTER_4: 4, LETTER_6: 6 } as const;

/** The items of a box, read back from its box-content payload (`…,FNSKU:X,QTY:n,…`). */
function itemsOf(content: string) {
  return [...content.matchAll(/FNSKU:([^,]+),QTY:(\d+)/g)].map(([, fnsku, quantity]) => ({ fnsku: fnsku!, quantity: Number(quantity) }));
}

/** The PDF of a shipment's labels as the marketplace gave them, on the page type chosen. */
export async function shipmentLabelsPdf(labels: ShipmentLabels): Promise<Uint8Array> {
  const pdf = await loadLabels();
  const shipment = { confirmationId: labels.confirmationId, destination: labels.destination, shipFrom: labels.shipFrom };
  let bytes: Uint8Array;
  if (labels.labelType === 'BILL_OF_LADING') return pdf.makeBillOfLadingPdf(shipment, labels.billOfLading!);
  if (labels.labelType === 'PALLET') {
    bytes = await pdf.makePalletLabelsPdf(shipment, labels.pallets);
  } else {
    bytes = await pdf.makeBoxLabelsPdf({
      shipmentCode: labels.confirmationId,
      destination: labels.destination,
      shipFrom: labels.shipFrom,
      boxCount: labels.boxes[0]?.of ?? labels.boxes.length,
      boxes: labels.boxes.map((box) => ({
        name: box.labelId,
        number: box.number,
        length: box.length ?? 0,
        width: box.width ?? 0,
        height: box.height ?? 0,
        weight: box.weight,
        items: itemsOf(box.content),
      })),
    });
  }
  const perPage = PER_LETTER_PAGE[labels.pageType as keyof typeof PER_LETTER_PAGE];
  return perPage ? pdf.tileOnLetter(bytes, perPage) : bytes;
}

/** The labels of one box alone ("Box 2 of 3" still), for a label torn or smudged after the others went on. */
export const onlyBox = (labels: ShipmentLabels, number: number): ShipmentLabels => ({ ...labels, boxes: labels.boxes.filter((box) => box.number === number) });

export const PAGE_TYPE_LABELS: Record<LabelPageType, string> = {
  THERMAL_4X6: 'Thermal 4 x 6 in',
  LETTER_2: 'Letter, 2 a page',
  LETTER_4: 'Letter, 4 a page',
  LETTER_6: 'Letter, 6 a page',
};

/** The PDF to the print dialog, or as a download. */
export async function handOver(bytes: Uint8Array, action: 'print' | 'download', fileName: string) {
  const { openPdf, printPdf } = await loadLabels();
  if (action === 'print') await printPdf(bytes);
  else openPdf(bytes, fileName);
}
