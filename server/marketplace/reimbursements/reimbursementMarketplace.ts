import type { LossKind } from '../../../src/contract/reimbursement';

/** A shipment the marketplace received from the seller, with its units, as Folio holds it. */
export interface ReceivedShipment {
  /** The marketplace's shipment id ('FBA1…'). */
  code: string;
  name: string;
  /** When the seller sent it; the marketplace receives it some days later. */
  shippedAt: Date;
  lines: readonly ShipmentLine[];
}

export interface ShipmentLine {
  sku: string;
  fnsku: string;
  asin: string;
  isbn13: string;
  title: string;
  condition: string;
  quantity: number;
}

export type LedgerLossKind = LossKind;

/** A unit the marketplace lost or damaged, as its ledger records it. */
export interface LedgerLoss {
  /** The ledger entry's id: the same loss has the same key every time it is read. */
  key: string;
  kind: LedgerLossKind;
  occurredAt: Date;
  shipment: { code: string; name: string };
  line: ShipmentLine;
  units: number;
  /** Cents: what the marketplace values the units at. */
  value: number;
  /** Cents the marketplace paid on its own with the loss; null when the seller has to claim. */
  settledAmount: number | null;
}

/** The case a claim opens; its decision is sealed into it and known from `decidedAt`. */
export interface ClaimCase {
  caseId: string;
  decidedAt: Date;
  decision: 'REIMBURSED' | 'DENIED';
  /** Cents paid when REIMBURSED. */
  amount: number | null;
  denialReason: string | null;
}

/** The marketplace did not take the claim (past its window, or settled already). */
export class ClaimRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ClaimRefused';
  }
}

/**
 * The marketplace's reimbursement side: its ledger of units lost or damaged in the seller's inbound
 * shipments, and claims for them. Like the inbound workflow, Folio passes what it holds (the
 * shipments it sent, the loss it claims); a real client would send only ids.
 */
export interface ReimbursementMarketplace {
  /** The losses recorded up to `until`, and when the ledger next grows (null: never, for these shipments). */
  ledger(shipments: readonly ReceivedShipment[], until: Date): Promise<{ losses: LedgerLoss[]; nextChangeAt: Date | null }>;
  /** Opens a case for a loss; throws ClaimRefused. */
  fileClaim(loss: Pick<LedgerLoss, 'key' | 'kind' | 'occurredAt' | 'value' | 'settledAmount'>, at: Date): Promise<ClaimCase>;
}
