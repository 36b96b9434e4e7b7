import { eq } from 'drizzle-orm';
import { REIMBURSEMENT_CLAIM_WINDOW_DAYS } from '../../../src/contract';
import { reimbursementLosses, reimbursementSyncs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { receivedShipmentsOf, shipmentsStampOf } from './receivedShipments';

const DAY_MS = 86_400_000;
const INSERT_BATCH = 500;

/**
 * Copies what the marketplace's ledger has recorded since the last copy into reimbursement_losses,
 * each loss once (unique on its ledger key). Nothing is read from the marketplace while the
 * received shipments are the same and the ledger's next loss is still to come: reading the report
 * then costs three small queries.
 */
export async function syncLedger(deps: Pick<AppDeps, 'db' | 'clock' | 'marketplace'>, sellerId: number): Promise<void> {
  const now = deps.clock();
  const stamp = await shipmentsStampOf(deps, sellerId);
  const [synced] = await deps.db.select().from(reimbursementSyncs).where(eq(reimbursementSyncs.sellerId, sellerId));
  if (synced && synced.shipmentsStamp === stamp && (synced.nextChangeAt === null || synced.nextChangeAt > now)) return;

  const shipments = await receivedShipmentsOf(deps, sellerId);
  const { losses, nextChangeAt } = await deps.marketplace.reimbursements.ledger(shipments, now);
  const rows = losses.map((loss) => ({
    sellerId,
    ledgerKey: loss.key,
    kind: loss.kind,
    occurredAt: loss.occurredAt,
    claimDeadline: new Date(loss.occurredAt.getTime() + REIMBURSEMENT_CLAIM_WINDOW_DAYS * DAY_MS),
    shipmentCode: loss.shipment.code,
    shipmentName: loss.shipment.name,
    sku: loss.line.sku,
    fnsku: loss.line.fnsku,
    asin: loss.line.asin,
    isbn13: loss.line.isbn13,
    title: loss.line.title,
    condition: loss.line.condition,
    units: loss.units,
    value: loss.value,
    settledAmount: loss.settledAmount,
  }));
  await deps.db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(reimbursementLosses).values(rows.slice(start, start + INSERT_BATCH)).onConflictDoNothing();
    }
    const sync = { shipmentsStamp: stamp, nextChangeAt, syncedAt: now };
    await tx.insert(reimbursementSyncs).values({ sellerId, ...sync }).onConflictDoUpdate({ target: reimbursementSyncs.sellerId, set: sync });
  });
}
