import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isReportOpen, sorterQueuedReportQuery, sorterReportQuery } from '~/api/sorter/scans';
import { ColumnChart } from '~/components/charts/ColumnChart';
import { QueryStatus } from '~/components/QueryStatus';
import { REPORT_PERIOD_LABELS, type ReportPeriod, type SorterReport } from '~/contract/sorter';
import { UTF8_BOM } from '~/lib/csv';
import { saveFile } from '~/lib/saveFile';
import { browserTzOffset, rangeInstants, type DayRange } from './dateRange';
import { periodTick } from './periodLabel';
import { PeriodGatesTable, PeriodTable } from './PeriodTable';
import { periodReportCsv, reportFileName } from './reportCsv';

const SERIES = [
  { label: 'Selected by a rule', color: 'teal' },
  { label: 'Fallbacks', color: 'orange' },
];

/** A long report is a job on the queue: asked once, then its state read until it is done. */
function useReport(range: DayRange, period: ReportPeriod) {
  const request = { period, ...rangeInstants(range), tzOffset: browserTzOffset() };
  const asked = useQuery(sorterReportQuery(request));
  const queuedId = asked.data && isReportOpen(asked.data) ? asked.data.id : null;
  const queued = useQuery({ ...sorterQueuedReportQuery(queuedId ?? 0), enabled: queuedId !== null });
  return { asked, report: (queuedId !== null ? queued.data : undefined) ?? asked.data };
}

function Making({ report }: { report: SorterReport }) {
  return (
    <Stack gap={6} data-testid="report-progress">
      <Text size="sm">{report.state === 'QUEUED' ? 'The report is queued: it starts in a moment.' : 'Making the report…'}</Text>
      <Progress value={100} striped animated size="lg" aria-label="Report progress" />
    </Stack>
  );
}

/** One period's report over the range: chart, table and CSV file. */
export function PeriodReport({ range, period }: { range: DayRange; period: ReportPeriod }) {
  const { asked, report } = useReport(range, period);
  const label = REPORT_PERIOD_LABELS[period];
  if (!report) return <QueryStatus query={asked} what={`${label.toLowerCase()} report`} />;
  if (report.state === 'FAILED') {
    return (
      <Alert color="red" title={`The ${label.toLowerCase()} report failed`}>
        <Text size="sm" mb="xs">
          {report.error ?? 'The server could not make it.'}
        </Text>
        <Button size="compact-md" variant="light" color="red" onClick={() => void asked.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!report.rows) return <Making report={report} />;
  const rows = report.rows;
  // The tables list the periods that had scans (168 hours a week are mostly empty); the chart and
  // the file keep every period, so gaps show and spreadsheets line up.
  const busy = rows.filter((row) => row.totalScan > 0);
  return (
    <Stack gap="md" data-testid="period-report" data-period={period}>
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => saveFile(UTF8_BOM + periodReportCsv(rows, period), reportFileName(label.toLowerCase(), range), 'text/csv;charset=utf-8')}
        >
          Download {label.toLowerCase()} CSV
        </Button>
      </Group>
      <ColumnChart
        title={`${label} scans, selected and fallbacks`}
        series={SERIES}
        columns={rows.map((row) => ({ label: periodTick(row.start, period), values: [row.selectedGatesTotal, row.fallbackRejects] }))}
      />
      {busy.length === 0 ? (
        <Text c="dimmed" data-testid="period-table">
          No scans in this range.
        </Text>
      ) : (
        <>
          <PeriodTable rows={busy} period={period} caption={`${label} report, ${range.start} to ${range.end}: periods with scans`} />
          <PeriodGatesTable rows={busy} period={period} caption={`${label} scans per gate`} />
        </>
      )}
    </Stack>
  );
}
