import { REIMBURSEMENT_CLAIM_WINDOW_DAYS } from '../../../src/contract/reimbursement';
import { deriveBook, mix32 } from '../deriveBook';
import { inboundId } from '../inbound/ids';
import {
  ClaimRefused,
  type ClaimCase,
  type LedgerLoss,
  type LedgerLossKind,
  type ReceivedShipment,
  type ReimbursementMarketplace,
  type ShipmentLine,
} from './reimbursementMarketplace';

/**
 * The simulated marketplace's ledger of lost and damaged units. It keeps no state: every answer is
 * derived from the shipments Folio passes and the clock.
 *
 * - A shipment is received RECEIVING_DAYS (3 to 10, by its id) after it was sent.
 * - Each unit of each line is drawn once, by the shipment id, the FNSKU and the unit's number:
 *   1.5% are lost at receiving and 1% damaged at receiving (on the day received); 1% are lost and
 *   1% damaged in the warehouse, 5 to 180 days after receiving. The rest are never lost.
 * - The marketplace settles some warehouse losses on its own, at once: 60% of the damaged units
 *   and 30% of the lost ones. Losses at receiving are always the seller's to claim.
 * - A unit is valued at the book's lowest price in its condition (new, or used for every other
 *   condition), $5.00 when it has none.
 * - A claim is taken within REIMBURSEMENT_CLAIM_WINDOW_DAYS of the loss. The marketplace decides
 *   2 to 5 days later (sealed into the case when it opens): 85% are REIMBURSED at the full value,
 *   the others DENIED with a reason that fits the kind of loss.
 */

const DAY_MS = 86_400_000;
const SHARES: readonly [LedgerLossKind, number][] = [
  ['LOST_INBOUND', 0.015],
  ['DAMAGED_INBOUND', 0.01],
  ['LOST_WAREHOUSE', 0.01],
  ['DAMAGED_WAREHOUSE', 0.01],
];
const SETTLED_SHARE: Record<LedgerLossKind, number> = { LOST_INBOUND: 0, DAMAGED_INBOUND: 0, LOST_WAREHOUSE: 0.3, DAMAGED_WAREHOUSE: 0.6 };
const APPROVED_SHARE = 0.85;
const DENIAL_REASONS: Record<LedgerLossKind, string> = {
  LOST_INBOUND: "The carrier's proof of delivery shows fewer units than the shipment listed.",
  DAMAGED_INBOUND: 'The damage came from the packaging: the units were not prepared as the marketplace asks.',
  LOST_WAREHOUSE: 'The unit was found and returned to your stock.',
  DAMAGED_WAREHOUSE: 'The unit was inspected again and found sellable.',
};
const NO_PRICE_VALUE = 500;

/** A number in [0, 1) from what it names, the same every time. */
function draw(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const character of parts.join('|')) hash = mix32(hash ^ character.charCodeAt(0));
  return mix32(hash) / 0x1_0000_0000;
}

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export const receivedAtOf = (shipment: Pick<ReceivedShipment, 'code' | 'shippedAt'>) =>
  addDays(shipment.shippedAt, 3 + Math.floor(draw('received', shipment.code) * 8));

function unitValue(line: ShipmentLine): number {
  const book = deriveBook(line.isbn13);
  const price = line.condition === 'new' ? (book.lowestNewPrice ?? book.lowestUsedPrice) : (book.lowestUsedPrice ?? book.lowestNewPrice);
  return price ?? NO_PRICE_VALUE;
}

/** A number in [0, 1) from a 32-bit seed and a salt. */
const unitDraw = (seed: number, salt: number) => mix32(seed ^ salt) / 0x1_0000_0000;

/**
 * What the marketplace records of one unit, whenever it happens; null for the units it never loses.
 * `lineSeed` hashes the shipment id and the FNSKU once per line: a ledger reads every unit.
 */
function lossOf(shipment: ReceivedShipment, received: Date, line: ShipmentLine, lineSeed: number, unit: number): LedgerLoss | null {
  const seed = mix32(lineSeed + Math.imul(unit + 1, 0x9e3779b9));
  const roll = unitDraw(seed, 0x1b873593);
  let bound = 0;
  const kind = SHARES.find(([, share]) => roll < (bound += share))?.[0];
  if (!kind) return null;
  const inWarehouse = kind === 'LOST_WAREHOUSE' || kind === 'DAMAGED_WAREHOUSE';
  const occurredAt = inWarehouse ? addDays(received, 5 + Math.floor(unitDraw(seed, 0x68e31da4) * 176)) : received;
  const value = unitValue(line);
  const settled = unitDraw(seed, 0x2545f491) < SETTLED_SHARE[kind];
  return {
    key: `${shipment.code}|${line.fnsku}|${unit}`,
    kind,
    occurredAt,
    shipment: { code: shipment.code, name: shipment.name },
    line,
    units: 1,
    value,
    settledAmount: settled ? value : null,
  };
}

export function createReimbursementSimulator(): ReimbursementMarketplace {
  return {
    ledger: async (shipments, until) => {
      const losses: LedgerLoss[] = [];
      let nextChangeAt: Date | null = null;
      for (const shipment of shipments) {
        const received = receivedAtOf(shipment);
        for (const line of shipment.lines) {
          const lineSeed = Math.floor(draw('line', shipment.code, line.fnsku) * 0x1_0000_0000);
          for (let unit = 0; unit < line.quantity; unit++) {
            const loss = lossOf(shipment, received, line, lineSeed, unit);
            if (!loss) continue;
            if (loss.occurredAt <= until) losses.push(loss);
            else if (!nextChangeAt || loss.occurredAt < nextChangeAt) nextChangeAt = loss.occurredAt;
          }
        }
      }
      return { losses, nextChangeAt };
    },
    fileClaim: async (loss, at): Promise<ClaimCase> => {
      if (loss.settledAmount !== null) throw new ClaimRefused('The marketplace already reimbursed this loss.');
      if (at.getTime() > addDays(loss.occurredAt, REIMBURSEMENT_CLAIM_WINDOW_DAYS).getTime()) {
        throw new ClaimRefused(`Claims are taken within ${REIMBURSEMENT_CLAIM_WINDOW_DAYS} days of the loss.`);
      }
      const caseId = `CASE-${inboundId('', 'case', loss.key).toUpperCase()}`;
      const approved = draw('decision', loss.key) < APPROVED_SHARE;
      return {
        caseId,
        decidedAt: addDays(at, 2 + Math.floor(draw('decided', loss.key) * 4)),
        decision: approved ? 'REIMBURSED' : 'DENIED',
        amount: approved ? loss.value : null,
        denialReason: approved ? null : DENIAL_REASONS[loss.kind],
      };
    },
  };
}
