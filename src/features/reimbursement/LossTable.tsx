import { Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Cell, HeadCell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { CLAIM_STATUS_LABELS, LOSS_KIND_LABELS, type ReimbursementRow } from '~/contract';
import { formatCents } from '~/lib/money';
import { isUrgent, shortDate, STATUS_COLORS, statusDetail } from './lossWords';

interface LossTableProps {
  rows: ReimbursementRow[];
  selected: ReadonlySet<number>;
  onSelect(ids: number[], on: boolean): void;
  onClaim(ids: number[]): void;
  /** The losses whose claim is being filed. */
  claiming: ReadonlySet<number>;
}

/** On a phone's card, these fields take two to a line: their words need the room. */
const WIDE_IN_CARDS = { flexBasis: '9rem' };

function StatusCell({ row }: { row: ReimbursementRow }) {
  return (
    <Stack gap={2}>
      <Badge variant="light" color={STATUS_COLORS[row.status]} w="fit-content">
        {CLAIM_STATUS_LABELS[row.status]}
      </Badge>
      <Text size="xs" c={isUrgent(row) ? 'orange.8' : 'dimmed'} fw={isUrgent(row) ? 600 : undefined}>
        {statusDetail(row)}
      </Text>
    </Stack>
  );
}

/** The losses of one page; eligible ones can be selected and claimed. */
export function LossTable({ rows, selected, onSelect, onClaim, claiming }: LossTableProps) {
  const eligible = rows.filter((row) => row.status === 'ELIGIBLE').map((row) => row.id);
  const allOn = eligible.length > 0 && eligible.every((id) => selected.has(id));
  return (
    <ResponsiveTable minWidth={960} verticalSpacing="sm" highlightOnHover aria-label="Losses">
      <Table.Thead>
        <Table.Tr>
          <HeadCell kind="select" label="Select every eligible loss on this page">
            <Checkbox
              aria-label="Select every eligible loss on this page"
              checked={allOn}
              indeterminate={!allOn && eligible.some((id) => selected.has(id))}
              disabled={eligible.length === 0}
              onChange={(event) => onSelect(eligible, event.currentTarget.checked)}
            />
          </HeadCell>
          <Table.Th>Book</Table.Th>
          <Table.Th>What happened</Table.Th>
          <Table.Th>Shipment</Table.Th>
          <Table.Th ta="right">Value</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} aria-label={`${row.title}, ${row.sku}, loss ${row.id}`} data-testid="loss-row" data-status={row.status}>
            <Cell kind="select">
              {row.status === 'ELIGIBLE' && (
                <Checkbox aria-label={`Select ${row.sku}, loss ${row.id}`} checked={selected.has(row.id)} onChange={(event) => onSelect([row.id], event.currentTarget.checked)} />
              )}
            </Cell>
            <Cell kind="main">
              <Text size="sm" fw={600}>
                {row.title}
              </Text>
              <Text size="xs" c="dimmed">
                SKU {row.sku} · ISBN {row.isbn13} · {row.condition}
              </Text>
            </Cell>
            <Cell label="What happened" style={WIDE_IN_CARDS}>
              <Text size="sm">{LOSS_KIND_LABELS[row.kind]}</Text>
              <Text size="xs" c="dimmed">
                {shortDate(row.occurredAt)} · {row.units} {row.units === 1 ? 'unit' : 'units'} · loss {row.id}
              </Text>
            </Cell>
            <Cell label="Shipment" style={WIDE_IN_CARDS}>
              <Text size="sm">{row.shipment.code}</Text>
              <Text size="xs" c="dimmed">
                {row.shipment.name}
              </Text>
            </Cell>
            <Cell label="Value" ta="right">
              <Text size="sm">{formatCents(row.value)}</Text>
            </Cell>
            <Cell label="Status" style={WIDE_IN_CARDS}>
              <StatusCell row={row} />
            </Cell>
            <Cell kind="actions">
              {row.status === 'ELIGIBLE' && (
                <Button size="compact-sm" variant="light" loading={claiming.has(row.id)} onClick={() => onClaim([row.id])} aria-label={`Claim ${row.sku}, loss ${row.id}`}>
                  Claim
                </Button>
              )}
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
