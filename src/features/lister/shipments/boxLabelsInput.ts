import type { Box, Shipment } from '~/contract/lister';

/** What the labels module's makeBoxLabelsPdf takes (src/features/lister/labels). */
export interface BoxLabelsRequest {
  shipmentCode: string;
  destination: string;
  shipFrom: string[];
  boxes: { name: string; number: number; width: number; height: number; length: number; weight: number | null; items: { fnsku: string; quantity: number }[] }[];
  boxCount: number;
}

/** Boxes in label order (Box 1 first); sizes stay in tenths, as the labels module expects. */
export function boxLabelsRequest(shipment: Shipment, boxes: Box[], shipFrom: string[]): BoxLabelsRequest {
  const ordered = [...boxes].sort((a, b) => a.number - b.number);
  return {
    shipmentCode: shipment.shipmentCode,
    destination: shipment.destination,
    shipFrom,
    boxes: ordered.map((box) => ({
      name: box.name,
      number: box.number,
      width: box.width ?? 0,
      height: box.height ?? 0,
      length: box.length ?? 0,
      weight: box.weight,
      items: box.items.map((item) => ({ fnsku: item.fnsku, quantity: item.quantity })),
    })),
    boxCount: ordered.length,
  };
}
