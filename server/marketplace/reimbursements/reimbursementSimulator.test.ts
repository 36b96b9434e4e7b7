import { describe, expect, it } from 'vitest';
import { REIMBURSEMENT_CLAIM_WINDOW_DAYS } from '../../../src/contract';
import { deriveBook } from '../deriveBook';
import { catalogIsbn } from '../simulator';
import { ClaimRefused, type ReceivedShipment } from './reimbursementMarketplace';
import { createReimbursementSimulator, receivedAtOf } from './reimbursementSimulator';

const DAY = 86_400_000;
const simulator = createReimbursementSimulator();
const shippedAt = new Date('2026-01-05T12:00:00Z');

function shipment(code: string, books: number, quantity: number): ReceivedShipment {
  return {
    code,
    name: `Shipment ${code}`,
    shippedAt,
    lines: Array.from({ length: books }, (_, index) => {
      const book = deriveBook(catalogIsbn(index));
      return { sku: `SKU-${index}`, fnsku: `X00TEST${String(index).padStart(3, '0')}`, asin: book.asin, isbn13: book.isbn13, title: book.title, condition: index % 5 === 0 ? 'new' : 'good', quantity };
    }),
  };
}

describe('the simulated loss ledger', () => {
  const big = shipment('FBA1BIGSHIP1', 200, 50);
  const forever = new Date(shippedAt.getTime() + 400 * DAY);

  it('loses about 4.5% of the units, each kind near its share, at receiving or 5 to 180 days later', async () => {
    const { losses, nextChangeAt } = await simulator.ledger([big], forever);
    expect(nextChangeAt).toBeNull();
    const share = (kind: string) => losses.filter((loss) => loss.kind === kind).length / 10_000;
    expect(losses.length / 10_000).toBeGreaterThan(0.035);
    expect(losses.length / 10_000).toBeLessThan(0.055);
    expect(share('LOST_INBOUND')).toBeCloseTo(0.015, 2);
    expect(share('DAMAGED_INBOUND')).toBeCloseTo(0.01, 2);
    const received = receivedAtOf(big);
    expect(received.getTime() - shippedAt.getTime()).toBeGreaterThanOrEqual(3 * DAY);
    expect(received.getTime() - shippedAt.getTime()).toBeLessThanOrEqual(10 * DAY);
    for (const loss of losses) {
      const after = (loss.occurredAt.getTime() - received.getTime()) / DAY;
      if (loss.kind.endsWith('INBOUND')) {
        expect(after).toBe(0);
      } else {
        expect(after).toBeGreaterThanOrEqual(5);
        expect(after).toBeLessThanOrEqual(180);
      }
    }
  });

  it('answers the same losses every time, and only those that happened by the time asked, with when the next one happens', async () => {
    const first = await simulator.ledger([big], forever);
    expect((await simulator.ledger([big], forever)).losses).toEqual(first.losses);
    const midway = new Date(receivedAtOf(big).getTime() + 60 * DAY);
    const { losses, nextChangeAt } = await simulator.ledger([big], midway);
    expect(losses).toEqual(first.losses.filter((loss) => loss.occurredAt <= midway));
    expect(nextChangeAt).toEqual(new Date(Math.min(...first.losses.filter((loss) => loss.occurredAt > midway).map((loss) => loss.occurredAt.getTime()))));
  });

  it('settles some warehouse losses itself, never one at receiving, and values a unit at its condition\'s lowest price', async () => {
    const { losses } = await simulator.ledger([big], forever);
    expect(losses.some((loss) => loss.settledAmount !== null)).toBe(true);
    expect(losses.filter((loss) => loss.kind.endsWith('INBOUND')).every((loss) => loss.settledAmount === null)).toBe(true);
    for (const loss of losses) {
      const book = deriveBook(loss.line.isbn13);
      const price = loss.line.condition === 'new' ? (book.lowestNewPrice ?? book.lowestUsedPrice) : (book.lowestUsedPrice ?? book.lowestNewPrice);
      expect(loss.value).toBe(price ?? 500);
      if (loss.settledAmount !== null) expect(loss.settledAmount).toBe(loss.value);
    }
  });

  it('takes a claim within the window, deciding it 2 to 5 days later, and refuses one past it or for a settled loss', async () => {
    const { losses } = await simulator.ledger([big], forever);
    const open = losses.filter((loss) => loss.settledAmount === null);
    const decisions = [];
    for (const loss of open) {
      const filedAt = new Date(loss.occurredAt.getTime() + REIMBURSEMENT_CLAIM_WINDOW_DAYS * DAY);
      const opened = await simulator.fileClaim(loss, filedAt);
      expect(opened).toEqual(await simulator.fileClaim(loss, filedAt));
      const wait = (opened.decidedAt.getTime() - filedAt.getTime()) / DAY;
      expect(wait).toBeGreaterThanOrEqual(2);
      expect(wait).toBeLessThanOrEqual(5);
      expect(opened.amount).toBe(opened.decision === 'REIMBURSED' ? loss.value : null);
      expect(opened.denialReason === null).toBe(opened.decision === 'REIMBURSED');
      decisions.push(opened.decision);
    }
    const approved = decisions.filter((decision) => decision === 'REIMBURSED').length / decisions.length;
    expect(approved).toBeGreaterThan(0.7);
    expect(approved).toBeLessThan(0.97);
    const late = new Date(open[0]!.occurredAt.getTime() + REIMBURSEMENT_CLAIM_WINDOW_DAYS * DAY + 1);
    await expect(simulator.fileClaim(open[0]!, late)).rejects.toThrow(ClaimRefused);
    const settled = losses.find((loss) => loss.settledAmount !== null)!;
    await expect(simulator.fileClaim(settled, settled.occurredAt)).rejects.toThrow('already reimbursed');
  });

  it('draws each shipment on its own: another shipment id loses other units', async () => {
    const other = { ...big, code: 'FBA1BIGSHIP2' };
    const keysOf = async (of: ReceivedShipment) => (await simulator.ledger([of], forever)).losses.map((loss) => loss.key.split('|').slice(1).join('|'));
    expect(await keysOf(other)).not.toEqual(await keysOf(big));
  });
});
