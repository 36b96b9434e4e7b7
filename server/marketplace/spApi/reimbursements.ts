import { ClaimRefused, type LedgerLoss, type LedgerLossKind, type ReimbursementMarketplace, type ShipmentLine } from '../reimbursements/reimbursementMarketplace';
import { centsOf } from './money';
import type { createReports } from './reports';
import type { SpApiContext } from './spApiContext';

/**
 * Reimbursements from the FBA reimbursements report (GET_FBA_REIMBURSEMENTS_DATA): each row the
 * marketplace paid for a unit lost or damaged, matched to the seller's shipments by FNSKU.
 *
 * Not one to one: the report lists what the marketplace has reimbursed, so every loss read here is
 * settled; the marketplace offers no call to open a claim (claims are cases in Seller Central), so
 * fileClaim refuses and says so. The report is read again a day later at the soonest.
 */

export const REIMBURSEMENTS_REPORT = 'GET_FBA_REIMBURSEMENTS_DATA';
const DAY_MS = 86_400_000;
/** How far back the report is asked for: the claim window and then some. */
const LOOKBACK_DAYS = 540;

export const REASON_KINDS: Record<string, LedgerLossKind> = {
  lost_inbound: 'LOST_INBOUND',
  damaged_inbound: 'DAMAGED_INBOUND',
  lost_warehouse: 'LOST_WAREHOUSE',
  damaged_warehouse: 'DAMAGED_WAREHOUSE',
};

export function createSpApiReimbursements(context: SpApiContext, reports: ReturnType<typeof createReports>): ReimbursementMarketplace {
  return {
    async ledger(shipments, until) {
      const clients = await context.clientsOf();
      const rows = await reports.rows(clients, REIMBURSEMENTS_REPORT, 'the reimbursements report', { dataStartTime: new Date(until.getTime() - LOOKBACK_DAYS * DAY_MS) });
      const lines = new Map<string, { shipment: { code: string; name: string }; line: ShipmentLine }>();
      for (const shipment of shipments) for (const line of shipment.lines) lines.set(line.fnsku, { shipment: { code: shipment.code, name: shipment.name }, line });
      const losses: LedgerLoss[] = [];
      for (const row of rows) {
        const kind = REASON_KINDS[(row.reason ?? '').toLowerCase()];
        const found = lines.get(row.fnsku ?? '');
        const occurredAt = new Date(row['approval-date'] ?? '');
        if (!kind || !found || Number.isNaN(occurredAt.getTime()) || occurredAt > until) continue;
        const amount = centsOf({ amount: row['amount-total'] }) ?? 0;
        losses.push({
          key: `reimbursement-${row['reimbursement-id']}`,
          kind,
          occurredAt,
          shipment: found.shipment,
          line: found.line,
          units: Number(row['quantity-reimbursed-total']) || 1,
          value: amount,
          settledAmount: amount,
        });
      }
      return { losses, nextChangeAt: new Date(until.getTime() + DAY_MS) };
    },
    async fileClaim() {
      throw new ClaimRefused('The marketplace takes reimbursement claims as cases in Seller Central; Folio cannot open one through its API.');
    },
  };
}
