import { asc, eq } from 'drizzle-orm';
import { boxContentPayload } from '../../../src/contract/lister/boxContent';
import type { LabelPageType, LabelType, ShipmentLabels } from '../../../src/contract/nsession';
import { nsessionItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { inboundId } from '../../marketplace/inbound/ids';
import { conflict } from '../lister/shared';
import { csvText, dollars } from '../../../src/contract/csvText';
import { shipFromLines } from '../../../src/contract/shipFrom';
import { planRef, planSource } from './planInputs';
import { boxViews, sessionBoxes } from './packingViews';
import { boxedQuantities, ownNsession } from './rows';
import { requireStage } from './stage';

/**
 * A confirmed shipment's labels as the marketplace gives them (design/INBOUND.md step 9): each box
 * with its id (the confirmation id, 'U' and its place) and its PDF417 content; for LTL the pallet
 * labels and the bill of lading. The app draws them on the page type the seller chose.
 */
export async function shipmentLabels(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  shipmentId: string,
  request: { labelType?: LabelType | undefined; pageType?: LabelPageType | undefined; boxId?: number },
): Promise<ShipmentLabels> {
  const session = await ownNsession(deps.db, userId, sessionId);
  requireStage(session, ['LABELS', 'COMPLETE', 'PLACEMENT'], 'printing labels');
  const confirmed = session.shipments?.find((shipment) => shipment.shipmentId === shipmentId);
  if (!confirmed?.transportOptionId) throw conflict('Confirm this shipment’s transport before printing its labels.');
  const placement = session.placementOptions?.find((option) => option.id === session.placementOptionId);
  const shipment = placement?.shipments.find((candidate) => candidate.id === shipmentId);
  const transport = session.transportOptions?.find((option) => option.id === confirmed.transportOptionId);
  if (!shipment || !transport) throw conflict('This shipment is not one of the confirmed placement’s: reload the plan.');
  const labelType = request.labelType ?? 'BOX';
  const pageType = request.pageType ?? 'THERMAL_4X6';
  if (labelType !== 'BOX' && transport.method !== 'LTL') throw conflict('Pallet labels and the bill of lading are for LTL shipments only.');

  const boxes = (await boxViews(deps.db, await sessionBoxes(deps.db, sessionId)))
    .filter((box) => shipment.boxIds.includes(Number(box.idStr)))
    .sort((a, b) => a.number - b.number);
  if (request.boxId !== undefined && !boxes.some((box) => Number(box.idStr) === request.boxId)) throw conflict('This box is not in the shipment.');
  // The label's SHIP FROM is the address the plan was made from: the seller's profile.
  const seller = await planSource(deps.db, userId);
  const pallets = transport.pallets ?? 0;
  const marketplacePdfUrl = await deps.marketplace.inbound.labels(
    await planRef(deps.db, session),
    { shipmentId, confirmationId: confirmed.confirmationId, labelType, pageType, boxes: boxes.length, pallets },
    deps.clock(),
  );
  return {
    marketplacePdfUrl,
    confirmationId: confirmed.confirmationId,
    shipmentId,
    destination: shipment.destination,
    sellerName: seller.companyName || `${seller.firstName ?? ''} ${seller.lastName ?? ''}`.trim(),
    shipFrom: shipFromLines(seller),
    labelType,
    pageType,
    boxes:
      labelType !== 'BOX'
        ? []
        : boxes
            .map((box, index) => ({
              boxIdStr: box.idStr,
              labelId: `${confirmed.confirmationId}U${String(index + 1).padStart(6, '0')}`,
              number: index + 1,
              of: boxes.length,
              units: box.itemQty,
              weight: box.weight,
              length: box.length,
              width: box.width,
              height: box.height,
              content: boxContentPayload(confirmed.confirmationId, box.items),
            }))
            .filter((label) => request.boxId === undefined || Number(label.boxIdStr) === request.boxId),
    pallets: labelType === 'PALLET' ? Array.from({ length: pallets }, (_, index) => ({ number: index + 1, of: pallets })) : [],
    billOfLading:
      labelType === 'BILL_OF_LADING'
        ? {
            carrier: transport.carrier,
            freightClass: transport.freightClass ?? '',
            pallets,
            weight: shipment.weight,
            readyToShip: transport.readyToShip,
            proNumber: inboundId('PRO', confirmed.confirmationId).toUpperCase(),
          }
        : null,
  };
}

/** The plan as a CSV file: every item with its prices, boxes and shipment. */
export async function planFile(deps: AppDeps, userId: number, sessionId: number) {
  const session = await ownNsession(deps.db, userId, sessionId);
  const items = await deps.db.select().from(nsessionItems).where(eq(nsessionItems.sessionId, sessionId)).orderBy(asc(nsessionItems.id));
  const boxed = await boxedQuantities(deps.db, items.map((item) => item.id));
  const boxes = await boxViews(deps.db, await sessionBoxes(deps.db, sessionId));
  const placement = session.placementOptions?.find((option) => option.id === session.placementOptionId);
  const confirmationOf = (boxId: number) => {
    const shipment = placement?.shipments.find((candidate) => candidate.boxIds.includes(boxId));
    return session.shipments?.find((candidate) => candidate.shipmentId === shipment?.id)?.confirmationId ?? '';
  };
  const header = ['SKU', 'FNSKU', 'ASIN', 'ISBN', 'Title', 'Condition', 'Quantity', 'Boxed', 'Price', 'Min', 'Max', 'Boxes', 'Shipments'];
  const rows = items.map((item) => {
    const holding = boxes.filter((box) => box.items.some((entry) => entry.itemIdStr === String(item.id)));
    return [
      item.sku,
      item.fnsku,
      item.asin,
      item.isbn13,
      item.title,
      item.condition,
      item.quantity,
      boxed.get(item.id) ?? 0,
      dollars(item.price),
      dollars(item.minPrice),
      dollars(item.maxPrice),
      holding.map((box) => box.name).join(' '),
      [...new Set(holding.map((box) => confirmationOf(Number(box.idStr))).filter(Boolean))].join(' '),
    ];
  });
  const safeName = session.name.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-') || `plan-${session.id}`;
  return { fileName: `${safeName}.csv`, csv: csvText(header, rows) };
}
