import { REIMBURSEMENT_EXPIRING_DAYS, type ClaimStatus, type ReimbursementRow } from '~/contract';
import { formatCents } from '~/lib/money';

export const STATUS_COLORS: Record<ClaimStatus, string> = {
  ELIGIBLE: 'blue',
  CLAIMED: 'violet',
  REIMBURSED: 'teal',
  DENIED: 'red',
  EXPIRED: 'gray',
};

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The line under a loss's status: what the seller needs to know about it now. */
export function statusDetail(row: ReimbursementRow): string {
  switch (row.status) {
    case 'ELIGIBLE':
      return row.daysLeft === 0 ? 'Last day to claim' : `${row.daysLeft} ${row.daysLeft === 1 ? 'day' : 'days'} left to claim`;
    case 'CLAIMED':
      return `Case ${row.caseId}, filed ${shortDate(row.claimedAt!)}`;
    case 'REIMBURSED':
      return `${formatCents(row.amount)} on ${shortDate(row.reimbursedAt!)}, ${row.settledBy === 'CLAIM' ? `case ${row.caseId}` : 'by the marketplace'}`;
    case 'DENIED':
      return `Case ${row.caseId}: ${row.denialReason}`;
    case 'EXPIRED':
      return `Window closed ${shortDate(row.claimDeadline)}`;
  }
}

/** An eligible loss whose window ends within REIMBURSEMENT_EXPIRING_DAYS: shown in orange. */
export const isUrgent = (row: ReimbursementRow) => row.status === 'ELIGIBLE' && row.daysLeft !== null && row.daysLeft < REIMBURSEMENT_EXPIRING_DAYS;

export { shortDate };
