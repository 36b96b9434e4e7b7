import { and, eq, inArray } from 'drizzle-orm';
import { CLAIM_STATUS_LABELS, ErrorCode, type LossKind, type ReimbursementRow } from '../../../src/contract';
import { reimbursementLosses as losses } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/appError';
import { ClaimRefused } from '../../marketplace/reimbursements/reimbursementMarketplace';
import { lossColumns, toReimbursementRow } from './lossRows';

const notEligible = (message: string) => new AppError(409, ErrorCode.CLAIM_NOT_ELIGIBLE, message);

/**
 * Files a claim for each loss: all of them or, when one cannot be claimed, none (the answer names
 * it). The marketplace opens a case at once; its decision is kept sealed on the loss until the day
 * it is made. A loss of another seller answers as one that does not exist.
 */
export async function fileClaims(deps: Pick<AppDeps, 'db' | 'clock' | 'marketplace'>, sellerId: number, ids: readonly number[]): Promise<ReimbursementRow[]> {
  const wanted = [...new Set(ids)];
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const records = await tx
      .select(lossColumns(now))
      .from(losses)
      .where(and(eq(losses.sellerId, sellerId), inArray(losses.id, wanted)))
      .orderBy(losses.id)
      .for('update');
    const missing = wanted.find((id) => !records.some((record) => record.id === id));
    if (missing !== undefined) throw notFound(`Loss ${missing}`);
    for (const record of records) {
      if (record.status !== 'ELIGIBLE') {
        throw notEligible(`${record.sku} (loss ${record.id}) is ${CLAIM_STATUS_LABELS[record.status].toLowerCase()}: only eligible losses can be claimed.`);
      }
    }
    for (const record of records) {
      try {
        const filed = await deps.marketplace.reimbursements.fileClaim(
          { key: record.ledgerKey, kind: record.kind as LossKind, occurredAt: record.occurredAt, value: record.value, settledAmount: record.settledAmount },
          now,
        );
        await tx
          .update(losses)
          .set({ caseId: filed.caseId, claimedAt: now, decidedAt: filed.decidedAt, decision: filed.decision, decisionAmount: filed.amount, denialReason: filed.denialReason })
          .where(eq(losses.id, record.id));
      } catch (error) {
        if (error instanceof ClaimRefused) throw notEligible(`${record.sku} (loss ${record.id}): ${error.message}`);
        throw error;
      }
    }
    const claimed = await tx.select(lossColumns(now)).from(losses).where(and(eq(losses.sellerId, sellerId), inArray(losses.id, wanted))).orderBy(losses.id);
    return claimed.map((record) => toReimbursementRow(record, now));
  });
}
