import { Badge, Table, Text } from '@mantine/core';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { UNSUBSCRIBE_REASON_LABELS, type AdminSubscriptionEvent, type SubscriptionEventType } from '~/contract';
import { formatDateTime } from '~/lib/dates';
import { formatCents } from '~/lib/money';
import { SellerLink } from '../SellerLink';

const TYPE_COLOURS: Record<SubscriptionEventType, string> = {
  'Subscription Activated': 'teal',
  Subscribed: 'blue',
  Unsubscribed: 'orange',
  'Subscription Frozen': 'red',
  'Usage Restored': 'green',
};

/** A seller's e-mail has room on one line: a whole line of its own in a card. */
const WIDE = { minWidth: '13rem', flexBasis: '100%' };

const none = <Text span c="dimmed" size="sm">none</Text>;

/** Subscription events, newest first, with the seller's figures and reasons beside each. */
export function EventTable({ items }: { items: AdminSubscriptionEvent[] }) {
  return (
    <ResponsiveTable minWidth={1080} striped aria-label="Subscription events">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Event</Table.Th>
          <Table.Th>Seller</Table.Th>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Seller's reason</Table.Th>
          <Table.Th>Staff reason</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Last month</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Paid invoices</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-testid="event-row">
            <Cell kind="main" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(item.at)}
            </Cell>
            <Cell label="Event">
              <Badge variant="light" color={TYPE_COLOURS[item.type]} title={item.detail}>
                {item.type}
              </Badge>
            </Cell>
            <Cell label="Seller" style={WIDE}>
              <SellerLink userId={item.seller.id} email={item.seller.email} name={item.seller.name} />
            </Cell>
            <Cell label="Plan" style={{ flexBasis: '8rem' }}>
              {item.planName}
            </Cell>
            <Cell label="Seller's reason" style={{ flexBasis: '9rem' }}>{item.sellerReason ? UNSUBSCRIBE_REASON_LABELS[item.sellerReason] : none}</Cell>
            <Cell label="Staff reason" style={{ flexBasis: '9rem' }}>
              {item.staffReason?.value ?? none}
            </Cell>
            <Cell label="Last month" style={{ textAlign: 'right' }}>
              {formatCents(item.lastMonthSalesCents)}
            </Cell>
            <Cell label="Paid invoices" style={{ textAlign: 'right' }}>
              {item.bpspInvoiceQty}
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
