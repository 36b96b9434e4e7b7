import {
  CLAIM_STATUS_LABELS,
  LOSS_KIND_LABELS,
  REIMBURSEMENT_EXPORT_MAX,
  type ReimbursementExport,
  type ReimbursementFilters,
  type ReimbursementRow,
} from '../../../src/contract';
import { csvText, dollars, type CsvValue } from '../../../src/contract/csvText';
import { reimbursementLosses as losses } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { lossColumns, toReimbursementRow } from './lossRows';
import { lossFilter, lossOrder } from './search';

const HEADER = [
  'Loss', 'Status', 'What happened', 'Date', 'Claim by', 'Days left', 'Shipment', 'Shipment name', 'SKU', 'FNSKU', 'ASIN', 'ISBN',
  'Title', 'Condition', 'Units', 'Value', 'Reimbursed', 'Reimbursed on', 'Settled by', 'Case', 'Claimed on', 'Denial reason',
] as const;

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

function csvRow(row: ReimbursementRow): CsvValue[] {
  return [
    row.id, CLAIM_STATUS_LABELS[row.status], LOSS_KIND_LABELS[row.kind], day(row.occurredAt), day(row.claimDeadline), row.daysLeft,
    row.shipment.code, row.shipment.name, row.sku, row.fnsku, row.asin, row.isbn13, row.title, row.condition, row.units,
    dollars(row.value), dollars(row.amount), day(row.reimbursedAt), row.settledBy === null ? null : row.settledBy === 'CLAIM' ? 'Claim' : 'Marketplace',
    row.caseId, day(row.claimedAt), row.denialReason,
  ];
}

/** Every loss the filters match, in the report's order, as CSV: what the screen shows, all pages. */
export async function exportLosses(deps: Pick<AppDeps, 'db' | 'clock'>, sellerId: number, filters: ReimbursementFilters): Promise<ReimbursementExport> {
  const now = deps.clock();
  const records = await deps.db
    .select(lossColumns(now))
    .from(losses)
    .where(lossFilter(sellerId, filters, now))
    .orderBy(...lossOrder(filters.sortField, filters.sortOrder, now))
    .limit(REIMBURSEMENT_EXPORT_MAX + 1);
  if (records.length > REIMBURSEMENT_EXPORT_MAX) {
    throw invalidInput(`The filters match more than ${REIMBURSEMENT_EXPORT_MAX.toLocaleString('en-US')} losses: narrow them (dates, status) to export.`);
  }
  const rows = records.map((record) => csvRow(toReimbursementRow(record, now)));
  return { fileName: `reimbursement-claims-${now.toISOString().slice(0, 10)}.csv`, csv: csvText(HEADER, rows), rows: rows.length };
}
