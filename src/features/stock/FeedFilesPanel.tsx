import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconDownload, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { reportQueries, useDownloadFeed, useMarkFeedDone } from '~/api/stock/reports';
import { QueryStatus } from '~/components/QueryStatus';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import type { PriceFeedFile } from '~/contract/stock';
import { formatDateTime } from '~/lib/dates';

/**
 * Price feed files: after each repricing run that changed prices, the file to upload to the
 * marketplace. The seller downloads it, uploads it, and marks it done, so the list shows which
 * are still to upload.
 */
export const FeedFilesPanel = memo(function FeedFilesPanel() {
  const feeds = useQuery(reportQueries.feeds());
  const toUpload = feeds.data?.filter((feed) => !feed.done).length ?? 0;
  return (
    <SectionCard
      title="Price feed files"
      icon={<IconFileText size={20} aria-hidden />}
      description="After each repricing run that changes prices: the new prices, as a tab-separated file to upload to the marketplace."
    >
      <QueryStatus query={feeds} what="feed files" />
      {feeds.data?.length === 0 && <Text size="sm">No feed files yet. A repricing run that changes prices makes one.</Text>}
      {feeds.data && feeds.data.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {toUpload === 0 ? 'Every file is marked done.' : `${toUpload} ${toUpload === 1 ? 'file' : 'files'} to upload.`}
          </Text>
          <FeedList feeds={feeds.data} />
        </>
      )}
    </SectionCard>
  );
});

function FeedList({ feeds }: { feeds: PriceFeedFile[] }) {
  const download = useDownloadFeed();
  const markDone = useMarkFeedDone();
  const busy = (mutation: { isPending: boolean; variables: number | undefined }, id: number) => mutation.isPending && mutation.variables === id;
  return (
    <ResponsiveTable minWidth={560} aria-label="Price feed files" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Made</Table.Th>
          <Table.Th>Run</Table.Th>
          <Table.Th>SKUs</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {feeds.map((feed) => (
          <Table.Tr key={feed.id} data-testid={`feed-${feed.id}`}>
            <Cell label="Made" kind="main">
              {formatDateTime(feed.createdAt)}
            </Cell>
            <Cell label="Run">#{feed.runId}</Cell>
            <Cell label="SKUs">{feed.rows.toLocaleString('en-US')}</Cell>
            <Cell label="State">
              <Stack gap={2}>
                <Badge color={feed.done ? 'green' : 'yellow'} variant="light">
                  {feed.done ? 'Done' : 'To upload'}
                </Badge>
                {feed.doneAt && <Text size="xs">{formatDateTime(feed.doneAt)}</Text>}
              </Stack>
            </Cell>
            <Cell label="Actions" kind="actions">
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={busy(download, feed.id)} onClick={() => download.mutate(feed.id)}>
                  Download
                </Button>
                {!feed.done && (
                  <Button size="xs" variant="outline" leftSection={<IconCheck size={14} aria-hidden />} loading={busy(markDone, feed.id)} onClick={() => markDone.mutate(feed.id)}>
                    Mark done
                  </Button>
                )}
              </Group>
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
