import { Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useExportLosses, useFileClaims } from '~/api/reimbursement/mutations';
import { reimbursementQueries } from '~/api/reimbursement/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { REIMBURSEMENT_CLAIM_WINDOW_DAYS, REIMBURSEMENT_PAGE_SIZES, type ClaimStatus } from '~/contract';
import { plural } from '~/lib/plural';
import { LossFilters } from './LossFilters';
import { LossTable } from './LossTable';
import { filtersOf, isFiltered, searchQueryOf, type ReimbursementSearch } from './reimbursementSearch';
import { StatusTotals } from './StatusTotals';

interface ReimbursementPageProps {
  search: ReimbursementSearch;
  /** Changes the address. */
  onSearch(next: Partial<ReimbursementSearch>): void;
}

/** reimbursement: what the marketplace lost or damaged from the seller's shipments, and what it owes. */
export function ReimbursementPage({ search, onSearch }: ReimbursementPageProps) {
  const losses = useQuery(reimbursementQueries.search(searchQueryOf(search)));
  const exportFile = useExportLosses();
  const fileClaims = useFileClaims();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [claiming, setClaiming] = useState<ReadonlySet<number>>(new Set());
  const filter = (next: Partial<ReimbursementSearch>) => {
    setSelected(new Set());
    onSearch({ ...next, page: undefined });
  };
  const claim = (ids: number[]) => {
    setClaiming(new Set(ids));
    fileClaims.mutate(ids, {
      onSuccess: () => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
      onSettled: () => setClaiming(new Set()),
    });
  };
  const data = losses.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const onlyStatus: ClaimStatus | null = search.status?.length === 1 ? search.status[0]! : null;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Reimbursement claims
        </Title>
        <Text size="sm" c="dimmed">
          Units the marketplace lost or damaged from your inbound shipments, and what it owes you. A loss can be claimed for{' '}
          {REIMBURSEMENT_CLAIM_WINDOW_DAYS} days after it happened; some the marketplace pays on its own.
        </Text>
      </div>
      {data && <StatusTotals page={data} selected={onlyStatus} onSelect={(status) => filter({ status: status ? [status] : undefined })} />}
      <LossFilters search={search} onChange={filter} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="loss-count">
          {data ? `${plural(data.total, 'loss', 'losses')}${isFiltered(search) ? ' match' : ''}` : ' '}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconReceiptRefund size={18} />}
            disabled={selected.size === 0}
            loading={fileClaims.isPending && claiming.size > 1}
            onClick={() => claim([...selected])}
          >
            {selected.size > 0 ? `Claim ${plural(selected.size, 'loss', 'losses')}` : 'Claim selected'}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={18} />} loading={exportFile.isPending} disabled={!data || data.total === 0} onClick={() => exportFile.mutate(filtersOf(search))}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <QueryStatus query={losses} what="reimbursement report" rows={6} />
      {data && data.rows.length === 0 && (
        <Text c="dimmed" data-testid="no-losses">
          {isFiltered(search)
            ? 'No loss matches these filters.'
            : 'No losses yet: the marketplace has lost or damaged nothing from the shipments it received from you.'}
        </Text>
      )}
      {data && data.rows.length > 0 && (
        <LossTable
          rows={data.rows}
          selected={selected}
          claiming={claiming}
          onClaim={claim}
          onSelect={(ids, on) => setSelected((current) => new Set(on ? [...current, ...ids] : [...current].filter((id) => !ids.includes(id))))}
        />
      )}
      {data && data.total > REIMBURSEMENT_PAGE_SIZES[0] && (
        <Group justify="space-between" wrap="wrap">
          <Select
            label="Per page"
            data={REIMBURSEMENT_PAGE_SIZES.map(String)}
            value={String(data.pageSize)}
            allowDeselect={false}
            onChange={(size) => filter({ size: Number(size) as ReimbursementSearch['size'] })}
            w={110}
          />
          {pageCount > 1 && <Pagination total={pageCount} value={data.page + 1} onChange={(next) => onSearch({ page: next - 1 || undefined })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />}
        </Group>
      )}
    </Stack>
  );
}
