import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import type { Note } from '~/contract';
import { notesApi } from '~/contract/notes';
import { render } from '~/testing/render';
import { NotesCard } from './NotesCard';

const note: Note = { id: 1, text: 'Order more 4x6 labels', done: false, createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z' };
vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));

describe('NotesCard', () => {
  it('clears the "Is required" of an empty Add once another note action succeeds', async () => {
    vi.mocked(sellerClient.call).mockImplementation(async (endpoint) => (endpoint === notesApi.list ? [note] : { ...note, done: true }) as never);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotesCard />
      </QueryClientProvider>,
    );
    const checkbox = await screen.findByRole('checkbox', { name: note.text });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Is required')).toBeInTheDocument();
    expect(sellerClient.call).not.toHaveBeenCalledWith(notesApi.add, expect.anything());

    fireEvent.click(checkbox);
    await waitFor(() => expect(sellerClient.call).toHaveBeenCalledWith(notesApi.markDone, { params: { id: 1 } }));
    await waitFor(() => expect(screen.queryByText('Is required')).toBeNull());
    expect(screen.getByRole('checkbox', { name: note.text })).toBeChecked();
  });
});
