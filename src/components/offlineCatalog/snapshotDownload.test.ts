// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogSnapshotPage } from '~/contract/bookzy/stats';
import { clearCatalogSnapshot, readSnapshotMeta, saveCatalogPage } from '~/offline/catalogSnapshot';
import { cancelSnapshotDownload, downloadSnapshot, refreshStaleSnapshot, resetSnapshotDownloadForTests } from './snapshotDownload';
import { catalogPage, snapshotServer } from './testing/snapshotServer';

const server = vi.hoisted(() => ({ current: undefined as undefined | ((page: number) => Promise<CatalogSnapshotPage>) }));
vi.mock('~/api/clients', () => ({
  sellerClient: { call: (_endpoint: unknown, input: { query: { page: number } }) => server.current!(input.query.page) },
}));

afterEach(async () => {
  resetSnapshotDownloadForTests();
  await clearCatalogSnapshot();
});

describe('the snapshot download', () => {
  it('resumes an unfinished download by itself when Bookzy opens online', async () => {
    await saveCatalogPage(catalogPage(0));
    const pages = snapshotServer(server);
    void refreshStaleSnapshot();
    await pages.asked(1);
    expect(pages.requested).toEqual([1]);
  });

  it('leaves a download the seller cancelled for the seller to resume, after a restart too', async () => {
    const pages = snapshotServer(server);
    const download = downloadSnapshot();
    await pages.answer(0, catalogPage(0));
    await pages.asked(1);
    cancelSnapshotDownload();
    await pages.answer(1, catalogPage(1));
    await download;
    await waitFor(async () => expect((await readSnapshotMeta())?.stoppedBySeller).toBe(true));

    await refreshStaleSnapshot();
    resetSnapshotDownloadForTests(); // the app starts again
    await refreshStaleSnapshot();
    expect(pages.requested).toEqual([0, 1]);

    // Asked to, it continues after the stored page, and the finished snapshot no longer says stopped.
    const resumed = downloadSnapshot();
    await pages.answer(1, catalogPage(1));
    await pages.answer(2, catalogPage(2));
    await resumed;
    expect(await readSnapshotMeta()).toMatchObject({ complete: true, nextPage: 3 });
    expect((await readSnapshotMeta())?.stoppedBySeller).toBeUndefined();
  });
});
