import { waitFor } from '@testing-library/react';
import type { CatalogCoverage, CatalogSnapshotPage } from '~/contract/bookzy/stats';
import { numberedBook } from '~/contract/bookzy/testing/books';

const book = numberedBook;

/** One page of a 12,000-book catalog in three pages (two books stand for each page's 5,000). */
export const catalogPage = (page: number, version = 'v1', coverage: CatalogCoverage = 'MARKETPLACE'): CatalogSnapshotPage => ({
  version,
  coverage,
  page,
  pageCount: 3,
  totalBooks: 12_000,
  books: [book(page * 2), book(page * 2 + 1)],
});

/**
 * The snapshot call answered by the test, page by page: `asked(n)` waits until page n is requested,
 * `answer(n, reply)` hands it over.
 */
export function snapshotServer(server: { current?: (page: number) => Promise<CatalogSnapshotPage> }) {
  const requested: number[] = [];
  const waiting: { page: number; resolve(reply: CatalogSnapshotPage): void }[] = [];
  server.current = (page) =>
    new Promise((resolve) => {
      requested.push(page);
      waiting.push({ page, resolve });
    });
  const asked = (page: number) => waitFor(() => {
    if (!waiting.some((call) => call.page === page)) throw new Error(`page ${page} not asked yet`);
  });
  return {
    requested,
    asked,
    async answer(page: number, reply: CatalogSnapshotPage) {
      await asked(page);
      const index = waiting.findIndex((call) => call.page === page);
      waiting.splice(index, 1)[0]!.resolve(reply);
    },
  };
}
