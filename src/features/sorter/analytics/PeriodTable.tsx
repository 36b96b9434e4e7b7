import { ScrollArea, Table } from '@mantine/core';
import { GATES, gateNumber, type ReportPeriod, type SorterReportRow } from '~/contract/sorter';
import { formatCents } from '~/lib/money';
import { periodLabel } from './periodLabel';

const count = (value: number) => value.toLocaleString('en-US');

/** A period report's rows: the five figures, then each gate's scans, scrolling sideways on a small screen. */
export function PeriodTable({ rows, period, caption }: { rows: readonly SorterReportRow[]; period: ReportPeriod; caption: string }) {
  return (
    <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
      <Table striped stickyHeader fz="sm" style={{ whiteSpace: 'nowrap' }} data-testid="period-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th ta="right">Total Scan</Table.Th>
            <Table.Th ta="right">Selected</Table.Th>
            <Table.Th ta="right">Fallback rejects</Table.Th>
            <Table.Th ta="right">Sales Price</Table.Th>
            <Table.Th ta="right">Total Payout</Table.Th>
            {GATES.map((gate) => (
              <Table.Th key={gate} ta="right">
                Gate {gateNumber(gate)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.start}>
              <Table.Th scope="row" fw={500}>
                {periodLabel(row.start, period)}
              </Table.Th>
              <Table.Td ta="right">{count(row.totalScan)}</Table.Td>
              <Table.Td ta="right">{count(row.selectedGatesTotal)}</Table.Td>
              <Table.Td ta="right">{count(row.fallbackRejects)}</Table.Td>
              <Table.Td ta="right">{formatCents(row.salesPrice)}</Table.Td>
              <Table.Td ta="right">{formatCents(row.totalPayout)}</Table.Td>
              {row.gates.map((scans, index) => (
                <Table.Td key={index} ta="right">
                  {count(scans)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
