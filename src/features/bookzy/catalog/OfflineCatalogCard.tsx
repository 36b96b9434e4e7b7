import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload, IconDatabase } from '@tabler/icons-react';
import { useEffect } from 'react';
import { SectionCard } from '~/components/SectionCard';
import { timeAgo } from '~/lib/dates';
import { useSnapshotMeta } from '~/offline/catalogSnapshot';
import { downloadSnapshot, refreshStaleSnapshot, useSnapshotDownload } from './snapshotDownload';

const count = (value: number) => value.toLocaleString('en-US');

/** The offline catalog: what lets Bookzy give a verdict with no signal, and its download. */
export function OfflineCatalogCard() {
  const meta = useSnapshotMeta();
  const download = useSnapshotDownload();
  useEffect(() => void refreshStaleSnapshot(), []);
  const downloading = download.phase === 'downloading';
  const percent = downloading && download.totalBooks ? (download.booksDone / download.totalBooks) * 100 : 0;
  return (
    <SectionCard
      title="Offline catalog"
      icon={<IconDatabase size={20} aria-hidden />}
      description="Download the catalog before a book sale: scans then get a verdict even with no signal."
    >
      {meta === undefined ? null : meta?.complete ? (
        <Text size="sm" data-testid="snapshot-status">
          {count(meta.totalBooks)} books on this device, updated {timeAgo(new Date(meta.downloadedAt).toISOString())}.
        </Text>
      ) : (
        <Text size="sm" data-testid="snapshot-status">
          {meta ? 'The download is not finished.' : 'Not downloaded on this device yet.'}
        </Text>
      )}
      {downloading && (
        <Stack gap={4}>
          <Progress value={percent} size="lg" animated aria-label="Download progress" />
          <Text size="xs" c="dimmed">
            {count(download.booksDone)} of {download.totalBooks ? count(download.totalBooks) : '…'} books
          </Text>
        </Stack>
      )}
      {download.phase === 'failed' && (
        <Alert color="red" title="The download stopped">
          {download.message} What was downloaded is kept; the download resumes from there.
        </Alert>
      )}
      <Button
        leftSection={<IconCloudDownload size={18} />}
        loading={downloading}
        onClick={() => void downloadSnapshot()}
        size="md"
        variant={meta?.complete ? 'default' : 'filled'}
      >
        {meta?.complete ? 'Update now' : meta ? 'Resume download' : 'Download for offline use'}
      </Button>
    </SectionCard>
  );
}
