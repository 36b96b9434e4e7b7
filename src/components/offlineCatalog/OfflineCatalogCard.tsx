import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload, IconDatabase, IconPlayerStop } from '@tabler/icons-react';
import { useEffect } from 'react';
import { SectionCard } from '~/components/SectionCard';
import { timeAgo } from '~/lib/dates';
import { useSnapshotMeta, type SnapshotMeta } from '~/offline/catalogSnapshot';
import { booksBefore, cancelSnapshotDownload, downloadSnapshot, refreshStaleSnapshot, useSnapshotDownload, type DownloadState } from './snapshotDownload';

const count = (value: number) => value.toLocaleString('en-US');

/** What the catalog on this device is, in one sentence; the download's own state comes first. */
function statusLine(meta: SnapshotMeta | null | undefined, download: DownloadState): string {
  if (download.phase === 'downloading') return meta?.complete ? 'Updating the catalog…' : 'Downloading the catalog…';
  const complete = meta?.complete ? `${count(meta.totalBooks)} books on this device, updated ${timeAgo(new Date(meta.downloadedAt).toISOString())}.` : null;
  if (download.phase === 'cancelled') {
    if (complete) return `Update cancelled. ${complete}`;
    const kept = download.booksStored ? `The ${count(download.booksStored)} books already downloaded stay on this device` : 'Nothing was stored yet';
    return `Download cancelled. ${kept}; Resume download continues from there.`;
  }
  if (complete) return complete;
  if (meta) return `The download is not finished: ${count(booksBefore(meta.nextPage, meta.totalBooks))} of ${count(meta.totalBooks)} books are on this device.`;
  return 'Not downloaded on this device yet.';
}

/** Counts once the first page has landed; until then a bar that says it is under way. */
function DownloadProgress({ booksDone, totalBooks }: { booksDone: number | null; totalBooks: number | null }) {
  if (booksDone === null || !totalBooks) {
    return (
      <Stack gap={4}>
        <Progress.Root size="lg">
          <Progress.Section value={100} striped animated withAria={false} role="progressbar" aria-label="Download progress" aria-valuetext="Starting" />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          Starting the download…
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Progress value={(booksDone / totalBooks) * 100} size="lg" animated aria-label="Download progress" />
      <Text size="xs" c="dimmed">
        {count(booksDone)} of {count(totalBooks)} books
      </Text>
    </Stack>
  );
}

/**
 * On the Selling Partner API there is no catalog to download: the seller must know the device holds
 * only the books their account met, so a new book needs a signal.
 */
const SELLER_BOOKS_NOTE =
  'Your marketplace connection offers no catalog download, so this catalog holds the books your account has looked up and listed, refreshed on the server every day. A book you have never scanned needs a signal.';

const BOOKZY_PURPOSE = 'Download the catalog before a book sale: scans then get a verdict even with no signal.';

/**
 * The offline catalog: what lets Bookzy give a verdict, and the sorter's tablet a gate, with no
 * signal; and its download. `description` says what it is for on the screen that shows it.
 */
export function OfflineCatalogCard({ description = BOOKZY_PURPOSE }: { description?: string }) {
  const meta = useSnapshotMeta();
  const download = useSnapshotDownload();
  useEffect(() => void refreshStaleSnapshot(), []);
  return (
    <SectionCard
      title="Offline catalog"
      icon={<IconDatabase size={20} aria-hidden />}
      description={description}
    >
      {(meta !== undefined || download.phase !== 'idle') && (
        <Text size="sm" data-testid="snapshot-status">
          {statusLine(meta, download)}
        </Text>
      )}
      {meta?.coverage === 'SELLER_BOOKS' && (
        <Text size="sm" c="dimmed" data-testid="snapshot-coverage">
          {SELLER_BOOKS_NOTE}
        </Text>
      )}
      {download.phase === 'downloading' && <DownloadProgress booksDone={download.booksDone} totalBooks={download.totalBooks} />}
      {download.phase === 'failed' && (
        <Alert color="red" title="The download stopped">
          {download.message} What was downloaded is kept; the download resumes from there.
        </Alert>
      )}
      {download.phase === 'downloading' ? (
        <Button leftSection={<IconPlayerStop size={18} />} onClick={cancelSnapshotDownload} size="md" variant="default">
          Cancel download
        </Button>
      ) : (
        <Button
          leftSection={<IconCloudDownload size={18} />}
          onClick={() => void downloadSnapshot()}
          size="md"
          variant={meta?.complete ? 'default' : 'filled'}
        >
          {meta?.complete ? 'Update now' : meta ? 'Resume download' : 'Download for offline use'}
        </Button>
      )}
    </SectionCard>
  );
}
