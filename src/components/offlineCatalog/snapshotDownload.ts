import { useSyncExternalStore } from 'react';
import { sellerClient } from '~/api/clients';
import { bookStatsApi, CATALOG_SNAPSHOT_PAGE_SIZE } from '~/contract/bookzy/stats';
import { createEventBus } from '~/lib/eventBus';
import { markSnapshotStopped, readSnapshotMeta, saveCatalogPage, type SnapshotMeta } from '~/offline/catalogSnapshot';

export type DownloadState =
  | { phase: 'idle' }
  /** Counts are null until known: a fresh download learns its size from the first page. */
  | { phase: 'downloading'; booksDone: number | null; totalBooks: number | null }
  /** The seller cancelled: the pages stored so far stay, and a resume continues after them. */
  | { phase: 'cancelled'; booksStored: number | null; totalBooks: number | null }
  | { phase: 'failed'; message: string };

let state: DownloadState = { phase: 'idle' };
const changes = createEventBus<void>();
function setState(next: DownloadState) {
  state = next;
  changes.emit();
}

/** Each start or cancel bumps it: a run that is no longer the current one stops at its next step. */
let generation = 0;
/** The last run, settled once its page in flight is stored or dropped. */
let lastRun: Promise<void> = Promise.resolve();

/** A snapshot older than this is refreshed in the background whenever Bookzy opens online. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Books stored by the pages before `nextPage` (every page but the last is full). */
export const booksBefore = (nextPage: number, totalBooks: number) => Math.min(totalBooks, nextPage * CATALOG_SNAPSHOT_PAGE_SIZE);

/** Where a download starts: after the stored pages of an unfinished one, else from the first page. */
function startingPoint(stored: SnapshotMeta | undefined) {
  if (!stored || stored.complete) return { page: 0, booksDone: null, totalBooks: null };
  return { page: stored.nextPage, booksDone: booksBefore(stored.nextPage, stored.totalBooks), totalBooks: stored.totalBooks };
}

async function fetchPages(run: number): Promise<void> {
  const stored = await readSnapshotMeta().catch(() => undefined);
  const start = startingPoint(stored);
  let page = start.page;
  if (run === generation) setState({ phase: 'downloading', booksDone: start.booksDone, totalBooks: start.totalBooks });
  try {
    for (let pageCount = Infinity; page < pageCount; ) {
      const reply = await sellerClient.call(bookStatsApi.snapshot, { query: { page } }, { errors: 'caller' });
      if (run !== generation) return; // cancelled while the page was on its way: dropped
      const meta = await saveCatalogPage(reply);
      if (run !== generation) return;
      pageCount = reply.pageCount;
      page = meta.nextPage;
      const booksDone = meta.complete ? reply.totalBooks : booksBefore(page, reply.totalBooks);
      setState({ phase: 'downloading', booksDone, totalBooks: reply.totalBooks });
    }
    setState({ phase: 'idle' });
  } catch (error) {
    if (run === generation) setState({ phase: 'failed', message: error instanceof Error ? error.message : 'The download stopped.' });
  }
}

/**
 * Downloads the catalog snapshot page by page, each page stored before the next is asked for, so a
 * dropped connection or a cancel resumes where it stopped. One download at a time, shared by every
 * screen; it says it is downloading from the first moment.
 */
export async function downloadSnapshot(): Promise<void> {
  if (state.phase === 'downloading') return;
  const run = ++generation;
  setState({ phase: 'downloading', booksDone: null, totalBooks: null });
  // A cancelled run may still be storing its last page: resume after it, from what it stored.
  await lastRun;
  if (run !== generation) return;
  lastRun = fetchPages(run);
  await lastRun;
}

/** Stops the download after nothing more than the page on its way; what is stored stays. */
export function cancelSnapshotDownload(): void {
  if (state.phase !== 'downloading') return;
  generation += 1;
  setState({ phase: 'cancelled', booksStored: state.booksDone, totalBooks: state.totalBooks });
  void lastRun.then(() => markSnapshotStopped()).catch(() => undefined);
}

/** Bookzy opened online: bring a stale or unfinished snapshot up to date without being asked. */
export async function refreshStaleSnapshot(now = Date.now()): Promise<void> {
  if (state.phase === 'cancelled') return;
  const meta = await readSnapshotMeta().catch(() => undefined);
  if (!meta || !navigator.onLine) return;
  // An unfinished download the seller cancelled resumes only when they ask.
  if (!meta.complete && meta.stoppedBySeller) return;
  if (!meta.complete || now - meta.downloadedAt > SNAPSHOT_MAX_AGE_MS) await downloadSnapshot();
}

export function useSnapshotDownload(): DownloadState {
  return useSyncExternalStore(changes.subscribe, () => state);
}

/** Tests only: forget the last download. */
export function resetSnapshotDownloadForTests(): void {
  generation += 1;
  lastRun = Promise.resolve();
  state = { phase: 'idle' };
}
