import { useSyncExternalStore } from 'react';
import { sellerClient } from '~/api/clients';
import { bookStatsApi } from '~/contract/bookzy/stats';
import { createEventBus } from '~/lib/eventBus';
import { readSnapshotMeta, saveCatalogPage } from '~/offline/catalogSnapshot';

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; booksDone: number; totalBooks: number | null }
  | { phase: 'failed'; message: string };

let state: DownloadState = { phase: 'idle' };
const changes = createEventBus<void>();
function setState(next: DownloadState) {
  state = next;
  changes.emit();
}

/** A snapshot older than this is refreshed in the background whenever Bookzy opens online. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Downloads the catalog snapshot page by page, each page stored before the next is asked for, so a
 * dropped connection resumes where it stopped. One download at a time, shared by every screen.
 */
export async function downloadSnapshot(): Promise<void> {
  if (state.phase === 'downloading') return;
  const stored = await readSnapshotMeta().catch(() => undefined);
  let page = stored && !stored.complete ? stored.nextPage : 0;
  setState({ phase: 'downloading', booksDone: 0, totalBooks: stored?.totalBooks ?? null });
  try {
    for (let pageCount = Infinity; page < pageCount; ) {
      const reply = await sellerClient.call(bookStatsApi.snapshot, { query: { page } }, { errors: 'caller' });
      const meta = await saveCatalogPage(reply);
      pageCount = reply.pageCount;
      page = meta.nextPage;
      const booksDone = Math.min(reply.totalBooks, page * reply.books.length);
      setState({ phase: 'downloading', booksDone: meta.complete ? reply.totalBooks : booksDone, totalBooks: reply.totalBooks });
    }
    setState({ phase: 'idle' });
  } catch (error) {
    setState({ phase: 'failed', message: error instanceof Error ? error.message : 'The download stopped.' });
  }
}

/** Bookzy opened online: bring a stale or unfinished snapshot up to date without being asked. */
export async function refreshStaleSnapshot(now = Date.now()): Promise<void> {
  const meta = await readSnapshotMeta().catch(() => undefined);
  if (!meta || !navigator.onLine) return;
  if (!meta.complete || now - meta.downloadedAt > SNAPSHOT_MAX_AGE_MS) await downloadSnapshot();
}

export function useSnapshotDownload(): DownloadState {
  return useSyncExternalStore(changes.subscribe, () => state);
}
