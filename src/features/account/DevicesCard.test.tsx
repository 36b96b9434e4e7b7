import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userQueries } from '~/api/user/queries';
import type { Device } from '~/contract';
import { render } from '~/testing/render';
import { DevicesCard } from './DevicesCard';

vi.mock('~/api/devices/mutations', () => ({ useRemoveDevice: () => ({ mutate: vi.fn() }), useRenameDevice: () => ({ mutate: vi.fn() }) }));

/** Newest first, as the server sends them. */
const devices = (count: number, currentAt: number): Device[] =>
  Array.from({ length: count }, (_, index) => ({
    deviceId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    deviceName: `Browser ${index + 1}`,
    deviceType: 'BROWSER',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: new Date(Date.UTC(2026, 10, 27, 12) - index * 3_600_000).toISOString(),
    current: index === currentAt,
  }));

function renderWith(list: Device[]) {
  const client = new QueryClient();
  client.setQueryData(userQueries.devices().queryKey, list);
  render(
    <QueryClientProvider client={client}>
      <DevicesCard />
    </QueryClientProvider>,
  );
}

const names = () => screen.getAllByTestId('device-row').map((row) => within(row).getByText(/^Browser \d+$/).textContent);

describe('the signed-in devices', () => {
  it('shows the five most recent and this device, and the rest on request', () => {
    renderWith(devices(40, 30));
    expect(names()).toEqual(['Browser 1', 'Browser 2', 'Browser 3', 'Browser 4', 'Browser 31']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 40 devices (35 more)' }));
    expect(names()).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Show the 5 most recent' }));
    expect(names()).toHaveLength(5);
  });

  it('lists a few devices whole, with no button', () => {
    renderWith(devices(3, 0));
    expect(names()).toEqual(['Browser 1', 'Browser 2', 'Browser 3']);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });
});
