import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userKeys } from '~/api/user/queries';
import type { ProductKey, UserInfo } from '~/contract';
import { staApi } from '~/contract/lister';
import { render } from '~/testing/render';
import { openSession } from '../sta/staFixtures';
import { ListingTabs } from './ListingTabs';

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: unknown) => (endpoint === staApi.list ? [] : { content: [], nextSeekId: null })),
  },
}));
vi.mock('~/sounds', () => ({ playEvent: () => undefined, prepareSounds: () => undefined }));

function renderTabs(usable: ProductKey[], status: 'OPEN' | 'SUBMITTED' = 'OPEN') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const usageStatuses = usable.map((product) => ({ product, usable: true, status: 'ACTIVE' }));
  queryClient.setQueryData(userKeys.me(), { usageStatuses } as unknown as UserInfo);
  render(
    <QueryClientProvider client={queryClient}>
      <ListingTabs session={openSession({ status })} items={<p>The items</p>} />
    </QueryClientProvider>,
  );
}

describe('ListingTabs', () => {
  it('offers the Boxes tab for an open session when the seller has Send to Marketplace; one tab is mounted at a time', async () => {
    renderTabs(['LISTER', 'SEND_TO_AMAZON']);
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The items')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Boxes' }));
    expect(await screen.findByText('No boxes yet. Make a new box to start packing.')).toBeInTheDocument();
    expect(screen.queryByText('The items')).toBeNull();
  });

  it('shows the items alone to a seller without Send to Marketplace', () => {
    renderTabs(['LISTER']);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('The items')).toBeInTheDocument();
  });

  it('shows the items alone once the session is submitted', () => {
    renderTabs(['LISTER', 'SEND_TO_AMAZON'], 'SUBMITTED');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
