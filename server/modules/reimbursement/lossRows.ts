import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ClaimStatus, LossKind, ReimbursementRow } from '../../../src/contract';
import { reimbursementLosses as losses } from '../../db/schema';

const DAY_MS = 86_400_000;

/** A loss whose book or shipment fields contain the search (`pattern` from containsPattern): the seller's report and the admin list search alike. */
export function lossMatches(pattern: string): SQL {
  return or(
    ilike(losses.sku, pattern),
    ilike(losses.fnsku, pattern),
    ilike(losses.asin, pattern),
    ilike(losses.isbn13, pattern),
    ilike(losses.title, pattern),
    ilike(losses.shipmentCode, pattern),
    ilike(losses.shipmentName, pattern),
  )!;
}

/**
 * A loss's status at `now`, in SQL so that the report filters, sorts and counts by it. A claim's
 * decision is sealed into the row when filed and counts only from decidedAt, as the marketplace
 * reveals it then.
 */
export function statusAt(now: Date): SQL<ClaimStatus> {
  const at = now.toISOString();
  return sql<ClaimStatus>`(case
    when ${losses.settledAmount} is not null then 'REIMBURSED'
    when ${losses.decidedAt} <= ${at}::timestamptz then ${losses.decision}
    when ${losses.claimedAt} is not null then 'CLAIMED'
    when ${losses.claimDeadline} < ${at}::timestamptz then 'EXPIRED'
    else 'ELIGIBLE' end)`;
}

/** What a reimbursed loss paid, whoever settled it; 0 otherwise. */
export function paidAt(now: Date): SQL<number> {
  const at = now.toISOString();
  return sql<number>`(case
    when ${losses.settledAmount} is not null then ${losses.settledAmount}
    when ${losses.decidedAt} <= ${at}::timestamptz and ${losses.decision} = 'REIMBURSED' then ${losses.decisionAmount}
    else 0 end)`;
}

export const lossColumns = (now: Date) => ({
  id: losses.id,
  ledgerKey: losses.ledgerKey,
  kind: losses.kind,
  status: statusAt(now),
  occurredAt: losses.occurredAt,
  claimDeadline: losses.claimDeadline,
  shipmentCode: losses.shipmentCode,
  shipmentName: losses.shipmentName,
  sku: losses.sku,
  fnsku: losses.fnsku,
  asin: losses.asin,
  isbn13: losses.isbn13,
  title: losses.title,
  condition: losses.condition,
  units: losses.units,
  value: losses.value,
  settledAmount: losses.settledAmount,
  caseId: losses.caseId,
  claimedAt: losses.claimedAt,
  decidedAt: losses.decidedAt,
  decisionAmount: losses.decisionAmount,
  denialReason: losses.denialReason,
});

/** A loss as lossColumns selects it. */
export interface LossRecord {
  id: number;
  ledgerKey: string;
  kind: string;
  status: ClaimStatus;
  occurredAt: Date;
  claimDeadline: Date;
  shipmentCode: string;
  shipmentName: string;
  sku: string;
  fnsku: string;
  asin: string;
  isbn13: string;
  title: string;
  condition: string;
  units: number;
  value: number;
  settledAmount: number | null;
  caseId: string | null;
  claimedAt: Date | null;
  decidedAt: Date | null;
  decisionAmount: number | null;
  denialReason: string | null;
}

export function toReimbursementRow(record: LossRecord, now: Date): ReimbursementRow {
  const status = record.status;
  const reimbursedAt = status !== 'REIMBURSED' ? null : record.settledAmount !== null ? record.occurredAt : record.decidedAt;
  return {
    id: record.id,
    kind: record.kind as LossKind,
    status,
    occurredAt: record.occurredAt.toISOString(),
    claimDeadline: record.claimDeadline.toISOString(),
    daysLeft: status === 'ELIGIBLE' ? Math.max(0, Math.floor((record.claimDeadline.getTime() - now.getTime()) / DAY_MS)) : null,
    shipment: { code: record.shipmentCode, name: record.shipmentName },
    sku: record.sku,
    fnsku: record.fnsku,
    asin: record.asin,
    isbn13: record.isbn13,
    title: record.title,
    condition: record.condition,
    units: record.units,
    value: record.value,
    amount: status === 'REIMBURSED' ? (record.settledAmount ?? record.decisionAmount) : null,
    reimbursedAt: reimbursedAt?.toISOString() ?? null,
    settledBy: status !== 'REIMBURSED' ? null : record.settledAmount !== null ? 'MARKETPLACE' : 'CLAIM',
    caseId: record.caseId,
    claimedAt: record.claimedAt?.toISOString() ?? null,
    // The reason is the marketplace's decision: unknown until it decides.
    denialReason: status === 'DENIED' ? record.denialReason : null,
  };
}
