import { describe, expect, it } from 'vitest';
import type { ReimbursementRow } from '~/contract';
import { isUrgent, statusDetail } from './lossWords';

const row = (extra: Partial<ReimbursementRow>): ReimbursementRow => ({
  id: 1, kind: 'LOST_INBOUND', status: 'ELIGIBLE', occurredAt: '2026-03-02T12:00:00.000Z', claimDeadline: '2026-05-01T12:00:00.000Z',
  daysLeft: 12, shipment: { code: 'FBA1ABC', name: 'Shipment 1 to PHX7' }, sku: 'SKU-1', fnsku: 'X00ABCDEFG', asin: '0123456789',
  isbn13: '9780123456786', title: 'A Book', condition: 'good', units: 1, value: 450, amount: null, reimbursedAt: null, settledBy: null,
  caseId: null, claimedAt: null, denialReason: null, ...extra,
});

describe('what a loss says under its status', () => {
  it('counts the days left to claim, and says when it is the last one', () => {
    expect(statusDetail(row({ daysLeft: 12 }))).toBe('12 days left to claim');
    expect(statusDetail(row({ daysLeft: 1 }))).toBe('1 day left to claim');
    expect(statusDetail(row({ daysLeft: 0 }))).toBe('Last day to claim');
  });

  it('names the case of a claim, what was paid and by whom, why a claim was denied, and when a window closed', () => {
    expect(statusDetail(row({ status: 'CLAIMED', daysLeft: null, caseId: 'CASE-1', claimedAt: '2026-03-10T12:00:00.000Z' }))).toBe('Case CASE-1, filed Mar 10, 2026');
    expect(statusDetail(row({ status: 'REIMBURSED', daysLeft: null, amount: 450, reimbursedAt: '2026-03-14T12:00:00.000Z', settledBy: 'CLAIM', caseId: 'CASE-1' }))).toBe(
      '$4.50 on Mar 14, 2026, case CASE-1',
    );
    expect(statusDetail(row({ status: 'REIMBURSED', daysLeft: null, amount: 450, reimbursedAt: '2026-03-02T12:00:00.000Z', settledBy: 'MARKETPLACE' }))).toBe(
      '$4.50 on Mar 2, 2026, by the marketplace',
    );
    expect(statusDetail(row({ status: 'DENIED', daysLeft: null, caseId: 'CASE-2', denialReason: 'The unit was found.' }))).toBe('Case CASE-2: The unit was found.');
    expect(statusDetail(row({ status: 'EXPIRED', daysLeft: null }))).toBe('Window closed May 1, 2026');
  });

  it('calls an eligible loss urgent in its last week only', () => {
    expect(isUrgent(row({ daysLeft: 6 }))).toBe(true);
    expect(isUrgent(row({ daysLeft: 7 }))).toBe(false);
    expect(isUrgent(row({ status: 'EXPIRED', daysLeft: null }))).toBe(false);
  });
});
