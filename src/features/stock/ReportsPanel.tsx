import { Alert, Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { isReportOpen, reportQueries, useDownloadReport, useRequestReport } from '~/api/stock/reports';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import { describeReportQuery, stockReportQuerySchema, type StockQueryInput, type StockReport, type StockReportKind } from '~/contract/stock';
import { formatDateTime } from '~/lib/dates';
import { formatCount } from '~/lib/numberText';

const KIND_LABELS: Record<StockReportKind, string> = { STOCK: 'All columns', PRICES: 'Prices and bounds' };
const REPORT_STATES: Record<StockReport['state'], { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'gray' },
  RUNNING: { label: 'Being made', color: 'blue' },
  DONE: { label: 'Done', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/**
 * Stock reports: a CSV of what the table shows with the filters and sort on screen, made on the
 * server; the list follows the reports being made and downloads the ready ones.
 */
export function ReportsPanel({ query }: { query: StockQueryInput }) {
  const [kind, setKind] = useState<StockReportKind>('STOCK');
  const reports = useQuery(reportQueries.reports());
  const request = useRequestReport();
  const current = stockReportQuerySchema.safeParse(query);
  const making = reports.data?.filter(isReportOpen).length ?? 0;

  return (
    <SectionCard title="Reports" icon={<IconFileSpreadsheet size={20} aria-hidden />} description="A CSV file of every SKU the table shows, with its filters and sort.">
      <Text size="sm">
        <Text span fw={600}>
          Filters now:{' '}
        </Text>
        {current.success ? describeReportQuery(current.data) : 'not valid'}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Columns"
          data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
          value={kind}
          onChange={(value) => value && setKind(value as StockReportKind)}
          allowDeselect={false}
          w={190}
        />
        <Button onClick={() => request.mutate({ ...query, kind })} loading={request.isPending} disabled={!current.success}>
          Request report
        </Button>
      </Group>
      {request.isError && (
        <Alert color="red" role="alert">
          The report was not requested: {request.error.message}
        </Alert>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {making > 0 ? `Making ${making === 1 ? 'a report' : `${making} reports`}…` : ''}
      </Text>
      <QueryStatus query={reports} what="reports" />
      {reports.data?.length === 0 && <Text size="sm">No reports yet. Request one to download the stock shown above as a CSV file.</Text>}
      {reports.data && reports.data.length > 0 && <ReportList reports={reports.data} />}
    </SectionCard>
  );
}

/** Memoised: the panel repaints with every sort of the table (its filters line), the list only when it changed. */
const ReportList = memo(function ReportList({ reports }: { reports: StockReport[] }) {
  const download = useDownloadReport();
  return (
    <ResponsiveTable minWidth={620} aria-label="Reports" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Filters</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>SKUs</Table.Th>
          <Table.Th>File</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((report) => (
          <Table.Tr key={report.id} data-testid={`report-${report.id}`}>
            <Cell label="Requested">
              {formatDateTime(report.createdAt)}
            </Cell>
            <Cell label="Filters" kind="main">
              <Text size="sm">{report.summary}</Text>
              <Text size="xs" c="dimmed">
                {KIND_LABELS[report.kind]}
              </Text>
            </Cell>
            <Cell label="State">
              <Badge color={REPORT_STATES[report.state].color} variant="light">
                {REPORT_STATES[report.state].label}
              </Badge>
              {report.error && (
                <Text size="xs" c="red.8" mt={4}>
                  {report.error}
                </Text>
              )}
            </Cell>
            <Cell label="SKUs">{report.rows === null ? '—' : formatCount(report.rows)}</Cell>
            <Cell label="File" kind="actions">
              {report.state === 'DONE' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={download.isPending && download.variables === report.id}
                  onClick={() => download.mutate(report.id)}
                >
                  Download CSV
                </Button>
              )}
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
});
