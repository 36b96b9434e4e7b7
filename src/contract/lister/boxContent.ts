export interface BoxItem {
  fnsku: string;
  quantity: number;
}

/**
 * The marketplace's 2D box-content format, read from the PDF417 on a box label:
 * `AMZN,PO:<shipment>,FNSKU:<fnsku>,QTY:<n>,...`, one FNSKU/QTY pair per item in the box.
 * Lines with no units are not in the box and are left out.
 */
export function boxContentPayload(shipmentCode: string, items: readonly BoxItem[]): string {
  const pairs = items.filter((item) => item.quantity > 0).map((item) => `,FNSKU:${item.fnsku.trim()},QTY:${Math.floor(item.quantity)}`);
  return `AMZN,PO:${shipmentCode.trim()}${pairs.join('')}`;
}
