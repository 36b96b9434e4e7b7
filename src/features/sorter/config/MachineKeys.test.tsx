import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { sorterMachineKeysApi, type SorterKey } from '~/contract/sorter';
import { MachineKeys } from './MachineKeys';
import { renderWithQueries } from './testing/configFixtures';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const call = vi.mocked(sellerClient.call);
const revokeCalls = () => call.mock.calls.filter(([endpoint]) => endpoint === sorterMachineKeysApi.revoke).length;

const SECRET = 'fsk_3q2-7wEvcnz0Kp1LUgV8Rkq0mH2uTzW4yJ6bXo9aPfE';
const conveyor: SorterKey = { id: 4, name: 'Conveyor 1', prefix: SECRET.slice(0, 12), createdAt: '2026-11-27T08:00:00.000Z', lastUsedAt: null, revokedAt: null };
let keys: SorterKey[] = [];

beforeEach(() => {
  keys = [];
  call.mockReset();
  call.mockImplementation(async (endpoint) => {
    if (endpoint === sorterMachineKeysApi.list) return keys as never;
    if (endpoint === sorterMachineKeysApi.create) {
      keys = [conveyor];
      return { key: conveyor, secret: SECRET } as never;
    }
    if (endpoint === sorterMachineKeysApi.revoke) {
      keys = [{ ...conveyor, revokedAt: '2026-11-27T09:00:00.000Z' }];
      return keys[0] as never;
    }
    // The seller's own profile (is a staff member signed in as the seller?) is not this test's business.
    throw new Error('not part of this test');
  });
});

describe('machine keys', { timeout: 30_000 }, () => {
  it('shows a new key once, with a copy button and a warning, and then only its prefix', async () => {
    renderWithQueries(<MachineKeys />);
    expect(await screen.findByText(/No machine keys yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Is required')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('New key name'), { target: { value: 'Conveyor 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Key Conveyor 1 created' });
    expect(within(dialog).getByText('You will not see this key again')).toBeInTheDocument();
    expect(within(dialog).getByTestId('machine-key-secret')).toHaveTextContent(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    // What the controller calls, ready to paste: the URL, its code parameter and the key's header.
    expect(within(dialog).getByTestId('machine-request')).toHaveTextContent(
      `curl -H 'x-sorter-key: ${SECRET}' '${window.location.origin}/api/external/sorter/test/v2?code=9780306406157'`,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy request' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByRole('row', { name: 'Conveyor 1' });
    expect(row).toHaveTextContent(`${conveyor.prefix}…`);
    expect(row).toHaveTextContent('Never');
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.getByTestId('machine-request')).toHaveTextContent("curl -H 'x-sorter-key: <your machine key>'");
  });

  it('revokes a key only once the seller confirms', async () => {
    keys = [conveyor];
    renderWithQueries(<MachineKeys />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Conveyor 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Conveyor 1?' });
    expect(revokeCalls()).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokeCalls()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Conveyor 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'Conveyor 1' })).toHaveTextContent('Revoked'));
    expect(call).toHaveBeenCalledWith(sorterMachineKeysApi.revoke, { params: { id: 4 } }, { errors: 'caller' });
    expect(screen.queryByRole('button', { name: 'Revoke Conveyor 1' })).toBeNull();
  });
});
