import { Button, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { sorterMetaQuery } from '~/api/sorter/meta';
import { sorterStatsQuery } from '~/api/sorter/scans';
import { BarChart } from '~/components/charts/BarChart';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, HeadCell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { FALLBACK_CASE_LABELS, gateNumber, type GateMetadata, type SorterStats } from '~/contract/sorter';
import { UTF8_BOM } from '~/lib/csv';
import { saveFile } from '~/lib/saveFile';
import { rangeInstants, type DayRange } from './dateRange';
import { FigureTotals } from './FigureTotals';
import { FigureCells, FigureHeadCells } from './FigureCells';
import { gateReportCsv, reportFileName } from './reportCsv';

function GateTable({ stats, gates }: { stats: SorterStats; gates: readonly GateMetadata[] }) {
  return (
    <ResponsiveTable minWidth={640} striped aria-label="Scans per gate">
      <Table.Thead>
        <Table.Tr>
          <HeadCell>Gate</HeadCell>
          <HeadCell>Tag</HeadCell>
          <FigureHeadCells />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stats.gates.map((row) => (
          <Table.Tr key={row.gate} data-testid="gate-row">
            <Cell kind="main" label="Gate">
              Gate {gateNumber(row.gate)}
            </Cell>
            <Cell label="Tag">{gates.find((gate) => gate.gate === row.gate)?.tag || '–'}</Cell>
            <FigureCells figures={row} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** The gate report over the range: the totals, every gate and every fallback case, as figures, bars and a file. */
export function GateReport({ range }: { range: DayRange }) {
  const { from, to } = rangeInstants(range);
  const query = useQuery(sorterStatsQuery(from, to));
  const gates = useQuery(sorterMetaQuery()).data?.gates ?? [];
  const stats = query.data;
  if (!stats) return <QueryStatus query={query} what="gate report" />;
  const colourOf = (gate: string) => gates.find((meta) => meta.gate === gate)?.color ?? 'gray';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Gate report
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => saveFile(UTF8_BOM + gateReportCsv(stats, gates), reportFileName('gate-report', range), 'text/csv;charset=utf-8')}
        >
          Download gate report CSV
        </Button>
      </Group>
      <FigureTotals figures={stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BarChart
          title="Scans per gate"
          bars={stats.gates.map((row) => ({ label: `Gate ${gateNumber(row.gate)}`, value: row.totalScan, color: colourOf(row.gate) }))}
        />
        <BarChart
          title="Scans per fallback case"
          labelWidth={150}
          bars={stats.fallbacks.map((row) => ({ label: FALLBACK_CASE_LABELS[row.fallback], value: row.scans, color: 'orange' }))}
        />
      </SimpleGrid>
      <GateTable stats={stats} gates={gates} />
    </Stack>
  );
}
