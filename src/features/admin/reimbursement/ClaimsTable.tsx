import { Badge, Stack, Table, Text } from '@mantine/core';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { CLAIM_STATUS_LABELS, type AdminClaimRow, type ClaimStatus } from '~/contract';
import { formatDay } from '~/lib/dates';
import { formatCents } from '~/lib/money';
import { SellerLink } from '../SellerLink';

const STATUS_COLORS: Partial<Record<ClaimStatus, string>> = { ELIGIBLE: 'blue', CLAIMED: 'violet', REIMBURSED: 'teal', DENIED: 'red' };

/** What staff need to know of a loss in its state: time left, the case, the payment or the refusal. */
function statusDetail(row: AdminClaimRow): string {
  switch (row.status) {
    case 'ELIGIBLE':
      return row.daysLeft === 0 ? 'Last day to claim' : `${row.daysLeft} ${row.daysLeft === 1 ? 'day' : 'days'} left to claim`;
    case 'CLAIMED':
      return `Case ${row.caseId}, filed ${formatDay(row.claimedAt!)}`;
    case 'REIMBURSED':
      return `${formatCents(row.amount)} on ${formatDay(row.reimbursedAt!)}, ${row.settledBy === 'CLAIM' ? `case ${row.caseId}` : 'by the marketplace'}`;
    case 'DENIED':
      return `Case ${row.caseId}: ${row.denialReason}`;
    default:
      return `Window closed ${formatDay(row.claimDeadline)}`;
  }
}

export function ClaimsTable({ rows }: { rows: AdminClaimRow[] }) {
  return (
    <ResponsiveTable minWidth={900} striped aria-label="Reimbursement losses">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Seller</Table.Th>
          <Table.Th>Item</Table.Th>
          <Table.Th>Shipment</Table.Th>
          <Table.Th ta="right">Units</Table.Th>
          <Table.Th ta="right">Value</Table.Th>
          <Table.Th>Lost</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Cell label="Seller" kind="main">
              <SellerLink userId={row.seller.userId} email={row.seller.email} name={row.seller.company ?? row.seller.name} />
            </Cell>
            <Cell label="Item">
              <Stack gap={0}>
                <Text size="sm">
                  {row.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.sku} · {row.condition}
                </Text>
              </Stack>
            </Cell>
            <Cell label="Shipment">
              <Text size="sm">{row.shipment.code}</Text>
              <Text size="xs" c="dimmed">
                {row.shipment.name}
              </Text>
            </Cell>
            <Cell label="Units" ta="right">
              {row.units}
            </Cell>
            <Cell label="Value" ta="right">
              {formatCents(row.value)}
            </Cell>
            <Cell label="Lost">{formatDay(row.occurredAt)}</Cell>
            <Cell label="Status">
              <Stack gap={2}>
                <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light" w="fit-content">
                  {CLAIM_STATUS_LABELS[row.status]}
                </Badge>
                <Text size="xs">{statusDetail(row)}</Text>
              </Stack>
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
