import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import type { Note } from '~/contract';
import { notesApi } from '~/contract/notes';
import { holdCurrentControl, installActionGuard } from '~/lib/actionGuard';
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

  it('empties the field as a note is sent, and gives a refused note back unless another is being typed', async () => {
    const adds: { reject: (error: Error) => void }[] = [];
    vi.mocked(sellerClient.call).mockImplementation(async (endpoint) => {
      if (endpoint === notesApi.list) return [] as never;
      return new Promise((_resolve, reject) => adds.push({ reject })) as never;
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotesCard />
      </QueryClientProvider>,
    );
    const field = await screen.findByRole('textbox', { name: 'New note' });
    fireEvent.change(field, { target: { value: 'Order more 4x6 labels' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveValue('');
    // The next note goes out while the first is still on its way.
    fireEvent.change(field, { target: { value: 'Call the book sale organiser' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(adds).toHaveLength(2));
    fireEvent.change(field, { target: { value: 'Half typed' } });
    // The refusal runs its course (promise callbacks only, all done before a timer fires).
    await act(async () => {
      adds[0]!.reject(new Error('refused'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(field).toHaveValue('Half typed');
    fireEvent.change(field, { target: { value: '' } });
    adds[1]!.reject(new Error('refused'));
    await waitFor(() => expect(field).toHaveValue('Call the book sale organiser'));
  });

  it('under the app’s guard on double clicks, takes a double click of Add as one note and sends the next note while the last is on its way', async () => {
    const uninstall = installActionGuard(document);
    try {
      const adds: string[] = [];
      vi.mocked(sellerClient.call).mockImplementation(async (endpoint, input) => {
        if (endpoint === notesApi.list) return [] as never;
        adds.push((input as { body: { text: string } }).body.text);
        return new Promise(() => undefined) as never;
      });
      // As the app's query client does: each mutation holds the control that started it (never released here).
      const guarded = new QueryClient({ mutationCache: new MutationCache({ onMutate: () => void holdCurrentControl() }) });
      render(
        <QueryClientProvider client={guarded}>
          <NotesCard />
        </QueryClientProvider>,
      );
      const field = await screen.findByRole('textbox', { name: 'New note' });
      const addButton = screen.getByRole('button', { name: 'Add' });
      fireEvent.change(field, { target: { value: 'Order more 4x6 labels' } });
      fireEvent.click(addButton);
      fireEvent.click(addButton);
      await waitFor(() => expect(adds).toEqual(['Order more 4x6 labels']));
      expect(screen.queryByText('Is required')).toBeNull();
      // Enter in the field clicks Add for the browser: the same path as this click.
      fireEvent.change(field, { target: { value: 'Call the book sale organiser' } });
      fireEvent.click(addButton);
      await waitFor(() => expect(adds).toEqual(['Order more 4x6 labels', 'Call the book sale organiser']));
      expect(field).toHaveValue('');
    } finally {
      uninstall();
    }
  });

  it('ticks the box in the same render as the click, and puts it back when the server refuses', async () => {
    let refuse!: (error: Error) => void;
    vi.mocked(sellerClient.call).mockImplementation(async (endpoint) => {
      if (endpoint === notesApi.list) return [note] as never;
      return new Promise((_resolve, reject) => (refuse = reject)) as never;
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NotesCard />
      </QueryClientProvider>,
    );
    const checkbox = await screen.findByRole('checkbox', { name: note.text });
    fireEvent.click(checkbox);
    // No waiting: a box that springs back for a moment reads as a missed tap.
    expect(checkbox).toBeChecked();
    await waitFor(() => expect(sellerClient.call).toHaveBeenCalledWith(notesApi.markDone, { params: { id: 1 } }));
    expect(screen.getByRole('checkbox', { name: note.text })).toBeChecked();
    refuse(new Error('refused'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: note.text })).not.toBeChecked());
  });
});
