import { Badge, type BadgeProps } from '@mantine/core';
import type { InvoiceStatus } from '~/contract/payments';

const STATUS: Record<InvoiceStatus, { label: string; color: string }> = {
  PAID: { label: 'Paid', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
  PENDING: { label: 'Pending', color: 'yellow' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
};

/**
 * An invoice's status, wherever invoices are listed: without it a failed charge and the retry that
 * paid it read as the same amount charged twice.
 */
export function InvoiceStatusBadge({ status, size }: { status: InvoiceStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge color={STATUS[status].color} variant="light" size={size}>
      {STATUS[status].label}
    </Badge>
  );
}
