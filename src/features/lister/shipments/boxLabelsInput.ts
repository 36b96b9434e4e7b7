import type { Box, Shipment } from '~/contract/lister';
import type { UserInfo } from '~/contract/user';

/** What the labels module's makeBoxLabelsPdf takes (src/features/lister/labels). */
export interface BoxLabelsRequest {
  shipmentCode: string;
  destination: string;
  shipFrom: string[];
  boxes: { name: string; number: number; width: number; height: number; length: number; weight: number | null; items: { fnsku: string; quantity: number }[] }[];
  boxCount: number;
}

/**
 * The ship-from lines: the seller's company (or name) and e-mail. The user info the app loads has
 * no postal address (spec 3.1 reads email and businessInfo only), so the label carries what is known.
 */
export function shipFromLines(user: UserInfo | undefined): string[] {
  if (!user) return [];
  const { companyName, firstName, lastName } = user.businessInfo;
  const person = `${firstName} ${lastName}`.trim();
  const lines = companyName?.trim() ? [companyName.trim(), person] : [person];
  return [...lines.filter(Boolean), user.email];
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
