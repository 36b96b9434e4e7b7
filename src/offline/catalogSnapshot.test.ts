import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogBook } from '~/contract/bookzy/catalog';
import { FolioDatabase } from './db';
import { clearCatalogSnapshot, findCatalogBook, findCatalogBookByAsin, readSnapshotMeta, saveCatalogPage } from './catalogSnapshot';
import { numberedBook } from '~/contract/bookzy/testing/books';

const db = new FolioDatabase('snapshot-test');
afterEach(() => clearCatalogSnapshot(db));

const book = numberedBook;
const page = (version: string, index: number, books: CatalogBook[]) => ({ version, coverage: 'MARKETPLACE' as const, page: index, pageCount: 2, totalBooks: 3, books });

describe('the catalog snapshot', () => {
  it('stores pages with their progress and finds books by ISBN and ASIN', async () => {
    expect(await saveCatalogPage(page('v1', 0, [book(1), book(2)]), 10, db)).toEqual({ version: 'v1', coverage: 'MARKETPLACE', totalBooks: 3, downloadedAt: 10, complete: false, nextPage: 1 });
    expect(await saveCatalogPage(page('v1', 1, [book(3)]), 20, db)).toMatchObject({ complete: true, nextPage: 2 });
    expect(await findCatalogBook(book(3).isbn13, db)).toEqual(book(3));
    expect(await findCatalogBookByAsin(book(2).asin, db)).toEqual(book(2));
    expect(await readSnapshotMeta(db)).toMatchObject({ version: 'v1', complete: true });
  });

  it('replaces an old version, and restarts when the version changes mid-download', async () => {
    await saveCatalogPage(page('v1', 0, [book(1)]), 10, db);
    expect(await saveCatalogPage(page('v2', 1, [book(3)]), 20, db)).toMatchObject({ version: 'v2', nextPage: 0, complete: false });
    expect(await findCatalogBook(book(1).isbn13, db)).toBeUndefined();
    expect(await findCatalogBook(book(3).isbn13, db)).toBeUndefined();
  });

  it('treats a damaged row as not in the snapshot', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await db.catalogBooks.put({ isbn13: '9780000000001', asin: 'X' } as CatalogBook);
    expect(await findCatalogBook('9780000000001', db)).toBeUndefined();
  });
});
