import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogSnapshotPage } from '~/contract/bookzy/stats';
import { clearCatalogSnapshot, readSnapshotMeta } from '~/offline/catalogSnapshot';
import { render } from '~/testing/render';
import { OfflineCatalogCard } from './OfflineCatalogCard';
import { resetSnapshotDownloadForTests } from './snapshotDownload';
import { catalogPage, snapshotServer } from './testing/snapshotServer';

const server = vi.hoisted(() => ({ current: undefined as undefined | ((page: number) => Promise<CatalogSnapshotPage>) }));
vi.mock('~/api/clients', () => ({
  sellerClient: { call: (_endpoint: unknown, input: { query: { page: number } }) => server.current!(input.query.page) },
}));

afterEach(async () => {
  resetSnapshotDownloadForTests();
  await clearCatalogSnapshot();
});

const status = () => screen.getByTestId('snapshot-status');

describe('OfflineCatalogCard', () => {
  it('says it is downloading from the first moment, with a bar under way until the first page lands, then counts', async () => {
    const pages = snapshotServer(server);
    render(<OfflineCatalogCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline use' }));
    expect(status()).toHaveTextContent('Downloading the catalog…');
    expect(status()).not.toHaveTextContent('not finished');
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Starting the download…')).toBeInTheDocument();
    expect(screen.queryByText(/^0 of/)).not.toBeInTheDocument();

    await pages.answer(0, catalogPage(0));
    expect(await screen.findByText('5,000 of 12,000 books')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Downloading the catalog…');
    await pages.answer(1, catalogPage(1));
    await pages.answer(2, catalogPage(2));
    await waitFor(() => expect(status()).toHaveTextContent('12,000 books on this device'));
    expect(screen.getByRole('button', { name: 'Update now' })).toBeInTheDocument();
  }, 15_000);

  it('cancels, keeps what was stored and says so, and a resume continues from there', async () => {
    const pages = snapshotServer(server);
    render(<OfflineCatalogCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline use' }));
    await pages.answer(0, catalogPage(0));
    await screen.findByText('5,000 of 12,000 books');
    await pages.asked(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(status()).toHaveTextContent(
      'Download cancelled. The 5,000 books already downloaded stay on this device; Resume download continues from there.',
    );
    // The page that was on its way when the seller cancelled is not stored.
    await pages.answer(1, catalogPage(1));
    await waitFor(async () => expect(await readSnapshotMeta()).toMatchObject({ nextPage: 1, complete: false, stoppedBySeller: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Resume download' }));
    expect(await screen.findByText('5,000 of 12,000 books')).toBeInTheDocument();
    await pages.answer(1, catalogPage(1));
    await pages.answer(2, catalogPage(2));
    await waitFor(() => expect(status()).toHaveTextContent('12,000 books on this device'));
    expect(pages.requested).toEqual([0, 1, 1, 2]);
  }, 15_000);

  it('says when the catalog holds only the books the seller looked up and listed, and not for the marketplace\'s own', async () => {
    const pages = snapshotServer(server);
    render(<OfflineCatalogCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline use' }));
    await pages.answer(0, { ...catalogPage(0, 'seller-v1', 'SELLER_BOOKS'), pageCount: 1, totalBooks: 2 });
    await waitFor(() => expect(status()).toHaveTextContent('2 books on this device'));
    expect(screen.getByTestId('snapshot-coverage')).toHaveTextContent('the books your account has looked up and listed');

    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await pages.answer(0, catalogPage(0, 'v2'));
    await pages.answer(1, catalogPage(1, 'v2'));
    await pages.answer(2, catalogPage(2, 'v2'));
    await waitFor(() => expect(status()).toHaveTextContent('12,000 books on this device'));
    expect(screen.queryByTestId('snapshot-coverage')).not.toBeInTheDocument();
  }, 15_000);
});
