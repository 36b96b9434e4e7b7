import { eq } from 'drizzle-orm';
import type { Shipment } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { listingItems, listingShipments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { whileBoxing, type Scope } from './boxingService';
import { boxViews, shipmentBoxedQuantities } from './boxingViews';
import { shipmentView } from './shared';

/**
 * The boxing screen's submit: BOXING becomes BOXED once every unit of the shipment's items is in a
 * box, and every box holds something and has its width, height, length and weight. A refusal lists
 * everything still missing, so the seller fixes it in one go.
 */

const SIZE_FIELDS = ['width', 'height', 'length', 'weight'] as const;

/** Why the shipment cannot be BOXED yet, in the seller's words; empty when it can. */
async function boxingProblems(tx: Executor, shipmentId: number): Promise<string[]> {
  const problems: string[] = [];
  const items = await tx.select().from(listingItems).where(eq(listingItems.shipmentId, shipmentId));
  const boxed = await shipmentBoxedQuantities(tx, shipmentId);
  const unpacked = items.filter((item) => item.quantity > (boxed.get(item.id) ?? 0));
  if (unpacked.length > 0) {
    const units = unpacked.reduce((total, item) => total + item.quantity - (boxed.get(item.id) ?? 0), 0);
    const named = unpacked.slice(0, 3).map((item) => item.fnsku).join(', ');
    problems.push(`${units} ${units === 1 ? 'unit is' : 'units are'} not packed (${named}${unpacked.length > 3 ? ', ...' : ''})`);
  }
  const boxes = await boxViews(tx, shipmentId);
  if (boxes.length === 0) problems.push('the shipment has no boxes');
  for (const box of [...boxes].reverse()) {
    if (box.itemQty === 0) problems.push(`${box.name} is empty`);
    const missing = SIZE_FIELDS.filter((field) => box[field] === null);
    if (missing.length > 0) problems.push(`${box.name} has no ${missing.join(', ')}`);
  }
  return problems;
}

export const submitBoxing = (deps: AppDeps, scope: Scope): Promise<Shipment> =>
  whileBoxing(deps, scope, async ({ tx, shipment }) => {
    const problems = await boxingProblems(tx, shipment.id);
    if (problems.length > 0) throw invalidInput(`The shipment cannot be submitted yet: ${problems.join('; ')}.`);
    await tx.update(listingShipments).set({ status: 'BOXED' }).where(eq(listingShipments.id, shipment.id));
    return shipmentView(tx, shipment.id);
  });
