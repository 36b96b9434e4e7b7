import type { ReactNode } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { Cell, HeadCell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { GATES, gateNumber, type ReportPeriod, type SorterReportRow } from '~/contract/sorter';
import { count, FigureCells, FigureHeadCells } from './FigureCells';
import { periodLabel } from './periodLabel';

interface PeriodTableProps {
  rows: readonly SorterReportRow[];
  period: ReportPeriod;
  caption: string;
}

/**
 * A report table with its name above it (a caption would squeeze into a card's column on a phone),
 * striped, turning into cards below `minWidth`.
 */
function TitledTable({ caption, minWidth, testId, children }: { caption: string; minWidth: number; testId: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {caption}
      </Text>
      <ResponsiveTable minWidth={minWidth} striped fz="sm" data-testid={testId} aria-label={caption}>
        {children}
      </ResponsiveTable>
    </Stack>
  );
}

/** A period report's five figures, a row per period; cards on a phone. */
export function PeriodTable({ rows, period, caption }: PeriodTableProps) {
  return (
    <TitledTable caption={caption} minWidth={640} testId="period-table">
      <Table.Thead>
        <Table.Tr>
          <HeadCell>Period</HeadCell>
          <FigureHeadCells />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.start}>
            <Cell kind="main" label="Period">
              {periodLabel(row.start, period)}
            </Cell>
            <FigureCells figures={row} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TitledTable>
  );
}

/** Each gate's scans per period: eleven narrow columns, in a table of their own so both fit a tablet. */
export function PeriodGatesTable({ rows, period, caption }: PeriodTableProps) {
  return (
    <TitledTable caption={caption} minWidth={780} testId="period-gates-table">
      <Table.Thead>
        <Table.Tr>
          <HeadCell>Period</HeadCell>
          {GATES.map((gate) => (
            <HeadCell key={gate} ta="right" px={6}>
              Gate {gateNumber(gate)}
            </HeadCell>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.start}>
            <Cell kind="main" label="Period">
              {periodLabel(row.start, period)}
            </Cell>
            {row.gates.map((scans, index) => (
              <Cell key={index} label={`Gate ${index + 1}`} ta="right" px={6}>
                {count(scans)}
              </Cell>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TitledTable>
  );
}
