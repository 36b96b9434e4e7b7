import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sellerSession } from '~/api/clients';
import { folioDatabase } from '~/offline/db';
import type { OutboxEntry } from '~/offline/outboxEntry';
import { render } from '~/testing/render';
import { OutboxStatus } from './OutboxStatus';

const entry = (id: number, status: OutboxEntry['status'], label: string, lastError = BAD_INPUT): OutboxEntry => ({
  id,
  deviceId: 'browser-1',
  seq: id,
  idempotencyKey: `key-${id}`,
  endpoint: 'bookzyDevices.setBuyCost',
  input: { params: { id: 'x' }, body: { buyCost: 100 } },
  createdAt: Date.UTC(2026, 0, 5, 10, 30),
  status,
  attempts: 1,
  nextAttemptAt: 0,
  label,
  ...(status === 'attention' ? { lastError } : {}),
});
const BAD_INPUT = { message: 'Buy cost must be at most $10,000.00', errorCode: 107, status: 400 };
const DEVICE_GONE = { message: 'This Bookzy device is cancelled: it can be read but not changed.', errorCode: 107, status: 409 };

beforeEach(() => sellerSession.setDeviceId('browser-1'));
afterEach(() => folioDatabase().outbox.clear());

describe('OutboxStatus', () => {
  it('shows nothing when the outbox is empty', async () => {
    const { container } = render(<OutboxStatus />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid^="outbox"]')).toBeNull();
  });

  it('counts waiting writes and opens the refused ones: Retry where it can help, and a confirmed Discard', async () => {
    await folioDatabase().outbox.bulkAdd([
      entry(1, 'pending', 'Inbound cost of Dana’s phone → $0.50'),
      entry(2, 'pending', 'Name of Dana’s phone → Dana 2'),
      entry(3, 'attention', 'Buy cost of Dana’s phone → $1.00', DEVICE_GONE),
      entry(4, 'attention', 'Buy cost of Sam’s phone → $100,000.00'),
    ]);
    render(<OutboxStatus />);
    expect(await screen.findByTestId('outbox-pending')).toHaveTextContent('2 waiting to sync');
    fireEvent.click(await screen.findByRole('button', { name: /2 need attention/ }));

    const items = await screen.findAllByTestId('outbox-entry');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Buy cost of Sam’s phone → $100,000.00');
    expect(items[1]).toHaveTextContent('Buy cost must be at most $10,000.00');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();
    // Sent again, bad input would be refused again: that one is offered Discard alone.
    expect(within(items[1]!).queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await folioDatabase().outbox.get(3))?.status).toBe('pending'));

    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Discard this change for good?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard it' }));
    await waitFor(async () => expect(await folioDatabase().outbox.get(4)).toBeUndefined());
  });
});
