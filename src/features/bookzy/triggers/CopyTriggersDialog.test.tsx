import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { NetworkError } from '~/api/errors';
import type { BookzyDevice, Trigger } from '~/contract/bookzy';
import { folioDatabase } from '~/offline/db';
import { enqueue } from '~/offline/outbox';
import { render } from '~/testing/render';
import { CopyTriggersDialog } from './CopyTriggersDialog';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() }, sellerSession: { deviceId: () => 'browser-1' } }));
const call = vi.mocked(sellerClient.call);

const device = (deviceId: string, deviceName: string) => ({ deviceId, deviceName, status: 'ACTIVE' }) as BookzyDevice;
const HELPER = device('00000000-0000-4000-8000-000000000002', 'Helper phone');
const OWNER = device('00000000-0000-4000-8000-000000000001', "Dana's phone");
const SPARE = device('00000000-0000-4000-8000-000000000003', 'Spare');
const own = { id: 9, device: HELPER.deviceId, order: 1, active: true, name: 'Helper own' } as Trigger;

function renderDialog(onClose = vi.fn(), ownerTriggers = 3) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CopyTriggersDialog
        device={HELPER}
        triggers={[own]}
        sources={[{ device: SPARE, triggerCount: 0 }, { device: OWNER, triggerCount: ownerTriggers }]}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { onClose, copy: () => fireEvent.click(screen.getByRole('button', { name: 'Copy triggers' })) };
}

interface SentCopy {
  params: { id: string };
  body: { sourceDeviceId: string; mode: string };
  key: string | undefined;
}
const sent = () => call.mock.calls.map(([, input, options]): SentCopy => ({ ...(input as Omit<SentCopy, 'key'>), key: options?.idempotencyKey }));

afterEach(async () => {
  call.mockReset();
  await folioDatabase().outbox.clear();
});

describe('CopyTriggersDialog', () => {
  it('offers only devices that have triggers, and sends the choice with one key that a retry reuses', async () => {
    call.mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce([]);
    const { onClose, copy } = renderDialog();
    expect(screen.getByRole('option', { name: 'Spare (no triggers)' })).toBeDisabled();
    expect(screen.getByLabelText('Copy from')).toHaveValue(OWNER.deviceId);
    fireEvent.click(screen.getByRole('radio', { name: 'Keep them and add the copies below' }));
    copy();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
    expect(onClose).not.toHaveBeenCalled();
    copy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, retry] = sent();
    expect(first).toMatchObject({ params: { id: HELPER.deviceId }, body: { sourceDeviceId: OWNER.deviceId, mode: 'APPEND' } });
    expect(retry).toEqual(first);
    expect(first!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a new key when the choice changes, since it is another copy', async () => {
    call.mockRejectedValue(new NetworkError());
    const { copy } = renderDialog();
    copy();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('radio', { name: 'Keep them and add the copies below' }));
    copy();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const [replace, append] = sent();
    expect([replace!.body, append!.body]).toEqual([
      { sourceDeviceId: OWNER.deviceId, mode: 'REPLACE' },
      { sourceDeviceId: OWNER.deviceId, mode: 'APPEND' },
    ]);
    expect(append!.key).not.toBe(replace!.key);
  });

  it('says so when no other device has triggers, and copies nothing', () => {
    renderDialog(vi.fn(), 0);
    expect(screen.getByText('None of your other devices has triggers to copy yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy triggers' })).toBeDisabled();
  });

  it('waits while a trigger change of this phone has not reached the server', async () => {
    await enqueue('triggers.deactivate', { params: { id: own.id } }, { label: 'Deactivate trigger Helper own' });
    renderDialog();
    expect(await screen.findByText('Waiting for 1 trigger change to reach the server first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy triggers' })).toBeDisabled();
  });
});
